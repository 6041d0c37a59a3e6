#!/usr/bin/env bash
# The WAR deployed into a plain Open Liberty, as docs/deploy-existing-liberty.md tells an operations team:
# the runtime zip the build uses, unpacked afresh; a new server with exactly the documented server.xml
# (ExistingLibertyServerXmlTest keeps the two identical); the team's variables in bootstrap.properties; the
# PostgreSQL driver in the shared resources; the WAR in apps/. Then the smoke subset of the integration tests
# runs against it. Stops exactly the server it started.
#
# Ports and database from the environment: EXISTING_HTTP_PORT (9390), EXISTING_SMTP_PORT (9392),
# EXISTING_DATABASE (portal_deploy_existing), EXISTING_TESTS (the smoke subset); PostgreSQL at 127.0.0.1:5432,
# user postgres.
set -euo pipefail
cd "$(dirname "$0")/../../.."
here=src/test/existing-liberty
http_port=${EXISTING_HTTP_PORT:-9390}
smtp_port=${EXISTING_SMTP_PORT:-9392}
database=${EXISTING_DATABASE:-portal_deploy_existing}
smoke=${EXISTING_TESTS:-'LocationsIT,ListingIT,CompanyIT,PortalCacheIT,ContentChangedElsewhereIT,FormSubmitIT,VerificationIT,CardsIT,ContactsApiIT,ConsoleIT,HealthIT'}
root=$PWD/target/existing-liberty
wlp=$root/wlp
server=ops-portal

echo "== The WAR and the test classes"
mvn -B -ntp package -DskipTests -DskipITs -DskipRunnableJar > target/existing-liberty-build.log 2>&1 \
  || { tail -40 target/existing-liberty-build.log; exit 1; }

version=$(sed -n 's:.*<openliberty.version>\(.*\)</openliberty.version>.*:\1:p' pom.xml)
postgresql=$(sed -n 's:.*<postgresql.version>\(.*\)</postgresql.version>.*:\1:p' pom.xml)
repo=$(mvn -B -ntp -q help:evaluate -Dexpression=settings.localRepository -DforceStdout | sed 's/\x1b\[[0-9;]*m//g')
zip=$repo/io/openliberty/openliberty-runtime/$version/openliberty-runtime-$version.zip
driver=$repo/org/postgresql/postgresql/$postgresql/postgresql-$postgresql.jar
[ -f "$zip" ] || mvn -B -ntp -q dependency:get -Dartifact="io.openliberty:openliberty-runtime:$version:zip"
[ -f "$driver" ] || mvn -B -ntp -q dependency:get -Dartifact="org.postgresql:postgresql:$postgresql"

echo "== A plain Open Liberty $version and a new server '$server'"
if [ -x "$wlp/bin/server" ] && "$wlp/bin/server" status "$server" >/dev/null 2>&1; then
  "$wlp/bin/server" stop "$server" >/dev/null
fi
rm -rf "$root"
mkdir -p "$root"
unzip -q "$zip" -d "$root"
"$wlp/bin/server" create "$server" >/dev/null
dir=$wlp/usr/servers/$server
cp "$here/server.xml" "$dir/server.xml"
mkdir -p "$wlp/usr/shared/resources/postgresql" "$dir/apps"
cp "$driver" "$wlp/usr/shared/resources/postgresql/"
cp target/property-portal.war "$dir/apps/"
cat > "$dir/bootstrap.properties" <<PROPS
ops.http.port=$http_port
ops.db.host=127.0.0.1
ops.db.port=5432
ops.db.name=$database
ops.db.user=postgres
ops.db.pool.min=2
ops.db.pool.max=12
PROPS
data=$root/data
# Added to the server.env that server create wrote (its key store password stays).
sed -e "s:@DATA_DIR@:$data:" -e "s:@SMTP_PORT@:$smtp_port:" "$here/server.env" >> "$dir/server.env"

psql -h 127.0.0.1 -U postgres -v ON_ERROR_STOP=1 -q -c "DROP DATABASE IF EXISTS $database" -c "CREATE DATABASE $database"

stop() { "$wlp/bin/server" stop "$server" >/dev/null || true; }
trap stop EXIT
"$wlp/bin/server" start "$server"
ready=""
for _ in $(seq 1 180); do
  if [ "$(curl -s -o /dev/null -w '%{http_code}' "http://localhost:$http_port/health/ready")" = 200 ]; then ready=yes; break; fi
  sleep 1
done
[ -n "$ready" ] || { tail -50 "$dir/logs/messages.log"; echo "the server did not become ready"; exit 1; }

echo "== The smoke subset against it"
rm -f target/failsafe-reports/failsafe-summary.xml
mvn -B -ntp failsafe:integration-test@integration-tests failsafe:verify \
  -Dit.test="$smoke" -Dit.http.port="$http_port" -Dit.smtp.port="$smtp_port" \
  -Dit.wlp.dir="$wlp" -Dit.server="$server" -Dit.data.dir="$data" \
  -Dit.database.url="jdbc:postgresql://127.0.0.1:5432/$database" -Dit.database.user=postgres
echo "== No error in the server's log"
if grep -E '^\[[^]]*\] [0-9a-f]+ +[^ ]+ +E ' "$dir/logs/messages.log"; then
  echo "the server logged the errors above"; exit 1
fi
echo "none"
