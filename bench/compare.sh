#!/usr/bin/env bash
# What a change costs, measured so that the machine's drift cancels out: this tree's server and another
# build run at once against one PostgreSQL database, and listing detail and by-email are loaded in short
# alternating bursts (one build, then the other, the order swapped every round). Each round gives one
# ratio per scenario; the report gives their geometric mean with a 95 % bootstrap interval, and the
# servers' CPU time per request. A machine whose speed drifts by a quarter within the hour still gives
# both builds the same minutes.
#
#   bench/compare.sh --base FILE.jar --label NAME [--rounds N]
#                          e.g. the build just before metrics were added (see "What metrics cost" in
#                          docs/benchmarks.md); report in bench/out/compare-NAME/report.md
#   bench/compare.sh --smoke --base FILE.jar --label NAME
#                          seconds per burst (CI runs it so the harness cannot rot)
#   BENCH_PORT (base; this tree's server is BENCH_PORT + 10), BENCH_SMTP_PORT, BENCH_DB
# Both builds must read the same schema: the base build's migrations a prefix of this tree's.
set -euo pipefail

MODE=full
BASE_JAR=""
LABEL=""
ROUNDS=12
while [ $# -gt 0 ]; do
  case "$1" in
    --smoke) MODE=smoke ;;
    --base) BASE_JAR=$(cd "$(dirname "$2")" && pwd)/$(basename "$2"); shift ;;
    --label) LABEL=$2; shift ;;
    --rounds) ROUNDS=$2; shift ;;
    *) echo "compare: unknown option $1"; exit 1 ;;
  esac
  shift
done
[ -n "$BASE_JAR" ] && [ -n "$LABEL" ] || { echo "compare: --base FILE.jar and --label NAME are needed"; exit 1; }
[ -f "$BASE_JAR" ] || { echo "compare: no $BASE_JAR"; exit 1; }
BENCH_DIR=$(cd "$(dirname "$0")" && pwd)
ROOT=$(dirname "$BENCH_DIR")
export BENCH_DIR
# shellcheck source=bench/common.sh
source "$BENCH_DIR/common.sh"

# The smoke data set of bench/run.sh: per-request costs do not depend on its size.
ORGS=4; LOCATIONS=400; BIG=200; MEDIUM=100; SMALL=20; SCHOOLS=200; CONTACTS=2000
if [ "$MODE" = full ]; then
  JIT_WARMUP=45s; BURST=8s
else
  JIT_WARMUP=1s; BURST=1s; ROUNDS=2
fi
SCENARIOS="listing by-email"
PORT=${BENCH_PORT:-9480}
SMTP_PORT=${BENCH_SMTP_PORT:-2525}
DB=${BENCH_DB:-portal_compare}
PGURL="-h 127.0.0.1 -U postgres"
ADMIN_PASSWORD=bench-admin-$RANDOM$RANDOM
SECRET=bench-secret-$RANDOM$RANDOM
OUT="$BENCH_DIR/out/compare-$LABEL"

for tool in wrk psql java curl python3; do
  command -v "$tool" >/dev/null || { echo "compare: $tool is missing (Debian: apt-get install wrk postgresql-client)"; exit 1; }
done
JAR=$ROOT/target/property-portal.jar
[ -f "$JAR" ] || (cd "$ROOT" && mvn -B -q -DskipTests package)

rm -rf "$OUT"
mkdir -p "$OUT"
declare -A JARS=([base]=$BASE_JAR [tree]=$JAR) PORTS=([base]=$PORT [tree]=$((PORT + 10))) SERVERS=()
PIDS=()
cleanup() {
  for pid in "${SERVERS[@]}" "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap cleanup EXIT

start() { # build: its jar on its port, returning once it is ready
  local build=$1 port=${PORTS[$1]} waited=0
  with_server_settings "$port" "$OUT/data-$build" WLP_JAR_EXTRACT_ROOT="$OUT/extract-$build" \
      java -jar "${JARS[$build]}" > "$OUT/$build.log" 2>&1 & PIDS+=($!)
  until curl -sf "http://127.0.0.1:$port/health/ready" >/dev/null; do
    sleep 0.2; waited=$(( waited + 1 ))
    [ "$waited" -lt 600 ] || { echo "compare: the $build server is not ready"; tail -20 "$OUT/$build.log"; exit 1; }
  done
  SERVERS[$build]=$(listener_pid "$port")
  echo "  $build ready on $port (pid ${SERVERS[$build]})"
}

echo "== Database $DB, smoke data set"
psql $PGURL -q -c "DROP DATABASE IF EXISTS $DB" -c "CREATE DATABASE $DB"
sql -c "CREATE EXTENSION IF NOT EXISTS pgcrypto"
python3 "$BENCH_DIR/smtp_sink.py" "$SMTP_PORT" & PIDS+=($!)
start base
load organizations.sql 0 1 1 "organizations and boards: $ORGS"
load locations.sql 0 "$LOCATIONS" "$LOCATIONS" "locations: $LOCATIONS"
load schools.sql 0 1 1 "schools: $SCHOOLS" -v schools="$SCHOOLS"
load contacts.sql 0 "$CONTACTS" "$CONTACTS" "contacts: $CONTACTS"
sql -c "ANALYZE"
start tree
export BENCH_KEY BENCH_ORGS=$ORGS BENCH_LOCATIONS=$LOCATIONS BENCH_BIG=$BIG BENCH_CONTACTS=$CONTACTS
BENCH_KEY=$(api_key "http://127.0.0.1:${PORTS[base]}")

burst() { # build scenario duration: one wrk run against that build
  wrk -t2 -c8 -d"$3" -s "$BENCH_DIR/wrk/$2.lua" "http://127.0.0.1:${PORTS[$1]}"
}
cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }

echo "== JIT warm-up: $JIT_WARMUP of each scenario on each build"
for build in base tree; do
  for scenario in $SCENARIOS; do burst "$build" "$scenario" "$JIT_WARMUP" > /dev/null; done
done

echo "== $ROUNDS rounds of $BURST bursts (wrk, 2 threads, 8 connections), the order swapped every round"
printf 'round\tscenario\tbuild\trps\tcpu_ms_per_request\n' > "$OUT/pairs.tsv"
for round in $(seq 1 "$ROUNDS"); do
  order="base tree"; [ $(( round % 2 )) = 0 ] && order="tree base"
  for scenario in $SCENARIOS; do
    for build in $order; do
      before=$(cpu_ticks "${SERVERS[$build]}")
      burst "$build" "$scenario" "$BURST" > "$OUT/last.wrk"
      after=$(cpu_ticks "${SERVERS[$build]}")
      IFS=$'\t' read -r _ _ rps _ _ errors cpu_pct _ < <(python3 "$BENCH_DIR/wrk_result.py" "$build" \
          "$scenario" "$OUT/last.wrk" /dev/null "$((after - before))" "$(getconf CLK_TCK)" "$BURST")
      if [ "$errors" != 0 ]; then
        cat "$OUT/last.wrk"; echo "compare: errors in $build $scenario"; exit 1
      fi
      # CPU percent over the burst ÷ requests a second = CPU milliseconds a request.
      awk -v r="$round" -v s="$scenario" -v b="$build" -v rps="$rps" -v cpu="$cpu_pct" \
          'BEGIN { printf "%s\t%s\t%s\t%.0f\t%.4f\n", r, s, b, rps, cpu * 10 / rps }' >> "$OUT/pairs.tsv"
      tail -1 "$OUT/pairs.tsv" | awk -F'\t' '{printf "  round %-3s %-9s %-5s %8s req/s  %s ms CPU a request\n", $1, $2, $3, $4, $5}'
    done
  done
done

python3 "$BENCH_DIR/compare_report.py" "$OUT/pairs.tsv" "$LABEL" > "$OUT/report.md"
cat "$OUT/report.md"
