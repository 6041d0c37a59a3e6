package com.propertyportal.persistence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.propertyportal.apikeys.control.ApiKeys;
import com.propertyportal.apikeys.control.KeyFormat;
import com.propertyportal.migration.SchemaMigration;
import com.propertyportal.problems.ProblemException;
import jakarta.annotation.Resource;
import jakarta.inject.Inject;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import java.io.File;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.Statement;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import javax.sql.DataSource;
import org.flywaydb.core.api.MigrationInfo;
import org.flywaydb.core.api.MigrationInfoService;
import org.flywaydb.core.api.MigrationState;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** What only the container shows: the migrated schema, the mappings, and transaction rollback. */
@ExtendWith(ArquillianExtension.class)
class PersistenceArquillianIT {

    @Deployment
    static WebArchive deployment() {
        WebArchive app = ShrinkWrap.createFromZipFile(WebArchive.class, new File("target/property-portal.war"));
        return ShrinkWrap.create(WebArchive.class, "persistence-it.war")
                .merge(app)
                .addClasses(PersistenceArquillianIT.class, InContainer.class);
    }

    @Resource(lookup = "jdbc/portal")
    DataSource dataSource;

    @Inject
    ApiKeys apiKeys;

    @Inject
    InContainer container;

    private List<List<String>> rows(String sql) throws Exception {
        try (Connection c = dataSource.getConnection();
                Statement s = c.createStatement();
                ResultSet r = s.executeQuery(sql)) {
            ResultSetMetaData meta = r.getMetaData();
            List<List<String>> rows = new ArrayList<>();
            while (r.next()) {
                List<String> row = new ArrayList<>();
                for (int i = 1; i <= meta.getColumnCount(); i++) {
                    row.add(r.getString(i));
                }
                rows.add(row);
            }
            return rows;
        }
    }

    private String unique(String prefix) {
        return prefix + "-" + UUID.randomUUID().toString().substring(0, 8);
    }

    @Test
    void everyMigrationIsAppliedAndNoneIsPending() {
        MigrationInfoService info = SchemaMigration.configured(dataSource).info();
        assertEquals(0, info.pending().length, () -> List.of(info.pending()).toString());
        assertTrue(info.applied().length >= 3);
        for (MigrationInfo applied : info.applied()) {
            assertEquals(MigrationState.SUCCESS, applied.getState(), applied.getScript());
        }
    }

    @Test
    void anApiKeyIsStoredOnlyAsItsHashAndTimesAreTimestamps() throws Exception {
        String org = unique("org");
        String boardId = unique("board");
        JsonObject document = Json.createObjectBuilder()
                .add(
                        "organizations",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder().add("_id", org).add("name", "Keys")))
                .add(
                        "boards",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", boardId)
                                        .add("companyId", org)
                                        .add("name", "B")))
                .build();
        container.importDocument(document);

        Instant before = Instant.now().truncatedTo(ChronoUnit.MILLIS);
        ApiKeys.Issued issued = container.issueKey(boardId);

        List<List<String>> stored = rows("SELECT * FROM api_key WHERE board_id = '" + boardId + "'");
        assertEquals(1, stored.size());
        for (String column : stored.get(0)) {
            assertFalse(column != null && column.contains(issued.plaintext().substring(4)), column);
        }
        assertTrue(stored.get(0).contains(KeyFormat.hash(issued.plaintext())));
        Instant createdAt = apiKeys.find(issued.apiKey().id()).orElseThrow().createdAt();
        assertFalse(createdAt.isBefore(before), createdAt + " vs " + before);
        try (Connection c = dataSource.getConnection();
                ResultSet columns = c.getMetaData().getColumns(null, null, null, null)) {
            while (columns.next()) {
                if (columns.getString("TABLE_NAME").equalsIgnoreCase("api_key")
                        && columns.getString("COLUMN_NAME").equalsIgnoreCase("created_at")) {
                    assertTrue(
                            columns.getString("TYPE_NAME").toLowerCase().contains("timestamp"),
                            columns.getString("TYPE_NAME"));
                }
            }
        }
    }

    @Test
    void collectionsLandInTheirJoinTables() throws Exception {
        String org = unique("org");
        String location = unique("loc");
        JsonObject document = Json.createObjectBuilder()
                .add(
                        "organizations",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder().add("_id", org).add("name", "Segments")))
                .add(
                        "locations",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", location)
                                        .add("companyId", org)
                                        .add("name", "Unit")
                                        .add(
                                                "segmentIds",
                                                Json.createArrayBuilder()
                                                        .add("s1")
                                                        .add("s2"))))
                .build();
        container.importDocument(document);
        assertEquals(
                2,
                rows("SELECT segment_id FROM location_segment WHERE location_id = '" + location + "'")
                        .size());
        assertEquals(List.of(List.of("unit")), rows("SELECT search_text FROM location WHERE id = '" + location + "'"));
    }

    @Test
    void aFailedImportRollsBackWhatItAlreadyWrote() throws Exception {
        String org = unique("org");
        JsonObject document = Json.createObjectBuilder()
                .add(
                        "organizations",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder().add("_id", org).add("name", "Rolled back")))
                .add(
                        "cards",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("boardId", "missing-board")
                                        .add("name", "x")))
                .build();
        assertThrows(ProblemException.class, () -> container.importDocument(document));
        assertTrue(container.organization(org).isEmpty());
        assertTrue(rows("SELECT id FROM organization WHERE id = '" + org + "'").isEmpty());
    }
}
