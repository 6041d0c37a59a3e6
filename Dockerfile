# Build the WAR first (mvn package), then: docker build -t property-portal .
# Run: docker run -p 9080:9080 -e DATABASE_URL=jdbc:postgresql://db:5432/portal \
#        -e DATABASE_USER=portal -e DATABASE_PASSWORD=... -e ADMIN_PASSWORD=... \
#        -e VERIFICATION_SECRET=... -e FORM_LINK_SECRET=... property-portal
FROM icr.io/appcafe/open-liberty:26.0.0.5-full-java17-openj9-ubi-minimal

COPY --chown=1001:0 server.xml /config/server.xml
COPY --chown=1001:0 liberty/ /config/
COPY --chown=1001:0 target/liberty/wlp/usr/servers/portal/jdbc/ /config/jdbc/
COPY --chown=1001:0 target/property-portal.war /config/apps/property-portal.war

ENV DATA_DIR=/opt/ol/wlp/output/defaultServer/data
RUN configure.sh
