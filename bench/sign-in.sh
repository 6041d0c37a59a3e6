#!/usr/bin/env bash
# How long a wrong password takes to be refused, by what the login names: an unknown address, an address of a
# user of one organization, an address of users of two organizations. Each attempt must cost the same one password
# hash, so that the time says nothing of an address's accounts (docs/users.md, "Signing in"). The runnable server
# (target/property-portal.jar) runs on the embedded database with a data folder of its own; TRIES attempts of each
# kind are made in turn (unknown, one, two, unknown, ...), so a drift of the machine's speed falls on all three
# alike, each from a client address and for an account of its own, so no throttle is met. Prints the medians and
# how far each is from the unknown address's, and writes them to bench/out/sign-in.txt.
#
#   bench/sign-in.sh            50 tries of each kind (about two minutes)
#   TRIES=10 bench/sign-in.sh   fewer
#   BENCH_SIGN_IN_PORT          its port (9470; HTTPS is the next one)
#   JAR=other.jar bench/sign-in.sh   another build's server (an earlier version, to compare)
set -euo pipefail
BENCH_DIR=$(cd "$(dirname "$0")" && pwd)
ROOT=$(dirname "$BENCH_DIR")
JAR=${JAR:-$ROOT/target/property-portal.jar}
TRIES=${TRIES:-50}
PORT=${BENCH_SIGN_IN_PORT:-9470}
BASE=http://127.0.0.1:$PORT
OUT=$BENCH_DIR/out
WORK=$(mktemp -d)
PASSWORD=$(head -c 18 /dev/urandom | base64 | tr -d '/+=')
[ -f "$JAR" ] || { echo "sign-in: no $JAR (mvn package first)"; exit 1; }
mkdir -p "$OUT"

env HTTP_PORT="$PORT" HTTPS_PORT=$((PORT + 1)) DATA_DIR="$WORK/data" WLP_JAR_EXTRACT_ROOT="$WORK/extract" \
    ADMIN_USER=admin ADMIN_PASSWORD="$PASSWORD" DEMO_DATA=false TRUSTED_PROXIES=127.0.0.1 \
    setsid java -jar "$JAR" > "$WORK/server.log" 2>&1 &
server=$!
trap 'kill -TERM -- "-$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; rm -rf "$WORK"' EXIT
for _ in $(seq 1 240); do
  curl -sf "$BASE/health/ready" >/dev/null && break
  kill -0 "$server" 2>/dev/null || { tail -20 "$WORK/server.log"; exit 1; }
  sleep 0.5
done

admin() { curl -sf -u "admin:$PASSWORD" -H 'Content-Type: application/json' "$@"; }
run=$(head -c 4 /dev/urandom | od -An -tx1 | tr -d ' \n')
for org in one two; do
  admin -d "{\"organizations\":[{\"_id\":\"org-$org-$run\",\"name\":\"Sign-in $org\"}]}" "$BASE/api/admin/import" >/dev/null
done
user() { # organization address
  admin -d "{\"email\":\"$2\",\"firstName\":\"Sign\",\"lastName\":\"In\",\"role\":\"Viewer\",\"password\":\"a-private-phrase-$run\"}" \
      "$BASE/api/admin/organizations/org-$1-$run/users" >/dev/null
}
echo "sign-in: $TRIES addresses of users of one organization and $TRIES of two"
for i in $(seq 1 "$TRIES"); do
  user one "one-$i-$run@example.com"
  user one "two-$i-$run@example.com"
  user two "two-$i-$run@example.com"
done

attempt() { # address try: the seconds a wrong password took to be refused (401)
  local answer
  answer=$(curl -s -o /dev/null -w '%{http_code} %{time_total}' -u "$1:wrong-password-$2" \
      -H "X-Forwarded-For: 198.18.$(( $2 / 250 )).$(( $2 % 250 + 1 ))" "$BASE/api/admin/overview")
  [ "${answer%% *}" = 401 ] || { echo "sign-in: $1 answered ${answer%% *}, not 401" >&2; exit 1; }
  echo "${answer#* }"
}
: > "$WORK/times"
for i in $(seq 1 "$TRIES"); do
  echo "unknown $(attempt "nobody-$i-$run@example.com" $((3 * i)))" >> "$WORK/times"
  echo "one $(attempt "one-$i-$run@example.com" $((3 * i + 1)))" >> "$WORK/times"
  echo "two $(attempt "two-$i-$run@example.com" $((3 * i + 2)))" >> "$WORK/times"
done

python3 - "$WORK/times" "$TRIES" <<'PY' | tee "$OUT/sign-in.txt"
import statistics, sys
times = {}
for line in open(sys.argv[1]):
    kind, seconds = line.split()
    times.setdefault(kind, []).append(float(seconds) * 1000)
base = statistics.median(times["unknown"])
print(f"A wrong password, {sys.argv[2]} tries of each kind, in turn (ms):")
print(f"{'login names':<36}{'median':>8}{'p10':>8}{'p90':>8}{'vs unknown':>12}")
for kind, label in (("unknown", "an unknown address"), ("one", "a user of one organization"),
                    ("two", "users of two organizations")):
    values = sorted(times[kind])
    median = statistics.median(values)
    p10 = values[len(values) // 10]
    p90 = values[(len(values) * 9) // 10]
    print(f"{label:<36}{median:>8.1f}{p10:>8.1f}{p90:>8.1f}{(median / base - 1) * 100:>+11.1f}%")
worst = max(abs(statistics.median(times[k]) / base - 1) for k in ("one", "two")) * 100
print(f"largest difference of a median from the unknown address's: {worst:.1f}% (goal: under 10%)")
PY
