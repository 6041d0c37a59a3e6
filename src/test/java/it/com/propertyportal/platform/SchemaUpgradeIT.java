package it.com.propertyportal.platform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.propertyportal.migration.SchemaMigration;
import it.com.propertyportal.Api;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import java.io.StringReader;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.MigrationInfo;
import org.flywaydb.core.api.MigrationVersion;
import org.h2.jdbcx.JdbcDataSource;
import org.junit.jupiter.api.Test;
import org.postgresql.ds.PGSimpleDataSource;

/**
 * A database written before version 14 is upgraded in place: every row stays, the link columns hold
 * 2,048 characters, and the stored links that the link rule refuses (planted javascript:, data: and
 * vbscript: links) are gone while good ones stay. On H2 (an in-memory database of its own) and, when
 * the tests run on PostgreSQL, in a schema of its own in the test database, dropped afterwards.
 */
class SchemaUpgradeIT {

    private static final String URL = System.getProperty("it.database.url", "");
    private static final String GOOD = "https://img.example/good.jpg";

    @Test
    void anH2DatabaseKeepsItsRowsAndLosesOnlyRefusedLinks() throws Exception {
        JdbcDataSource h2 = new JdbcDataSource();
        h2.setURL("jdbc:h2:mem:" + Api.unique("upgrade") + ";MODE=LEGACY;DB_CLOSE_DELAY=-1");
        upgradeKeepsRows(h2);
    }

    @Test
    void aPostgresqlDatabaseKeepsItsRowsAndLosesOnlyRefusedLinks() throws Exception {
        assumeTrue(URL.startsWith("jdbc:postgresql"), "the PostgreSQL upgrade runs when the tests run on PostgreSQL");
        String schema = Api.unique("upgrade").toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]", "_");
        PGSimpleDataSource pg = new PGSimpleDataSource();
        pg.setURL(URL);
        pg.setUser(System.getProperty("it.database.user", "postgres"));
        pg.setPassword(System.getProperty("it.database.password", ""));
        try (Connection c = pg.getConnection();
                Statement sql = c.createStatement()) {
            sql.execute("CREATE SCHEMA " + schema);
        }
        try {
            // The trigram operators live where the extension was created (public), so it stays on the path.
            pg.setCurrentSchema(schema + ",public");
            upgradeKeepsRows(pg);
        } finally {
            pg.setCurrentSchema("public");
            try (Connection c = pg.getConnection();
                    Statement sql = c.createStatement()) {
                sql.execute("DROP SCHEMA " + schema + " CASCADE");
            }
        }
    }

    private static void upgradeKeepsRows(DataSource db) throws Exception {
        Flyway latest = SchemaMigration.configured(db);
        MigrationVersion before = Arrays.stream(latest.info().all())
                .map(MigrationInfo::getVersion)
                .filter(v -> v != null && !v.isAtLeast("14"))
                .max(MigrationVersion::compareTo)
                .orElseThrow();
        Flyway.configure()
                .configuration(latest.getConfiguration())
                .target(before)
                .load()
                .migrate();
        try (Connection c = db.getConnection();
                Statement sql = c.createStatement()) {
            sql.execute(insertOrganization(
                    "org-old", config("javascript:alert(1)", "data:text/html,<b>x</b>", "vbscript:msgbox(1)")));
            sql.execute(insertOrganization("org-good", config(GOOD, GOOD, GOOD)));
            sql.execute("INSERT INTO location (id, company_id, name, latitude, longitude, video_url, publish_status,"
                    + " active, available, application_config, company_info, search_text, created_at, updated_at)"
                    + " VALUES ('loc-old', 'org-old', 'Old unit', 47.6, -122.3, 'https://video.example/v', 'PUBLISHED',"
                    + " TRUE, TRUE, '" + config("//evil.example/x.jpg", GOOD, "JAVASCRIPT:alert(2)") + "', '{}',"
                    + " 'old unit', CURRENT_TIMESTAMP, CURRENT_TIMESTAMP)");
            sql.execute(insertSchool("sch-planted", "javascript:alert(document.cookie)"));
            sql.execute(insertSchool("sch-good", "https://schools.example/good"));
            sql.execute(insertSchool("sch-none", null));
            sql.execute("INSERT INTO contact (id, uuid, company_id, is_company, image_url, address, alerts,"
                    + " custom_fields, created_at, updated_at) VALUES ('con-old', 'con-old', 'org-old', FALSE,"
                    + " 'data:image/svg+xml,<svg onload=alert(1)>', '{}', '[]', '{}', CURRENT_TIMESTAMP,"
                    + " CURRENT_TIMESTAMP)");
            sql.execute("INSERT INTO board (id, company_id, name, api_enabled, fields, created_at, updated_at)"
                    + " VALUES ('board-old', 'org-old', 'Board', TRUE, '[]', CURRENT_TIMESTAMP, CURRENT_TIMESTAMP)");
            sql.execute("INSERT INTO tab_view (id, board_id, name, url, user_ids, created_at) VALUES ('tab-old',"
                    + " 'board-old', 'Tab', 'https://tab.example/', '[]', CURRENT_TIMESTAMP)");
        }
        long version = single(db, "SELECT version FROM content_version WHERE id = 1");

        latest.migrate();

        for (String table : List.of("organization", "location", "school", "contact", "board", "tab_view")) {
            assertEquals(
                    table.equals("school") ? 3L : table.equals("organization") ? 2L : 1L,
                    single(db, "SELECT COUNT(*) FROM " + table),
                    table + " rows survive");
        }
        JsonObject old = json(text(db, "SELECT application_config FROM organization WHERE id = 'org-old'"));
        assertEquals(0, old.getJsonArray("coverPhoto").size());
        assertEquals(0, old.getJsonArray("marketingImages").size());
        assertFalse(old.getJsonObject("agent").containsKey("photo"));
        assertEquals("Agent", old.getJsonObject("agent").getString("name"), "the rest of the document stays");
        assertEquals(3, old.getInt("incomeToRent"));
        assertEquals(
                config(GOOD, GOOD, GOOD),
                text(db, "SELECT application_config FROM organization WHERE id = 'org-good'"));
        JsonObject location = json(text(db, "SELECT application_config FROM location WHERE id = 'loc-old'"));
        assertEquals(0, location.getJsonArray("coverPhoto").size());
        assertEquals(GOOD, location.getJsonArray("marketingImages").getString(0));
        assertFalse(location.getJsonObject("agent").containsKey("photo"));
        assertEquals("https://video.example/v", text(db, "SELECT video_url FROM location WHERE id = 'loc-old'"));
        assertNull(text(db, "SELECT url FROM school WHERE id = 'sch-planted'"));
        assertEquals("https://schools.example/good", text(db, "SELECT url FROM school WHERE id = 'sch-good'"));
        assertNull(text(db, "SELECT image_url FROM contact WHERE id = 'con-old'"));
        assertEquals(
                version + 1,
                single(db, "SELECT version FROM content_version WHERE id = 1"),
                "cached portal answers are dropped");

        String longest = "https://schools.example/" + "a".repeat(2048 - 24);
        try (Connection c = db.getConnection();
                Statement sql = c.createStatement()) {
            for (String column : List.of(
                    "school.url",
                    "location.video_url",
                    "location.virtual_tour_url",
                    "contact.image_url",
                    "tab_view.url")) {
                String[] parts = column.split("\\.");
                assertEquals(
                        1,
                        sql.executeUpdate("UPDATE " + parts[0] + " SET " + parts[1] + " = '" + longest
                                + "' WHERE id = (SELECT MIN(id) FROM " + parts[0] + ")"),
                        column);
            }
            assertThrows(
                    SQLException.class,
                    () -> sql.executeUpdate("UPDATE tab_view SET url = NULL"),
                    "tab_view.url stays NOT NULL");
        }
    }

    private static String config(String cover, String image, String photo) {
        return Json.createObjectBuilder()
                .add("incomeToRent", 3)
                .add("coverPhoto", Json.createArrayBuilder().add(cover))
                .add("marketingImages", Json.createArrayBuilder().add(image))
                .add("agent", Json.createObjectBuilder().add("name", "Agent").add("photo", photo))
                .build()
                .toString();
    }

    private static String insertOrganization(String id, String applicationConfig) {
        return "INSERT INTO organization (id, name, company_info, application_config, created_at, updated_at) VALUES"
                + " ('" + id + "', 'Old', '{}', '" + applicationConfig + "', CURRENT_TIMESTAMP, CURRENT_TIMESTAMP)";
    }

    private static String insertSchool(String id, String url) {
        return "INSERT INTO school (id, name, url, latitude, longitude, created_at, updated_at) VALUES ('" + id
                + "', 'School', " + (url == null ? "NULL" : "'" + url + "'") + ", 47.6, -122.3, CURRENT_TIMESTAMP,"
                + " CURRENT_TIMESTAMP)";
    }

    private static JsonObject json(String text) {
        return Json.createReader(new StringReader(text)).readObject();
    }

    private static String text(DataSource db, String query) throws SQLException {
        return rows(db, query).get(0);
    }

    private static long single(DataSource db, String query) throws SQLException {
        return Long.parseLong(rows(db, query).get(0));
    }

    private static List<String> rows(DataSource db, String query) throws SQLException {
        try (Connection c = db.getConnection();
                Statement sql = c.createStatement();
                ResultSet r = sql.executeQuery(query)) {
            List<String> values = new ArrayList<>();
            while (r.next()) {
                values.add(r.getString(1));
            }
            return values;
        }
    }
}
