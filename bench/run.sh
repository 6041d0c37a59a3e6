#!/usr/bin/env bash
# The benchmark: generates a data set in PostgreSQL and starts the runnable server against it three times.
# The first start (of this build, on an empty database) has the portal cache off (PORTAL_CACHE=false): the
# tables grow in stages while search and by-email are measured at each size, then the stack ceiling (GET
# /embed/form.js: a constant answer through the same JAX-RS stack, with no database and no cache behind it)
# and the reads are driven with wrk. The second start (the same jar, its kept server folder) has the
# defaults, and every scenario is driven. The third runs with Native Memory Tracking under the reads' load,
# for where the memory goes. Then listing search runs on the embedded H2 database (H2_LOCATIONS locations,
# cache off and on). Then the same SQL runs with pgbench (and, in the full run, the same reads
# through a Platformatic DB peer), and the report is written.
#
#   bench/run.sh            the full run (200 organizations, 1,000,000 locations and contacts, ...;
#                           ~40 minutes),
#                           report in docs/benchmarks.md
#   bench/run.sh --smoke    tiny data, seconds per scenario (CI runs it so the harness cannot rot),
#                           report in bench/out/smoke/benchmarks.md
#   bench/run.sh [--smoke] --jar FILE --label NAME
#                           the same run of another build of the server (e.g. one without the
#                           observability features, to measure what metrics cost), report in
#                           bench/out/<mode>-NAME/benchmarks.md
#   BENCH_PORT, BENCH_SMTP_PORT, BENCH_DB: its ports (HTTPS is BENCH_PORT + 1) and database
set -euo pipefail

MODE=full
JAR_OPTION=""
LABEL=""
while [ $# -gt 0 ]; do
  case "$1" in
    --smoke) MODE=smoke ;;
    --jar) JAR_OPTION=$(cd "$(dirname "$2")" && pwd)/$(basename "$2"); shift ;;
    --label) LABEL=$2; shift ;;
    *) echo "bench: unknown option $1"; exit 1 ;;
  esac
  shift
done
[ -z "$JAR_OPTION" ] || [ -n "$LABEL" ] || { echo "bench: --jar needs --label"; exit 1; }
BENCH_DIR=$(cd "$(dirname "$0")" && pwd)
ROOT=$(dirname "$BENCH_DIR")
OUT="$BENCH_DIR/out/$MODE${LABEL:+-$LABEL}"
export BENCH_DIR
# shellcheck source=bench/common.sh
source "$BENCH_DIR/common.sh"

# The tables grow in stages (LOCATION_STAGES, CONTACT_STAGES) so that search and by-email are measured at
# each size; the listing scenarios ask for the first ASKED_LOCATIONS locations.
if [ "$MODE" = full ]; then
  ORGS=200; LOCATION_STAGES="10000 100000 1000000"; ASKED_LOCATIONS=100000
  BIG=20000; MEDIUM=5000; SMALL=1000; SCHOOLS=20000
  CONTACT_STAGES="10000 100000 1000000"; CARDS=200000; VERIFICATIONS=60000
  WARMUP=10s; DURATION=30s; PROBE=12s; JIT_WARMUP=45s; CONNECTIONS=32; PGCLIENTS=8; H2_LOCATIONS=100000
else
  ORGS=4; LOCATION_STAGES="200 400 2000"; ASKED_LOCATIONS=400
  BIG=200; MEDIUM=100; SMALL=20; SCHOOLS=200
  CONTACT_STAGES="400 2000"; CARDS=500; VERIFICATIONS=2000
  WARMUP=1s; DURATION=2s; PROBE=1s; JIT_WARMUP=1s; CONNECTIONS=4; PGCLIENTS=2; H2_LOCATIONS=400
fi
LOCATIONS=${LOCATION_STAGES##* }
CONTACTS=${CONTACT_STAGES##* }
PORT=${BENCH_PORT:-9480}
SMTP_PORT=${BENCH_SMTP_PORT:-2525}
DB=${BENCH_DB:-portal_bench_$MODE}
PGURL="-h 127.0.0.1 -U postgres"
THREADS=2
ADMIN_PASSWORD=bench-admin-$RANDOM$RANDOM
SECRET=bench-secret-$RANDOM$RANDOM
BASE=http://127.0.0.1:$PORT

for tool in wrk pgbench psql java jstat curl python3 unzip; do
  command -v "$tool" >/dev/null || { echo "bench: $tool is missing (Debian: apt-get install wrk postgresql-client unzip)"; exit 1; }
done
JAR=${JAR_OPTION:-$ROOT/target/property-portal.jar}
[ -f "$JAR" ] || [ -n "$JAR_OPTION" ] || (cd "$ROOT" && mvn -B -q -DskipTests package)
[ -f "$JAR" ] || { echo "bench: no $JAR"; exit 1; }

rm -rf "$OUT"
mkdir -p "$OUT/data" "$OUT/raw"
RESULTS="$OUT/results.tsv"
printf 'kind\tscenario\trps\tp50_ms\tp99_ms\terrors\tcpu_pct\tpeak_rss_mb\n' > "$RESULTS"

PIDS=()
SERVER_PID=""
cleanup() {
  for pid in "${PIDS[@]}" $SERVER_PID; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap cleanup EXIT


echo "== Database $DB"
psql $PGURL -q -c "DROP DATABASE IF EXISTS $DB" -c "CREATE DATABASE $DB"
sql -c "CREATE EXTENSION IF NOT EXISTS pgcrypto"

echo "== SMTP sink on $SMTP_PORT"
python3 "$BENCH_DIR/smtp_sink.py" "$SMTP_PORT" & PIDS+=($!)

start_server() { # log [NAME=value...]: the jar in the background with the run's settings plus those given;
  # returns once /health/ready answers, with LAUNCHER_PID (the java -jar process), SERVER_PID (the JVM
  # that listens on PORT) and STARTED_MS (java -jar to ready) set
  local log=$1 start_ns; shift
  start_ns=$(date +%s%N)
  WLP_JAR_EXTRACT_ROOT="$OUT/extract" with_server_settings "$PORT" "$OUT/data" "$@" java -jar "$JAR" > "$log" 2>&1 &
  PIDS+=($!)
  LAUNCHER_PID=$!
  until curl -sf "$BASE/health/ready" >/dev/null; do
    sleep 0.1
    [ $(( ($(date +%s%N) - start_ns) / 1000000000 )) -lt 120 ] || { echo "server not ready"; tail -20 "$log"; exit 1; }
  done
  STARTED_MS=$(( ($(date +%s%N) - start_ns) / 1000000 ))
  SERVER_PID=$(listener_pid "$PORT")
}

alive() { # pid: the process exists and is not a zombie
  local state
  state=$(awk '/^State:/ {print $2}' "/proc/$1/status" 2>/dev/null) || return 1
  [ -n "$state" ] && [ "$state" != Z ]
}

gone() { # seconds pid...: waits at most that long for every process given to end
  local deadline=$(( $(date +%s) + $1 )) pid; shift
  for pid in "$@"; do
    while alive "$pid"; do
      [ "$(date +%s)" -lt "$deadline" ] || return 1
      sleep 0.2
    done
  done
}

listening() { [ -n "$(ss -ltnH "sport = :$1")" ]; }

stop_server() { # the server JVM (SERVER_PID) and the java -jar process that started it (LAUNCHER_PID);
  # returns once both have ended and nothing listens on PORT or PORT + 1
  kill "$SERVER_PID" 2>/dev/null || true
  gone 60 "$SERVER_PID" || kill -KILL "$SERVER_PID" 2>/dev/null || true
  if ! gone 15 "$LAUNCHER_PID"; then
    kill "$LAUNCHER_PID" 2>/dev/null || true
    gone 15 "$LAUNCHER_PID" || kill -KILL "$LAUNCHER_PID" 2>/dev/null || true
  fi
  wait "$LAUNCHER_PID" 2>/dev/null || true
  gone 15 "$SERVER_PID" "$LAUNCHER_PID" || { echo "bench: the server (pid $SERVER_PID) did not stop"; exit 1; }
  local waited=0
  while listening "$PORT" || listening $((PORT + 1)); do
    [ "$waited" -lt 300 ] || { echo "bench: port $PORT or $((PORT + 1)) still taken"; exit 1; }
    sleep 0.1; waited=$(( waited + 1 ))
  done
  local kept=() pid
  for pid in "${PIDS[@]}"; do [ "$pid" = "$LAUNCHER_PID" ] || kept+=("$pid"); done
  PIDS=("${kept[@]}")
  SERVER_PID=""
}

echo "== Server on $PORT, portal cache off (the first start of this build: unpacking, migrations on an empty database)"
start_server "$OUT/server-nocache.log" PORTAL_CACHE=false
READY_MS=$STARTED_MS
sleep 5
IDLE_RSS_MB=$(( $(awk '/VmRSS/ {print $2}' "/proc/$SERVER_PID/status") / 1024 ))
echo "  ready in ${READY_MS} ms, idle RSS ${IDLE_RSS_MB} MB (pid $SERVER_PID)"

echo "== Data set"
load organizations.sql 0 1 1 "organizations and boards: $ORGS"
load schools.sql 0 1 1 "schools: $SCHOOLS" -v schools="$SCHOOLS"

KEY=$(api_key "$BASE")
KEYHASH=$(printf '%s' "$KEY" | sha256sum | cut -d' ' -f1)
export BENCH_KEY=$KEY BENCH_ORGS=$ORGS BENCH_LOCATIONS=$ASKED_LOCATIONS BENCH_BIG=$BIG BENCH_CONTACTS=$CONTACTS \
       BENCH_VERIFICATIONS=$VERIFICATIONS BENCH_THREADS=$THREADS

cpu_ticks() { awk '{print $14 + $15}' "/proc/$SERVER_PID/stat"; }

run_wrk() { # kind scenario script duration connections
  local kind=$1 name=$2 script=$3 duration=$4 connections=$5
  local raw="$OUT/raw/$kind-$name" ticks_before ticks_after
  local rss_file="$raw.rss"
  ( while kill -0 "$SERVER_PID" 2>/dev/null; do awk '/VmRSS/ {print $2}' "/proc/$SERVER_PID/status"; sleep 0.5; done ) \
    > "$rss_file" & local sampler=$!
  ticks_before=$(cpu_ticks)
  wrk -t"$THREADS" -c"$connections" -d"$duration" --latency -s "$BENCH_DIR/wrk/$script.lua" "$BASE" \
    > "$raw.wrk" 2>&1
  ticks_after=$(cpu_ticks)
  kill "$sampler" 2>/dev/null; wait "$sampler" 2>/dev/null || true
  python3 "$BENCH_DIR/wrk_result.py" "$kind" "$name" "$raw.wrk" "$rss_file" \
    "$(( ticks_after - ticks_before ))" "$(getconf CLK_TCK)" "$duration" >> "$RESULTS"
  tail -1 "$RESULTS" | awk -F'\t' '{printf "  %-22s %9s req/s  p50 %6s ms  p99 %7s ms  errors %s\n", $2, $3, $4, $5, $6}'
}

probe() { # name script: a short warm-up, then a short measured run at 8 connections
  wrk -t"$THREADS" -c8 -d"$WARMUP" -s "$BENCH_DIR/wrk/$2.lua" "$BASE" > /dev/null 2>&1 || true
  run_wrk scaling "$1" "$2" "$PROBE" 8
}

jit_warmup() { # script: load long enough for the JIT to compile the path, so the first size measured
  # is not also the coldest
  wrk -t"$THREADS" -c"$CONNECTIONS" -d"$JIT_WARMUP" -s "$BENCH_DIR/wrk/$1.lua" "$BASE" > /dev/null 2>&1 || true
}

jit_seconds() { jstat -compiler "$SERVER_PID" | awk 'NR == 2 {print $4}'; } # the JIT's compile time so far

jit_settle() { # script: after jit_warmup, rounds of PROBE at 8 connections until a round costs the JIT under
  # 5 % of its length in compiling (a 2-core machine compiles on the cores the load runs on: a first probe
  # right after 45 s at 32 connections still spent most of a core compiling, and ran at two thirds of the
  # next one's rate), at most 8 rounds; the rounds and their compile seconds go to raw/jit-<script>.tsv
  local log="$OUT/raw/jit-$1.tsv" round before after
  printf 'round\tcompile_seconds\n' > "$log"
  for round in $(seq 1 8); do
    before=$(jit_seconds)
    wrk -t"$THREADS" -c8 -d"$PROBE" -s "$BENCH_DIR/wrk/$1.lua" "$BASE" > /dev/null 2>&1 || true
    after=$(jit_seconds)
    printf '%s\t%s\n' "$round" "$(awk -v a="$after" -v b="$before" 'BEGIN { printf "%.2f", a - b }')" >> "$log"
    awk -v a="$after" -v b="$before" -v p="${PROBE%s}" 'BEGIN { exit !(a - b < p * 0.05) }' && break
  done
  echo "  JIT settled on $1 after $round round(s) of $PROBE"
}

scenario_of() { # kind name script: a warm-up, then the measured run
  wrk -t"$THREADS" -c"$CONNECTIONS" -d"$WARMUP" -s "$BENCH_DIR/wrk/$3.lua" "$BASE" > /dev/null 2>&1 || true
  run_wrk "$1" "$2" "$3" "$DURATION" "$CONNECTIONS"
}
scenario() { scenario_of service "$@"; } # name script

# The growth measurements run on this server, whose portal cache is off, so that every search is the
# database's work and not an answer kept from the last identical one.
echo "== Locations, in stages (search in bo-2, its $SMALL locations the same at every stage, as the table grows)"
loaded=0
for stage in $LOCATION_STAGES; do
  load locations.sql "$loaded" "$stage" 20000 "locations: $stage"
  loaded=$stage
  # As a table is after its autovacuum, not straight after a bulk load: hint bits set, the trigram
  # indexes' pending lists merged (a GIN search reads its whole pending list), statistics fresh.
  sql -c "VACUUM (ANALYZE) location"
  if [ "$loaded" = "${LOCATION_STAGES%% *}" ]; then
    BENCH_SEARCH_ORG=bo-2 jit_warmup search
    BENCH_SEARCH_ORG=bo-2 jit_settle search
  fi
  BENCH_SEARCH_ORG=bo-2 probe "search, $stage locations" search
done

echo "== Contacts, in stages (by-email latency at each size)"
loaded=0
for stage in $CONTACT_STAGES; do
  load contacts.sql "$loaded" "$stage" 100000 "contacts: $stage"
  loaded=$stage
  sql -c "VACUUM (ANALYZE) contact"
  if [ "$loaded" = "${CONTACT_STAGES%% *}" ]; then
    BENCH_CONTACTS=$stage jit_warmup by-email
    BENCH_CONTACTS=$stage jit_settle by-email
  fi
  BENCH_CONTACTS=$stage probe "by-email, $stage contacts" by-email
done

echo "== Search latency by organization size"
for org in "2:$SMALL" "1:$MEDIUM" "0:$BIG"; do
  BENCH_SEARCH_ORG=bo-${org%%:*} probe "search, an organization of ${org##*:}" search
done

echo "== Cards and pending verifications"
load cards.sql 0 "$CARDS" 50000 "cards: $CARDS"
load verifications.sql 0 "$VERIFICATIONS" 20000 "verification requests: $VERIFICATIONS" \
  -v count="$VERIFICATIONS" -v per_org=$(( CONTACTS / ORGS )) -v secret="$SECRET"
sql -c "VACUUM (ANALYZE)"

echo "== Reads with the portal cache off (wrk, $THREADS threads, $CONNECTIONS connections, $WARMUP warm-up, $DURATION)"
jit_warmup listing
scenario_of nocache "stack ceiling" ceiling
scenario_of nocache "listing search" search
scenario_of nocache "listing detail" listing
scenario_of nocache "context" context
scenario_of nocache "schools" schools
scenario_of nocache "by-email, 1 address" by-email
NOCACHE_PEAK_RSS_MB=$(( $(awk '/VmHWM/ {print $2}' "/proc/$SERVER_PID/status") / 1024 ))
stop_server

echo "== The same jar started again (a second start: its kept server folder), portal cache on (the default)"
start_server "$OUT/server.log"
READY_SECOND_MS=$STARTED_MS
echo "  ready in ${READY_SECOND_MS} ms (pid $SERVER_PID)"
jit_warmup listing

echo "== Scenarios (wrk, $THREADS threads, $CONNECTIONS connections, $WARMUP warm-up, $DURATION)"
scenario "stack ceiling" ceiling
scenario "listing search" search
scenario "listing detail" listing
scenario "context" context
scenario "schools" schools
scenario "by-email, 1 address" by-email
scenario "by-email, 20 addresses" by-email-20
scenario "cards by relatedId" related-cards
scenario "create card" create-card
scenario "verify-email initiate" initiate
run_wrk service "verify-email confirm" confirm "$DURATION" "$CONNECTIONS"
PEAK_RSS_MB=$(( $(awk '/VmHWM/ {print $2}' "/proc/$SERVER_PID/status") / 1024 ))
[ "$NOCACHE_PEAK_RSS_MB" -le "$PEAK_RSS_MB" ] || PEAK_RSS_MB=$NOCACHE_PEAK_RSS_MB
stop_server

echo "== Where the memory goes: a third start with Native Memory Tracking, under the reads' load"
start_server "$OUT/server-nmt.log" JVM_ARGS="-XX:NativeMemoryTracking=summary"
READY_THIRD_MS=$STARTED_MS
echo "  ready in ${READY_THIRD_MS} ms (pid $SERVER_PID)"
for script in search listing by-email search; do
  wrk -t"$THREADS" -c"$CONNECTIONS" -d"$PROBE" -s "$BENCH_DIR/wrk/$script.lua" "$BASE" > /dev/null 2>&1 || true
done
jcmd "$SERVER_PID" VM.native_memory summary > "$OUT/nmt.txt" 2>&1 || true
awk '/VmRSS/ {print "rss_kb\t" $2} /VmHWM/ {print "peak_rss_kb\t" $2}' "/proc/$SERVER_PID/status" >> "$OUT/nmt.txt"
stop_server
echo "== H2, the embedded database: listing search on $H2_LOCATIONS locations, the portal cache off, then on"
# The first start makes the schema (its migrations) in an empty H2 file; with that server stopped, H2's own
# RunScript (the jar's H2 driver) loads the same organizations and locations as locations.sql spreads over
# PostgreSQL, up to H2_LOCATIONS; then the server starts on it twice, cache off and cache on.
H2_SETTINGS=(DATABASE_URL="jdbc:h2:$OUT/h2/db/portal" DATABASE_USER= DATABASE_PASSWORD=)
start_server "$OUT/server-h2-schema.log" "${H2_SETTINGS[@]}"
stop_server
unzip -p "$JAR" wlp/usr/servers/portal/jdbc/h2.jar > "$OUT/h2.jar"
for file in organizations locations; do
  sed -e "s/@ORGS@/$ORGS/g" -e "s/@LOCATIONS@/$H2_LOCATIONS/g" -e "s/@BIG@/$BIG/g" -e "s/@MEDIUM@/$MEDIUM/g" \
      -e "s/@SMALL@/$SMALL/g" "$BENCH_DIR/sql/h2/$file.sql" > "$OUT/raw/h2-$file.sql"
done
echo "ANALYZE;" > "$OUT/raw/h2-analyze.sql"
for file in organizations locations analyze; do
  java -cp "$OUT/h2.jar" org.h2.tools.RunScript -url "jdbc:h2:$OUT/h2/db/portal" -user "" \
      -script "$OUT/raw/h2-$file.sql"
done
echo "  loaded $ORGS organizations and $H2_LOCATIONS locations"
start_server "$OUT/server-h2-nocache.log" "${H2_SETTINGS[@]}" PORTAL_CACHE=false
jit_warmup search
scenario_of h2nocache "listing search" search
BENCH_SEARCH_ORG=bo-2 scenario_of h2nocache "listing search, an organization of $SMALL" search
stop_server
start_server "$OUT/server-h2.log" "${H2_SETTINGS[@]}"
scenario_of h2 "listing search" search
BENCH_SEARCH_ORG=bo-2 scenario_of h2 "listing search, an organization of $SMALL" search
stop_server

echo "== pgbench: the same SQL, straight to PostgreSQL ($PGCLIENTS clients, prepared)"
pg() { # scenario script [session settings, as the service sets them for that read]
  sed "s/:'keyhash'/'$KEYHASH'/g" "$BENCH_DIR/pgbench/$2.sql" > "$OUT/raw/pgbench-$2.sql"
  PGOPTIONS="${3:-}" pgbench $PGURL -n -M prepared -c "$PGCLIENTS" -j 2 -T "${DURATION%s}" -D orgs="$ORGS" \
    -D locations="$ASKED_LOCATIONS" -D per_org=$(( CONTACTS / ORGS )) -D org=bo-0 \
    -f "$OUT/raw/pgbench-$2.sql" "$DB" > "$OUT/raw/pgbench-$2.txt" 2>&1
  python3 "$BENCH_DIR/pgbench_result.py" "$1" "$OUT/raw/pgbench-$2.txt" >> "$RESULTS"
  tail -1 "$RESULTS" | awk -F'\t' '{printf "  %-22s %9s tx/s   avg %6s ms\n", $2, $3, $4}'
}
pg "listing search" search "-c plan_cache_mode=force_custom_plan"
pg "listing detail" listing
pg "context" listing
pg "schools" schools
pg "by-email, 1 address" by-email
pg "cards by relatedId" related-cards

if [ "$MODE" = full ] && [ -z "${BENCH_SKIP_PEER:-}" ]; then
  echo "== Peer: Platformatic DB on the same tables"
  CONNECTIONS=$CONNECTIONS WARMUP=$WARMUP DURATION=$DURATION "$BENCH_DIR/peer/run.sh" "$DB" "$OUT" "$RESULTS" \
    || echo "  (peer run failed; see $OUT/peer.log)"
fi

cat > "$OUT/facts.tsv" <<FACTS
mode	$MODE
ready_ms	$READY_MS
ready_second_ms	$READY_SECOND_MS
ready_third_ms	$READY_THIRD_MS
idle_rss_mb	$IDLE_RSS_MB
peak_rss_mb	$PEAK_RSS_MB
organizations	$ORGS
locations	$LOCATIONS
asked_locations	$ASKED_LOCATIONS
small_organization	$SMALL
h2_locations	$H2_LOCATIONS
big_organization	$BIG
schools	$SCHOOLS
contacts	$CONTACTS
cards	$CARDS
connections	$CONNECTIONS
duration	$DURATION
cpu	$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')
cores	$(nproc)
memory	$(free -g | awk '/Mem:/ {print $2}') GiB
java	$(java -version 2>&1 | head -1)
postgresql	$(psql $PGURL -tAc 'SHOW server_version')
wrk	$(wrk -v 2>&1 | head -1 | cut -d' ' -f1-2)
FACTS

REPORT="$OUT/benchmarks.md"
[ "$MODE" = full ] && [ -z "$LABEL" ] && REPORT="$ROOT/docs/benchmarks.md"
python3 "$BENCH_DIR/report.py" "$OUT" "$REPORT"
echo "== Report: $REPORT"
