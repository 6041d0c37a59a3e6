#!/usr/bin/env bash
# Two servers from the runnable jar over one PostgreSQL of their own, HAProxy in front (round robin,
# health checks on /health/ready) and an SMTP server, all on this machine.
#
#   cluster/run.sh start            starts everything (the jar: mvn package -DskipTests)
#   cluster/run.sh stop             stops exactly what start started (by the process ids it recorded)
#   cluster/run.sh status           what runs, and what the balancer thinks of each server
#   cluster/run.sh kill a|b         kill -9 of one server (its launcher and server JVMs)
#   cluster/run.sh restart a|b      starts that server again, as it was started first
#   cluster/run.sh server-stop a|b  stops one server (the balancer takes it out)
#   cluster/run.sh db-stop|db-start the cluster's PostgreSQL (never any other)
#   cluster/run.sh smtp-stop|smtp-start   the SMTP sink, when the harness runs it
#
# Settings (environment): CLUSTER_DIR (work folder, default target/cluster), CLUSTER_PORT_BASE (default
# 9600: balancer +0, server a +1/+2, server b +3/+4, balancer statistics +5, SMTP +6, PostgreSQL +7),
# CLUSTER_SMTP=sink (the bench's SMTP sink) or external (something else listens on the SMTP port),
# and any server setting (e.g. RATE_LIMIT_PER_MINUTE), passed on to both servers.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
DIR=${CLUSTER_DIR:-$ROOT/target/cluster}
BASE=${CLUSTER_PORT_BASE:-9600}
BALANCER=$BASE
STATS=$((BASE + 5))
SMTP=$((BASE + 6))
PG=$((BASE + 7))
PGBIN=${PGBIN:-/usr/lib/postgresql/15/bin}
JAR=$ROOT/target/property-portal.jar
PIDS=$DIR/pids
SMTP_MODE=${CLUSTER_SMTP:-sink}

http_port() { case $1 in a) echo $((BASE + 1));; b) echo $((BASE + 3));; *) echo "no server $1" >&2; exit 2;; esac; }

record() { echo "$2" > "$PIDS/$1"; }
pid_of() { cat "$PIDS/$1" 2>/dev/null || true; }
alive() { local pid; pid=$(pid_of "$1"); [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; }

wait_for() { # seconds description command...
  local seconds=$1 what=$2; shift 2
  local deadline=$((SECONDS + seconds))
  until "$@" >/dev/null 2>&1; do
    [ $SECONDS -lt $deadline ] || { echo "cluster: $what not ready in ${seconds}s" >&2; return 1; }
    sleep 0.2
  done
}

as_postgres() { runuser -u postgres -- "$@"; }

db_start() {
  local data=$DIR/postgresql
  mkdir -p "$data" "$DIR/postgresql-run"
  chown postgres "$data" "$DIR/postgresql-run"
  chmod 700 "$data"
  if [ ! -f "$data/PG_VERSION" ]; then
    as_postgres "$PGBIN/initdb" -D "$data" -U postgres -A trust -E UTF8 --no-sync >"$DIR/initdb.log" 2>&1
  fi
  # Settings for a test machine: durable commits (the kill test counts on them), small memory.
  # It runs as the postgres user, so its socket and log are in a folder of that user's.
  as_postgres "$PGBIN/pg_ctl" -D "$data" -l "$DIR/postgresql-run/postgresql.log" -w -t 60 start -o \
    "-p $PG -c listen_addresses=127.0.0.1 -k $DIR/postgresql-run -c max_connections=120 -c shared_buffers=64MB" \
    >/dev/null
  record postgresql "$(head -1 "$data/postmaster.pid")"
  wait_for 30 PostgreSQL "$PGBIN/pg_isready" -h 127.0.0.1 -p "$PG" -q
}

db_stop() {
  local pid; pid=$(pid_of postgresql)
  [ -n "$pid" ] || return 0
  # SIGINT is PostgreSQL's fast shutdown: it ends the sessions and stops, with no crash recovery after.
  kill -INT "$pid" 2>/dev/null || true
  for _ in $(seq 1 300); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  rm -f "$PIDS/postgresql"
}

smtp_start() {
  [ "$SMTP_MODE" = sink ] || return 0
  setsid python3 "$ROOT/bench/smtp_sink.py" "$SMTP" >"$DIR/smtp.log" 2>&1 &
  record smtp $!
  wait_for 10 "SMTP sink" bash -c "exec 3<>/dev/tcp/127.0.0.1/$SMTP"
}

smtp_stop() { stop_pid smtp; }

stop_pid() { # name: TERM to the process group it leads, then KILL after 60 s
  local pid; pid=$(pid_of "$1")
  [ -n "$pid" ] || return 0
  kill -TERM -- "-$pid" 2>/dev/null || kill -TERM "$pid" 2>/dev/null || true
  for _ in $(seq 1 600); do kill -0 -- "-$pid" 2>/dev/null || break; sleep 0.1; done
  kill -KILL -- "-$pid" 2>/dev/null || true
  rm -f "$PIDS/$1"
}

# The administrator's password of a server: the cluster's, unless a file of the server's own gives another (a test
# that rotates the password on one server at a time, as a rolling restart does).
admin_password_of() {
  if [ -f "$DIR/$1/admin-password" ]; then echo "$DIR/$1/admin-password"; else echo "$DIR/admin-password"; fi
}

server_start() { # a|b
  local name=$1 port; port=$(http_port "$1")
  mkdir -p "$DIR/$name/data" "$DIR/$name/extract"
  # Its own process group (setsid), so kill and stop reach the launcher JVM and the server JVM it starts.
  env HTTP_PORT="$port" HTTPS_PORT=$((port + 1)) DATA_DIR="$DIR/$name/data" \
      WLP_JAR_EXTRACT_ROOT="$DIR/$name/extract" \
      DATABASE_URL="jdbc:postgresql://127.0.0.1:$PG/portal" DATABASE_USER=postgres DATABASE_PASSWORD= \
      ADMIN_USER=admin ADMIN_PASSWORD="$(cat "$(admin_password_of "$name")")" \
      VERIFICATION_SECRET="$(cat "$DIR/verification-secret")" FORM_LINK_SECRET="$(cat "$DIR/form-link-secret")" \
      LTPA_KEYS_FILE="$DIR/ltpa.keys" \
      SMTP_HOST=127.0.0.1 SMTP_PORT="$SMTP" SMTP_TIMEOUT="${SMTP_TIMEOUT:-PT3S}" MAIL_FROM=verify@cluster.test \
      TRUSTED_PROXIES=127.0.0.1 DEMO_DATA=false PUBLIC_BASE_URL="http://127.0.0.1:$BALANCER" \
      setsid java -jar "$JAR" >>"$DIR/$name/server.log" 2>&1 &
  record "$name" $!
}

# Ready, and HTTPS open: a first start re-reads its configuration once the TLS key store exists, and only
# after that is it steady.
server_wait() {
  local port; port=$(http_port "$1")
  wait_for 240 "server $1" curl -sf "http://127.0.0.1:$port/health/ready"
  wait_for 120 "HTTPS of server $1" bash -c "exec 3<>/dev/tcp/127.0.0.1/$((port + 1))"
  wait_for 60 "server $1 after HTTPS opened" curl -sf "http://127.0.0.1:$port/health/ready"
}

balancer_start() {
  cat > "$DIR/haproxy.cfg" <<CFG
global
    maxconn 1024
defaults
    mode http
    timeout connect 2s
    timeout client 120s
    timeout server 120s
    timeout check 3s
    # A request whose connection a dead server refused is sent to the other one.
    retries 2
    option redispatch
    option forwardfor
frontend portal
    bind 127.0.0.1:$BALANCER
    default_backend servers
backend servers
    balance roundrobin
    option httpchk GET /health/ready
    http-check expect status 200
    # A check a second; two failed checks take a server out, two good ones bring it back.
    default-server inter 1s fall 2 rise 2
    server a 127.0.0.1:$(http_port a) check
    server b 127.0.0.1:$(http_port b) check
frontend statistics
    bind 127.0.0.1:$STATS
    stats enable
    stats uri /stats
CFG
  haproxy -c -q -f "$DIR/haproxy.cfg"
  setsid haproxy -db -f "$DIR/haproxy.cfg" >"$DIR/haproxy.log" 2>&1 &
  record haproxy $!
}

# Both servers UP in the balancer's own view.
balancer_ready() { [ "$(curl -sf "http://127.0.0.1:$STATS/stats;csv" | awk -F, '$1=="servers" && $18=="UP"' | wc -l)" = 2 ]; }

secret() { [ -f "$DIR/$1" ] || head -c 32 /dev/urandom | base64 > "$DIR/$1"; }

start() {
  for tool in java haproxy curl python3 runuser; do
    command -v "$tool" >/dev/null || { echo "cluster: $tool is missing (Debian: apt-get install haproxy)"; exit 1; }
  done
  [ -x "$PGBIN/postgres" ] || { echo "cluster: no PostgreSQL in $PGBIN"; exit 1; }
  [ -f "$JAR" ] || { echo "cluster: $JAR is missing: mvn package -DskipTests"; exit 1; }
  if [ -n "$(ls "$PIDS" 2>/dev/null)" ]; then echo "cluster: already started ($PIDS); stop it first"; exit 1; fi
  mkdir -p "$DIR" "$PIDS"
  secret admin-password; secret verification-secret; secret form-link-secret
  echo "cluster: PostgreSQL on $PG"
  db_start
  psql -h 127.0.0.1 -p "$PG" -U postgres -q -tAc "SELECT 1 FROM pg_database WHERE datname = 'portal'" | grep -q 1 \
    || psql -h 127.0.0.1 -p "$PG" -U postgres -q -c "CREATE DATABASE portal"
  smtp_start
  # Server b starts once a has made Admin Center's login keys, which they share (both may migrate the
  # schema at once: Flyway takes a lock in PostgreSQL for it).
  echo "cluster: server a, then b once a has made the login keys they share"
  server_start a
  wait_for 240 "Admin Center's login keys" test -s "$DIR/ltpa.keys"
  server_start b
  server_wait a
  server_wait b
  balancer_start
  wait_for 30 "the balancer's view of both servers" balancer_ready
  status
}

stop() {
  [ -d "$PIDS" ] || return 0
  stop_pid haproxy
  stop_pid a
  stop_pid b
  smtp_stop
  db_stop
  rm -rf "$PIDS"
}

status() {
  for name in postgresql smtp a b haproxy; do
    if alive "$name"; then echo "  $name: running (pid $(pid_of "$name"))"; else echo "  $name: not running"; fi
  done
  echo "  balancer http://127.0.0.1:$BALANCER (statistics http://127.0.0.1:$STATS/stats), servers" \
       "http://127.0.0.1:$(http_port a) and http://127.0.0.1:$(http_port b), SMTP 127.0.0.1:$SMTP," \
       "PostgreSQL 127.0.0.1:$PG/portal; administrator admin / $DIR/admin-password"
  curl -sf "http://127.0.0.1:$STATS/stats;csv" 2>/dev/null | awk -F, '$1=="servers" && $2!="BACKEND" {print "  balancer: " $2 " " $18}' || true
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  status) status ;;
  kill) pid=$(pid_of "$2"); [ -n "$pid" ] && kill -KILL -- "-$pid"; rm -f "$PIDS/$2" ;;
  server-stop) stop_pid "$2" ;;
  restart) alive "$2" && { echo "cluster: $2 is running"; exit 1; }; server_start "$2"; server_wait "$2" ;;
  db-stop) db_stop ;;
  db-start) db_start ;;
  smtp-stop) smtp_stop ;;
  smtp-start) smtp_start ;;
  *) sed -n '2,18p' "$0"; exit 2 ;;
esac
