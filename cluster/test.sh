#!/usr/bin/env bash
# The cluster's tests: starts cluster/run.sh with the settings the tests count on, runs ClusterIT
# against it (through the balancer and straight at each server; faults last), and stops what it
# started, whatever the outcome. Needs target/property-portal.jar (mvn package) and the test classes.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
export CLUSTER_DIR=${CLUSTER_DIR:-$ROOT/target/cluster}
BASE=${CLUSTER_PORT_BASE:-9600}

# The servers' settings (cluster/run.sh passes the environment on to both).
export CLUSTER_SMTP=external   # the tests run their own SMTP server on the cluster's SMTP port
export RATE_LIMIT_PER_MINUTE=60 RATE_LIMIT_PER_SECOND=1000 FORMS_SUBMIT_PER_MINUTE=10
export VERIFICATION_INITIATION_INTERVAL=PT0S VERIFICATION_RETENTION=PT10S VERIFICATION_PURGE_INTERVAL=PT2S

rm -rf "$CLUSTER_DIR"
mkdir -p "$CLUSTER_DIR"
trap 'bash cluster/run.sh stop' EXIT
head -c 18 /dev/urandom | base64 > "$CLUSTER_DIR/admin-password"
bash cluster/run.sh start

# Failsafe adds to an existing summary: this run's verdict is this run's alone.
rm -f target/failsafe-reports/failsafe-summary.xml
mvn -B -ntp test-compile failsafe:integration-test failsafe:verify -Dit.test=ClusterIT \
  -Dit.http.port="$BASE" -Dit.admin.password="$(cat "$CLUSTER_DIR/admin-password")" \
  -Dcluster.port.base="$BASE" -Dcluster.root="$ROOT" -Dcluster.dir="$CLUSTER_DIR" \
  -Dit.database.url="jdbc:postgresql://127.0.0.1:$((BASE + 7))/portal" -Dit.database.user=postgres
