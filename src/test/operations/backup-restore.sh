#!/usr/bin/env bash
# Backup and restore exactly as docs/operations.md says, tested on PostgreSQL and on the embedded database:
# the runnable jar is started, data is written through the API and its answers recorded, the backup is
# taken with the page's commands, the database is wiped, restored with the page's commands, and the jar,
# started again, must give the same answers byte for byte. The page's commands are read from its blocks
# marked "<!-- command: NAME -->", so what is tested is what is documented.
#
#   bash src/test/operations/backup-restore.sh [postgresql|embedded|rollback]...
#
# postgresql and embedded run when none is named. rollback needs the previous release's jar in
# OPERATIONS_PREVIOUS_JAR (built from its tag: git archive vX.Y.Z | tar -x -C DIR; mvn package there): that
# release writes the data and takes the backup, this build upgrades the database, then the previous release
# runs on the upgraded database and must answer as before, and again after the documented restore.
#
# Needs target/property-portal.jar (mvn package), PostgreSQL at PGHOST:PGPORT (default 127.0.0.1:5432) with
# a superuser postgres, and pg_dump, pg_restore, createdb, dropdb, psql, tar, curl, python3.
# Settings (environment): OPERATIONS_DIR (work folder, default target/operations), OPERATIONS_PORT_BASE
# (default 9700: HTTP +0, HTTPS +1), OPERATIONS_DATABASE (default portal_operations; the server's database
# user is OPERATIONS_DATABASE_owner, made and dropped here).
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/../../.." && pwd)
DOC=$ROOT/docs/operations.md
JAR=$ROOT/target/property-portal.jar
DIR=${OPERATIONS_DIR:-$ROOT/target/operations}
HTTP=${OPERATIONS_PORT_BASE:-9700}
HTTPS=$((HTTP + 1))
URL=http://127.0.0.1:$HTTP
export PGHOST=${PGHOST:-127.0.0.1} PGPORT=${PGPORT:-5432}
DATABASE=${OPERATIONS_DATABASE:-portal_operations}
DATABASE_OWNER=${DATABASE}_owner
server_pid=

fail() { echo "operations: $*" >&2; exit 1; }

wait_for() { # seconds description command...
  local seconds=$1 what=$2; shift 2
  local deadline=$((SECONDS + seconds))
  until "$@" >/dev/null 2>&1; do
    [ $SECONDS -lt $deadline ] || fail "$what not ready in ${seconds}s"
    if [ -n "$server_pid" ] && ! kill -0 "$server_pid" 2>/dev/null; then
      tail -30 "$DIR/server.log" >&2; fail "the server exited while waiting for $what"
    fi
    sleep 0.2
  done
}

# The sh block that follows "<!-- command: NAME -->" in docs/operations.md, run as written with the
# variables the page names exported by the caller.
doc_command() {
  awk -v marker="<!-- command: $1 -->" '
    $0 == marker {found = 1; next}
    found && !inside { if ($0 == "```sh") {inside = 1; next} else exit }
    inside && $0 == "```" {exit}
    inside {print}' "$DOC"
}
run_documented() {
  local text; text=$(doc_command "$1")
  [ -n "$text" ] || fail "docs/operations.md has no sh block marked 'command: $1'"
  echo "  docs/operations.md, $1:"; printf '%s\n' "$text" | sed 's/^/    $ /'
  bash -euo pipefail -c "$text" || fail "the documented commands '$1' failed"
}

# The jar ($jar, this build's unless a procedure says otherwise) in a process group of its own (setsid), so
# stopping it reaches the launcher and the server JVM.
jar=$JAR
start_server() { # environment assignments...
  mkdir -p "$DIR/extract"
  env -u DATABASE_URL -u DATABASE_USER -u DATABASE_PASSWORD -u ADMIN_USER -u ADMIN_PASSWORD \
      -u VERIFICATION_SECRET -u FORM_LINK_SECRET -u SMTP_HOST -u LTPA_KEYS_FILE \
      HTTP_PORT="$HTTP" HTTPS_PORT="$HTTPS" WLP_JAR_EXTRACT_ROOT="$DIR/extract" DEMO_DATA=false \
      PUBLIC_BASE_URL="$URL" "$@" setsid java -jar "$jar" >>"$DIR/server.log" 2>&1 &
  server_pid=$!
  # Ready, and HTTPS open: a first start re-reads its configuration once the TLS key store exists.
  wait_for 240 "the server" curl -sf "$URL/health/ready"
  wait_for 120 "the server's HTTPS" bash -c "exec 3<>/dev/tcp/127.0.0.1/$HTTPS"
  wait_for 60 "the server after HTTPS opened" curl -sf "$URL/health/ready"
}

stop_server() {
  [ -n "$server_pid" ] || return 0
  kill -TERM -- "-$server_pid" 2>/dev/null || true
  local deadline=$((SECONDS + 60))
  while kill -0 -- "-$server_pid" 2>/dev/null && [ $SECONDS -lt $deadline ]; do sleep 0.2; done
  kill -KILL -- "-$server_pid" 2>/dev/null || true
  server_pid=
}
trap stop_server EXIT

json() { python3 -c "import json, sys; print(json.load(sys.stdin)$1)"; }
# A failed call is named without its query, which may hold a token.
get() { local last=${*: -1}; curl -sS --fail-with-body "$@" || fail "${last%%\?*} answered no success"; }
admin() { get -u "admin:$ADMIN_PASSWORD" "$@"; }
post() { admin -H 'Content-Type: application/json' -d "$2" "$URL$1"; }
core() { get -H "x-token: $(cat "$DIR/key")" "$@"; }

# An organization of every kind of record through the import (docs/import-format.md's complete example),
# a user, an API key, a contact and a card through the core API with that key, a file on the card, and a
# form link. What later calls need is kept in $DIR.
write_data() {
  awk '/^## A complete example/ {s = 1} s && /^```json$/ {b = 1; next} b && /^```$/ {exit} b {print}' \
    "$ROOT/docs/import-format.md" > "$DIR/import.json"
  admin -H 'Content-Type: application/json' --data-binary @"$DIR/import.json" "$URL/api/admin/import" >/dev/null
  post /api/admin/organizations/org-example/users \
    '{"email":"sam.staff@example.com","firstName":"Sam","lastName":"Staff","role":"Staff","password":"wide orange kettle 4711"}' \
    >/dev/null
  post /api/admin/boards/board-example-applications/api-keys '{"name":"Backup check","scope":"full"}' \
    | json '["key"]' > "$DIR/key"
  core -H 'Content-Type: application/json' \
    -d '{"firstname":"Noor","lastname":"Haddad","email":"noor@example.com","phone":"+1 541 555 0199"}' \
    "$URL/api/contacts" >/dev/null
  core "$URL/api/contacts?email=noor@example.com" | json '["data"][0]["_id"]' > "$DIR/contact"
  core -H 'Content-Type: application/json' \
    -d "{\"name\":\"Noor Haddad: Main Street 1A\",\"fullName\":\"Noor Haddad\",\"pets\":true,\"references\":[\"$(cat "$DIR/contact")\"]}" \
    "$URL/api/board/board-example-applications" | json '["data"]["_id"]' > "$DIR/card"
  printf '%%PDF-1.4\n%% a pay stub\n1 0 obj << >> endobj\ntrailer << >>\n%%%%EOF\n' > "$DIR/pay-stub.pdf"
  core -F "file=@$DIR/pay-stub.pdf;type=application/pdf" \
    "$URL/api/board/board-example-applications/$(cat "$DIR/card")/file" | json '["data"]["fileId"]' > "$DIR/file"
  post /api/admin/boards/board-example-applications/cards/card-example-ava/form-link '{"formId":"form-example-apply"}' \
    | json '["data"]["url"]' > "$DIR/form-link"
}

# The answers compared before and after: records in the import shape, users, the core API's reads with the
# key, the file's bytes, the form through its link, the public portal. Each under a line naming it. Only
# operations the previous release has too, so that the rollback compares like with like.
answers() {
  local card contact
  card=$(cat "$DIR/card"); contact=$(cat "$DIR/contact")
  for path in organizations/org-example locations/loc-example-1 contacts/con-example-ava \
      boards/board-example-applications cards/card-example-ava forms/form-example-apply \
      "cards/$card" "contacts/$contact" organizations/org-example/users; do
    echo "== GET /api/admin/$path"; admin "$URL/api/admin/$path"; echo
  done
  for path in "board/board-example-applications/$card" "board/board-example-applications/$card/contacts" \
      "contacts/$contact" company/info; do
    echo "== GET /api/$path (API key)"; core "$URL/api/$path"; echo
  done
  echo "== the file's bytes"
  core "$URL/api/board/board-example-applications/$card/files/$(cat "$DIR/file")" | sha256sum
  echo "== the form link"; get -H 'Accept: application/json' "$(cat "$DIR/form-link")"; echo
  echo "== GET /locations/org-example"; get "$URL/locations/org-example"; echo
}

compare() { # what [answers file, after.txt unless named]
  local after=$DIR/${2:-after.txt}
  if ! cmp -s "$DIR/before.txt" "$after"; then
    diff "$DIR/before.txt" "$after" | head -40 >&2
    fail "$1: the API answers differently"
  fi
  echo "  $1: the API's answers are those recorded first, byte for byte ($(grep -c '^==' "$DIR/before.txt") answers)"
}

as_superuser() { psql --username=postgres -v ON_ERROR_STOP=1 -q -d postgres "$@"; }

# A new database owned by a user of its own that is no superuser, and the settings of a server on it.
fresh_database() {
  rm -rf "$DIR"; mkdir -p "$DIR"
  as_superuser -c "DROP DATABASE IF EXISTS $DATABASE" -c "DROP ROLE IF EXISTS $DATABASE_OWNER" \
    -c "CREATE ROLE $DATABASE_OWNER LOGIN PASSWORD 'operations'" -c "CREATE DATABASE $DATABASE OWNER $DATABASE_OWNER"
  ADMIN_PASSWORD=$(head -c 24 /dev/urandom | base64 | tr -d '/+=')
  settings=(DATABASE_URL="jdbc:postgresql://$PGHOST:$PGPORT/$DATABASE" DATABASE_USER="$DATABASE_OWNER"
    DATABASE_PASSWORD=operations ADMIN_USER=admin ADMIN_PASSWORD="$ADMIN_PASSWORD"
    VERIFICATION_SECRET="$(head -c 32 /dev/urandom | base64)" FORM_LINK_SECRET="$(head -c 32 /dev/urandom | base64)"
    DATA_DIR="$DIR/data")
}

documented_postgresql_restore() {
  as_superuser -c "DROP DATABASE $DATABASE"
  PORTAL_DB=$DATABASE PORTAL_DB_USER=$DATABASE_OWNER PG_ADMIN_USER=postgres PGPASSWORD=operations \
    BACKUP="$DIR/portal.dump" run_documented postgresql-restore
  [ "$(psql --username=postgres -d "$DATABASE" -tAc "SELECT count(*) FROM pg_tables WHERE schemaname = 'public' AND tableowner <> '$DATABASE_OWNER'")" = 0 ] \
    || fail "a restored table is not owned by the service's user"
}

postgresql() {
  echo "== PostgreSQL: pg_dump while the server serves, drop the database, pg_restore"
  fresh_database
  start_server "${settings[@]}"
  write_data
  answers > "$DIR/before.txt"
  # The documented backup, while the server is up and serving.
  PORTAL_DB=$DATABASE PORTAL_DB_USER=$DATABASE_OWNER PGPASSWORD=operations BACKUP="$DIR/portal.dump" \
    run_documented postgresql-backup
  curl -sf "$URL/health/ready" >/dev/null || fail "the server stopped serving during the backup"
  stop_server
  documented_postgresql_restore
  rm -rf "$DIR/data"
  start_server "${settings[@]}"
  answers > "$DIR/after.txt"
  stop_server
  compare "PostgreSQL after the restore"
  as_superuser -c "DROP DATABASE $DATABASE" -c "DROP ROLE $DATABASE_OWNER"
}

rollback() {
  echo "== Upgrade from the previous release and back: on the upgraded database, and by the documented restore"
  local previous=${OPERATIONS_PREVIOUS_JAR:-}
  [ -f "$previous" ] || fail "rollback needs the previous release's jar in OPERATIONS_PREVIOUS_JAR"
  fresh_database
  jar=$previous
  start_server "${settings[@]}"
  write_data
  answers > "$DIR/before.txt"
  PORTAL_DB=$DATABASE PORTAL_DB_USER=$DATABASE_OWNER PGPASSWORD=operations BACKUP="$DIR/portal.dump" \
    run_documented postgresql-backup
  stop_server
  echo "  this build upgrades the previous release's database"
  jar=$JAR
  start_server "${settings[@]}"
  grep -q 'Database schema at version .*([1-9][0-9]* migrations applied now' "$DIR/server.log" \
    || fail "this build applied no migration to the previous release's database"
  answers > "$DIR/upgraded.txt"
  stop_server
  # Holds while this build adds no member to these answers; when one does, the diff shows it.
  compare "this build on the upgraded database" upgraded.txt
  echo "  the previous release on the upgraded database"
  jar=$previous
  start_server "${settings[@]}"
  grep -q 'newer than the latest available migration' "$DIR/server.log" \
    || fail "the previous release did not note the newer schema"
  answers > "$DIR/after.txt"
  stop_server
  compare "the previous release on the upgraded database"
  echo "  the previous release on its restored backup"
  documented_postgresql_restore
  start_server "${settings[@]}"
  answers > "$DIR/after.txt"
  stop_server
  jar=$JAR
  compare "the previous release on its restored backup"
  as_superuser -c "DROP DATABASE $DATABASE" -c "DROP ROLE $DATABASE_OWNER"
}

embedded() {
  echo "== The embedded database: the server stopped, DATA_DIR archived, deleted, unpacked"
  rm -rf "$DIR"; mkdir -p "$DIR"
  # No secret set: the first start makes the administrator's password (in DATA_DIR/initial-admin-password,
  # which the log names), the code and form link secrets in DATA_DIR, so they come back only with the backup.
  start_server DATA_DIR="$DIR/data"
  [ -f "$DIR/data/initial-admin-password" ] || fail "no DATA_DIR/initial-admin-password after the first start"
  ADMIN_PASSWORD=$(cat "$DIR/data/initial-admin-password")
  [ -n "$ADMIN_PASSWORD" ] || fail "an empty DATA_DIR/initial-admin-password"
  grep -q "the generated password is in $DIR/data/initial-admin-password" "$DIR/server.log" \
    || fail "the first start's log does not say where the password is"
  if grep -qF "$ADMIN_PASSWORD" "$DIR/server.log"; then
    fail "the first start's log shows the generated password"
  fi
  write_data
  answers > "$DIR/before.txt"
  stop_server
  DATA_DIR="$DIR/data" BACKUP="$DIR/data.tar.gz" run_documented embedded-backup
  rm -rf "$DIR/data"
  DATA_DIR="$DIR/data" BACKUP="$DIR/data.tar.gz" run_documented embedded-restore
  start_server DATA_DIR="$DIR/data"
  if grep -c 'First start: the administrator' "$DIR/server.log" | grep -qv '^1$'; then
    fail "the restored DATA_DIR was taken for a first start"
  fi
  answers > "$DIR/after.txt"
  stop_server
  compare "the embedded database after the restore"
}

[ -f "$JAR" ] || fail "$JAR is missing: mvn package"
for tool in java curl python3 tar pg_dump pg_restore createdb psql; do
  command -v "$tool" >/dev/null || fail "$tool is missing"
done
grep -q 'command: ' "$DOC" || fail "docs/operations.md marks no commands"
for which in "${@:-postgresql embedded}"; do
  for one in $which; do
    case $one in
      postgresql) postgresql ;;
      embedded) embedded ;;
      rollback) rollback ;;
      *) fail "no procedure $one (postgresql, embedded or rollback)" ;;
    esac
  done
done
echo "operations: backup and restore as documented, tested"
