# Sourced by bench/run.sh and bench/compare.sh. Expects PGURL, DB, ORGS, BIG, MEDIUM, SMALL, CONTACTS,
# BENCH_DIR, ADMIN_PASSWORD, SECRET and SMTP_PORT to be set.

sql() { psql $PGURL -d "$DB" -v ON_ERROR_STOP=1 -q "$@"; }

progress() { # done total label
  local width=40 filled=$(( $1 * 40 / $2 ))
  printf '\r  [%-*s] %3d%% %s' "$width" "$(printf '%*s' "$filled" '' | tr ' ' '#')" $(( $1 * 100 / $2 )) "$3"
  [ "$1" -eq "$2" ] && echo || true
}

load() { # file from total chunk label [extra psql vars...]: one of bench/sql's generators, in chunks
  local file=$1 from=$2 total=$3 chunk=$4 label=$5; shift 5
  while [ "$from" -lt "$total" ]; do
    local to=$(( from + chunk < total ? from + chunk : total ))
    sql -v from="$from" -v to="$to" -v orgs="$ORGS" -v big="$BIG" -v medium="$MEDIUM" -v small="$SMALL" \
        -v contacts="$CONTACTS" "$@" -f "$BENCH_DIR/sql/$file"
    from=$to
    progress "$from" "$total" "$label"
  done
}

with_server_settings() { # port data-dir [NAME=value...] command...: runs the command (a server) with the
  # benchmark's settings: the run's database, no demo data, the SMTP sink, and limits no load reaches
  local port=$1 data=$2; shift 2
  env HTTP_PORT="$port" HTTPS_PORT=$((port + 1)) DATA_DIR="$data" \
      DATABASE_URL="jdbc:postgresql://127.0.0.1:5432/$DB" DATABASE_USER=postgres DATABASE_PASSWORD= \
      ADMIN_USER=admin ADMIN_PASSWORD="$ADMIN_PASSWORD" DEMO_DATA=false \
      SMTP_HOST=127.0.0.1 SMTP_PORT="$SMTP_PORT" VERIFICATION_SECRET="$SECRET" FORM_LINK_SECRET="$SECRET-forms" \
      RATE_LIMIT_PER_MINUTE=1000000000 RATE_LIMIT_PER_SECOND=100000000 \
      VERIFICATION_INITIATIONS_PER_HOUR=1000000 VERIFICATION_INITIATION_INTERVAL=PT0S \
      VERIFICATION_FAILURES_PER_DAY=1000000 "$@"
}

listener_pid() { # port: the process that listens on it
  ss -ltnpH "sport = :$1" | sed -n 's/.*pid=\([0-9]*\).*/\1/p' | head -1
}

api_key() { # base-url: a new API key for board bb-0, made through the admin API
  curl -sf -u "admin:$ADMIN_PASSWORD" -H 'Content-Type: application/json' -d '{"name":"bench"}' \
      "$1/api/admin/boards/bb-0/api-keys" | python3 -c 'import json,sys; print(json.load(sys.stdin)["key"])'
}
