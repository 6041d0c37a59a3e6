#!/usr/bin/env bash
# The same scenarios through the balancer of cluster/run.sh, first with both servers behind it and
# then with one (server b stopped), on the same data in the same run.
#
#   bench/cluster.sh            a full run (more data, 30 s per scenario); its table replaces the
#                               cluster section of docs/benchmarks.md
#   bench/cluster.sh --smoke    tiny data, seconds per scenario (CI runs it), table in
#                               bench/out/cluster-smoke/cluster.md
set -euo pipefail

MODE=full
[ "${1:-}" = "--smoke" ] && MODE=smoke
BENCH_DIR=$(cd "$(dirname "$0")" && pwd)
ROOT=$(dirname "$BENCH_DIR")
OUT="$BENCH_DIR/out/cluster-$MODE"
export BENCH_DIR

if [ "$MODE" = full ]; then
  ORGS=200; LOCATIONS=100000; BIG=20000; MEDIUM=5000; SMALL=1000; CONTACTS=100000
  WARMUP=10s; DURATION=30s; JIT_WARMUP=45s; CONNECTIONS=32
else
  ORGS=4; LOCATIONS=400; BIG=200; MEDIUM=100; SMALL=20; CONTACTS=400
  WARMUP=1s; DURATION=2s; JIT_WARMUP=3s; CONNECTIONS=4
fi
THREADS=2
# Ports of its own (balancer +0, servers +1..+4, statistics +5, SMTP +6, PostgreSQL +7), so it never
# meets the cluster tests' cluster.
export CLUSTER_PORT_BASE=${BENCH_CLUSTER_PORT_BASE:-9620}
export CLUSTER_DIR="$OUT/cluster" CLUSTER_SMTP=sink
BALANCER=http://127.0.0.1:$CLUSTER_PORT_BASE
PSQL="psql -h 127.0.0.1 -p $((CLUSTER_PORT_BASE + 7)) -U postgres -d portal -v ON_ERROR_STOP=1 -q"

# The servers' settings: limits out of the way of the load, as bench/run.sh sets them.
export RATE_LIMIT_PER_MINUTE=1000000000 RATE_LIMIT_PER_SECOND=100000000

for tool in wrk psql haproxy java curl python3; do
  command -v "$tool" >/dev/null || { echo "bench: $tool is missing (Debian: apt-get install wrk haproxy postgresql-client)"; exit 1; }
done
[ -f "$ROOT/target/property-portal.jar" ] || (cd "$ROOT" && mvn -B -q -DskipTests package)

rm -rf "$OUT"
mkdir -p "$OUT/raw" "$CLUSTER_DIR"
trap 'bash "$ROOT/cluster/run.sh" stop' EXIT
bash "$ROOT/cluster/run.sh" start

echo "== Data set ($ORGS organizations, $LOCATIONS locations, $CONTACTS contacts)"
$PSQL -c "CREATE EXTENSION IF NOT EXISTS pgcrypto"
vars="-v orgs=$ORGS -v big=$BIG -v medium=$MEDIUM -v small=$SMALL -v contacts=$CONTACTS"
$PSQL -v from=0 -v to=1 $vars -f "$BENCH_DIR/sql/organizations.sql"
for ((from = 0; from < LOCATIONS; from += 20000)); do
  $PSQL -v from=$from -v to=$(( from + 20000 < LOCATIONS ? from + 20000 : LOCATIONS )) $vars -f "$BENCH_DIR/sql/locations.sql"
done
for ((from = 0; from < CONTACTS; from += 50000)); do
  $PSQL -v from=$from -v to=$(( from + 50000 < CONTACTS ? from + 50000 : CONTACTS )) $vars -f "$BENCH_DIR/sql/contacts.sql"
done
$PSQL -c "ANALYZE"
KEY=$(curl -sf -u "admin:$(cat "$CLUSTER_DIR/admin-password")" -H 'Content-Type: application/json' \
      -d '{"name":"bench"}' "$BALANCER/api/admin/boards/bb-0/api-keys" \
      | python3 -c 'import json,sys; print(json.load(sys.stdin)["key"])')
export BENCH_KEY=$KEY BENCH_ORGS=$ORGS BENCH_LOCATIONS=$LOCATIONS BENCH_BIG=$BIG BENCH_CONTACTS=$CONTACTS

RESULTS="$OUT/results.tsv"
printf 'servers\tscenario\trps\tp50_ms\tp99_ms\terrors\n' > "$RESULTS"
run() { # servers name script
  local file="$OUT/raw/$1-$3"
  wrk -t"$THREADS" -c"$CONNECTIONS" -d"$WARMUP" -s "$BENCH_DIR/wrk/$3.lua" "$BALANCER" > /dev/null 2>&1 || true
  wrk -t"$THREADS" -c"$CONNECTIONS" -d"$DURATION" --latency -s "$BENCH_DIR/wrk/$3.lua" "$BALANCER" > "$file.wrk" 2>&1
  : > "$file.rss"
  python3 "$BENCH_DIR/wrk_result.py" service "$2" "$file.wrk" "$file.rss" 0 100 "$DURATION" \
    | awk -F'\t' -v servers="$1" 'BEGIN {OFS="\t"} {print servers, $2, $3, $4, $5, $6}' >> "$RESULTS"
  tail -1 "$RESULTS" | awk -F'\t' '{printf "  %s server(s)  %-16s %9s req/s  p50 %6s ms  p99 %7s ms  errors %s\n", $1, $2, $3, $4, $5, $6}'
}
scenarios() { # servers
  run "$1" "listing search" search
  run "$1" "context" context
  run "$1" "by-email" by-email
  run "$1" "create card" create-card
}

# Both servers compile the paths first, so the one-server run (second) is not the only warm one.
echo "== JIT warm-up of both servers ($JIT_WARMUP per scenario)"
for script in search context by-email create-card; do
  wrk -t"$THREADS" -c"$CONNECTIONS" -d"$JIT_WARMUP" -s "$BENCH_DIR/wrk/$script.lua" "$BALANCER" > /dev/null 2>&1 || true
done
echo "== Through the balancer, two servers ($THREADS threads, $CONNECTIONS connections, $WARMUP warm-up, $DURATION)"
scenarios 2
echo "== Through the balancer, one server (b stopped)"
bash "$ROOT/cluster/run.sh" server-stop b
scenarios 1

python3 - "$RESULTS" "$OUT/cluster.md" "$MODE" "$DURATION" "$CONNECTIONS" "$(nproc)" <<'PY'
import csv, sys
results, target, mode, duration, connections, cores = sys.argv[1:7]
rows = list(csv.DictReader(open(results), delimiter="\t"))
by = {(r["servers"], r["scenario"]): r for r in rows}
names = list(dict.fromkeys(r["scenario"] for r in rows))
lines = ["| scenario | 1 server req/s | 2 servers req/s | 2 ÷ 1 | 1 server p99 ms | 2 servers p99 ms | errors |",
         "|---|---:|---:|---:|---:|---:|---:|"]
for name in names:
    one, two = by.get(("1", name)), by.get(("2", name))
    ratio = float(two["rps"]) / float(one["rps"]) if one and two and float(one["rps"]) else float("nan")
    errors = int(one["errors"]) + int(two["errors"])
    lines.append(f"| {name} | {one['rps']} | {two['rps']} | {ratio:.2f} | {one['p99_ms']} | {two['p99_ms']} | {errors} |")
lines.append("")
lines.append(f"({mode} run: {duration} per scenario at {connections} connections through HAProxy, {cores} cores "
             "shared by HAProxy, both servers, PostgreSQL and wrk.)")
open(target, "w").write("\n".join(lines) + "\n")
print("\n".join(lines))
PY

if [ "$MODE" = full ]; then
  # The table replaces the one between the cluster markers of docs/benchmarks.md.
  python3 - "$ROOT/docs/benchmarks.md" "$OUT/cluster.md" <<'PY'
import re, sys
doc, table = sys.argv[1:3]
text = open(doc).read()
new = "<!-- cluster -->\n" + open(table).read() + "<!-- /cluster -->"
text = re.sub(r"<!-- cluster -->.*?<!-- /cluster -->", lambda m: new, text, flags=re.S)
open(doc, "w").write(text)
PY
  echo "== docs/benchmarks.md: cluster section replaced"
fi
