#!/usr/bin/env bash
# Start-up, step by step and paired: starts target/property-portal.jar again and again on the embedded
# database (one DATA_DIR, made by an untimed first start), in rounds; each round starts every variant once,
# in an order that rotates from round to round, so a machine whose speed drifts charges every variant alike.
# For each start: wall time from the command to /health/ready = 200, and the CPU time the server JVM had
# used by then (less sensitive to other load than the wall time). The report gives the medians and each
# variant's wall and CPU time over the kept folder's, as the median of the per-round ratios.
#
#   bench/startup.sh [--rounds N]       report in bench/out/startup/report.md (default 5 rounds)
#   BENCH_PORT: its HTTP port (HTTPS is BENCH_PORT + 1; default 9470)
#
# Variants: the runtime's own launcher (a fresh unpacking every start), the kept folder (the jar's launcher),
# and the kept folder with one JVM option more each (options JVM_ARGS adds after liberty/jvm.options).
set -euo pipefail

ROUNDS=5
while [ $# -gt 0 ]; do
  case "$1" in
    --rounds) ROUNDS=$2; shift ;;
    *) echo "startup: unknown option $1"; exit 1 ;;
  esac
  shift
done
BENCH_DIR=$(cd "$(dirname "$0")" && pwd)
ROOT=$(dirname "$BENCH_DIR")
JAR=$ROOT/target/property-portal.jar
OUT=$BENCH_DIR/out/startup
PORT=${BENCH_PORT:-9470}
[ -f "$JAR" ] || { echo "startup: no $JAR (mvn package)"; exit 1; }
rm -rf "$OUT"
mkdir -p "$OUT/logs"

VARIANTS=("runtime's launcher" "kept folder" "kept, C1 only" "kept, no bytecode verification" "kept, JDK class sharing"
          "kept, C2 at 3x the calls" "kept, C2 at 10x the calls")
# STARTUP_VARIANTS: a subset separated by "|", in that order (the kept folder, the ratios' base, always runs)
if [ -n "${STARTUP_VARIANTS:-}" ]; then
  IFS="|" read -r -a chosen <<< "$STARTUP_VARIANTS"
  VARIANTS=("kept folder")
  for v in "${chosen[@]}"; do [ "$v" = "kept folder" ] || VARIANTS+=("$v"); done
fi
tier4() { # factor: HotSpot's thresholds for C2 (JDK 17's defaults 5000, 600, 15000, 40000) times the factor
  echo "-XX:Tier4InvocationThreshold=$((5000 * $1)) -XX:Tier4MinInvocationThreshold=$((600 * $1))" \
       "-XX:Tier4CompileThreshold=$((15000 * $1)) -XX:Tier4BackEdgeThreshold=$((40000 * $1))"
}
jvm_args() { # variant
  case "$1" in
    "kept, C1 only") echo "-XX:TieredStopAtLevel=1" ;;
    "kept, C2 at 3x the calls") tier4 3 ;;
    "kept, C2 at 10x the calls") tier4 10 ;;
    "kept, no bytecode verification") echo "-XX:+UnlockDiagnosticVMOptions -XX:-BytecodeVerificationRemote" ;;
    "kept, JDK class sharing") echo "-Xshare:auto -Xlog:cds=off -Xlog:cds+dynamic=off" ;;
    *) echo "" ;;
  esac
}

SERVER=""
LAUNCHER=""
stop() {
  [ -n "$SERVER" ] && kill "$SERVER" 2>/dev/null || true
  [ -n "$LAUNCHER" ] && wait "$LAUNCHER" 2>/dev/null || true
  while [ -n "$(ss -ltnH "sport = :$PORT")" ] || [ -n "$(ss -ltnH "sport = :$((PORT + 1))")" ] \
      || { [ -n "$SERVER" ] && kill -0 "$SERVER" 2>/dev/null; }; do sleep 0.1; done
  SERVER=""; LAUNCHER=""
}
trap stop EXIT

start() { # variant log: prints "wall_ms cpu_ms"
  local variant=$1 log=$2 begin
  local command=(java -jar "$JAR")
  [ "$variant" = "runtime's launcher" ] && command=(java -cp "$JAR" wlp.lib.extract.SelfExtractRun)
  begin=$(date +%s%N)
  env HTTP_PORT="$PORT" HTTPS_PORT=$((PORT + 1)) DATA_DIR="$OUT/data" ADMIN_PASSWORD=startup-bench \
      WLP_JAR_EXTRACT_ROOT="$OUT/extract" JVM_ARGS="$(jvm_args "$variant")" "${command[@]}" > "$log" 2>&1 &
  LAUNCHER=$!
  until curl -sf "http://127.0.0.1:$PORT/health/ready" > /dev/null; do
    kill -0 "$LAUNCHER" 2>/dev/null || { echo "startup: $variant did not start" >&2; tail -20 "$log" >&2; exit 1; }
    sleep 0.05
  done
  local wall=$(( ($(date +%s%N) - begin) / 1000000 ))
  SERVER=$(ss -ltnpH "sport = :$PORT" | sed -n 's/.*pid=\([0-9]*\).*/\1/p' | head -1)
  local cpu
  cpu=$(awk -v hz="$(getconf CLK_TCK)" '{print int(($14 + $15) * 1000 / hz)}' "/proc/$SERVER/stat")
  stop
  echo "$wall $cpu"
}

echo "== First start (untimed): the embedded database, its demo data, the key store, the unpacked folder"
start "kept folder" "$OUT/logs/first.log" > /dev/null
printf 'round\tvariant\twall_ms\tcpu_ms\n' > "$OUT/starts.tsv"
count=${#VARIANTS[@]}
for round in $(seq 1 "$ROUNDS"); do
  for i in $(seq 0 $((count - 1))); do
    variant=${VARIANTS[$(( (i + round) % count ))]}
    read -r wall cpu < <(start "$variant" "$OUT/logs/$round-$i.log")
    printf '%s\t%s\t%s\t%s\n' "$round" "$variant" "$wall" "$cpu" >> "$OUT/starts.tsv"
    printf '  round %s  %-32s ready %6s ms  cpu %6s ms\n' "$round" "$variant" "$wall" "$cpu"
  done
done
python3 - "$OUT/starts.tsv" "$OUT/report.md" "kept folder" <<'PY'
import csv, statistics, sys
rows = list(csv.DictReader(open(sys.argv[1]), delimiter="\t"))
base = sys.argv[3]
by_round = {}
for r in rows:
    by_round.setdefault(r["round"], {})[r["variant"]] = r
variants = list(dict.fromkeys(r["variant"] for r in rows))
lines = ["| variant | ready ms, median | CPU ms, median | ready ÷ kept folder | CPU ÷ kept folder |",
         "|---|---:|---:|---:|---:|"]
for v in variants:
    walls = [int(r["wall_ms"]) for r in rows if r["variant"] == v]
    cpus = [int(r["cpu_ms"]) for r in rows if r["variant"] == v]
    wall_ratio = statistics.median(int(rs[v]["wall_ms"]) / int(rs[base]["wall_ms"]) for rs in by_round.values())
    cpu_ratio = statistics.median(int(rs[v]["cpu_ms"]) / int(rs[base]["cpu_ms"]) for rs in by_round.values())
    lines.append(f"| {v} | {statistics.median(walls):,.0f} | {statistics.median(cpus):,.0f} | "
                 f"{wall_ratio:.2f} | {cpu_ratio:.2f} |")
open(sys.argv[2], "w").write("\n".join(lines) + f"\n\n{len(by_round)} rounds.\n")
print("\n".join(lines))
PY
