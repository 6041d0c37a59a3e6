#!/usr/bin/env bash
# docs/getting-started.md, run as written: the runnable jar is started empty (no demo data, no mail server, its
# own ports and DATA_DIR), every sh block marked "<!-- step: NAME -->" runs in order in one shell (so what a
# step keeps, KEY or TOKEN, reaches the next), and each step's answer is checked below. What is tested is what
# is documented; a step the page gains or loses without a check here fails the run.
#
#   bash src/test/getting-started/run.sh
#
# Needs target/property-portal.jar (mvn package), curl, jq. Settings (environment): GETTING_STARTED_DIR (work
# folder, default target/getting-started), GETTING_STARTED_PORT (default 9730: HTTP, +1 HTTPS).
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/../../.." && pwd)
DOC=$ROOT/docs/getting-started.md
JAR=$ROOT/target/property-portal.jar
WORK=${GETTING_STARTED_DIR:-$ROOT/target/getting-started}
HTTP=${GETTING_STARTED_PORT:-9730}
HTTPS=$((HTTP + 1))
server_pid=

fail() { echo "getting-started: $*" >&2; exit 1; }
[ -f "$JAR" ] || fail "no $JAR: run mvn package first"
command -v jq >/dev/null || fail "jq is missing (apt-get install jq)"

stop_server() {
  [ -n "$server_pid" ] || return 0
  kill -TERM -- "-$server_pid" 2>/dev/null || true
  local deadline=$((SECONDS + 60))
  while kill -0 -- "-$server_pid" 2>/dev/null && [ $SECONDS -lt $deadline ]; do sleep 0.2; done
  kill -KILL -- "-$server_pid" 2>/dev/null || true
  server_pid=
}
trap stop_server EXIT

rm -rf "$WORK"
mkdir -p "$WORK/data" "$WORK/extract" "$WORK/answers"
env -u DATABASE_URL -u ADMIN_USER -u ADMIN_PASSWORD -u SMTP_HOST -u VERIFICATION_SECRET -u FORM_LINK_SECRET \
    HTTP_PORT="$HTTP" HTTPS_PORT="$HTTPS" DATA_DIR="$WORK/data" DEMO_DATA=false \
    WLP_JAR_EXTRACT_ROOT="$WORK/extract" setsid java -jar "$JAR" >"$WORK/server.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 240); do
  curl -sf "http://127.0.0.1:$HTTP/health/ready" >/dev/null 2>&1 && break
  kill -0 "$server_pid" 2>/dev/null || { tail -30 "$WORK/server.log" >&2; fail "the server exited"; }
  sleep 0.5
done
curl -sf "http://127.0.0.1:$HTTP/health/ready" >/dev/null || fail "the server was not ready in 120 s"

# The steps, in the page's order: NAME, then its block.
steps=$(awk '
  /^<!-- step: [a-z-]+ -->$/ {name = $3; found = 1; next}
  found && !inside { if ($0 == "```sh") {inside = 1; print "##STEP " name; next} else {found = 0; next} }
  inside && $0 == "```" {inside = 0; found = 0; next}
  inside {print}' "$DOC")
names=$(printf '%s\n' "$steps" | sed -n 's/^##STEP //p' | tr '\n' ' ')
expected="setup organization board api-on key user app delegate-token card form submission contact verification "
[ "$names" = "$expected" ] || fail "the page's steps are '$names', the checks know '$expected'"

# One shell for every step, each one's output kept for its check.
script=$WORK/steps.sh
{
  echo 'set -euo pipefail'
  echo "export PORTAL=http://127.0.0.1:$HTTP DATA_DIR='$WORK/data'"
  printf '%s\n' "$steps" | awk -v answers="$WORK/answers" '
    /^##STEP / { if (open) print "} > " answers "/" open ".out"; open = $2; print "echo \"-- step " open "\" >&2"; print "{"; next }
    {print}
    END { if (open) print "} > " answers "/" open ".out" }'
} > "$script"
echo "== docs/getting-started.md, its curl blocks as written"
bash "$script" || fail "a step of the page failed (its answers are in $WORK/answers)"

answer() { cat "$WORK/answers/$1.out"; }
check() { # step jq-expression description
  jq -e "$2" >/dev/null 2>&1 <<<"$(answer "$1")" || { echo "answer: $(answer "$1")" >&2; fail "step $1: $3"; }
  echo "  $1: $3"
}
check organization '._id == "org-lakeside" and .companyInfo.collectPayment == true' "the organization as stored"
check board '._id == "board-lakeside" and .apiEnabled == false' "the board, its API off"
check api-on '.apiEnabled == true' "the board's API on"
[ -z "$(answer key)" ] || fail "step key: printed something (the key belongs in KEY only)"
check user '.email == "sam@lakeside.example" and .role == "Staff"' "the user"
check card '.data._id | length > 0' "the card the app wrote as Sam"
check form '._id == "form-lakeside-apply" and .applicant.email == "f-email"' "the form, naming its applicant"
check submission '.status == "success"' "the submission accepted"
[ "$(answer contact)" = "Apply: Noor" ] || fail "step contact: the contact's card is '$(answer contact)', not 'Apply: Noor'"
echo "  contact: the applicant's contact, and the card that refers to them"
check verification '.verified == true and (.contacts | length == 1) and .contacts[0].firstname == "Noor"' \
  "the address verified, and the contact named"
audit=$(curl -sS -u "admin:$(cat "$WORK/data/initial-admin-password")" \
  "http://127.0.0.1:$HTTP/api/admin/audit?limit=100&user=sam@lakeside.example")
jq -e '[.data[] | select(.action == "delegated-change")] | length >= 1' >/dev/null <<<"$audit" \
  || fail "the audit does not name Sam for the card"
echo "  the audit names Sam for the card"
echo "getting-started: every step of docs/getting-started.md answered as the page says"
