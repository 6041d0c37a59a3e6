package com.propertyportal.migration;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.propertyportal.json.JsonText;
import jakarta.json.JsonObject;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.UUID;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.MigrationVersion;
import org.h2.jdbcx.JdbcDataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Migration 33.1 on a database of the schema before it, holding the previous release's rows
 * (upgrade/previous-release-rows.sql) with non-ASCII links written into every link field: each such link is
 * rewritten in its ASCII form, and every other value stays as it was.
 */
class StoredLinksInAsciiTest {

    private static final String IDN = "https://bücher.example/foto.jpg";
    private static final String IDN_ASCII = "https://xn--bcher-kva.example/foto.jpg";
    private static final String PATH = "https://img.example/grüße.jpg";
    private static final String PATH_ASCII = "https://img.example/gr%C3%BC%C3%9Fe.jpg";
    /** Too long in its ASCII form to be a link: it stays as it is. */
    private static final String TOO_LONG = "https://img.example/" + "ü".repeat(400);

    private final JdbcDataSource h2 = new JdbcDataSource();
    private Flyway latest;

    @BeforeEach
    void databaseBeforeTheMigration() throws Exception {
        h2.setURL("jdbc:h2:mem:ascii-links-" + UUID.randomUUID() + ";MODE=LEGACY;DB_CLOSE_DELAY=-1");
        latest = SchemaMigration.configured(h2);
        Flyway.configure()
                .configuration(latest.getConfiguration())
                .target(MigrationVersion.fromVersion("21"))
                .load()
                .migrate();
        run(previousReleaseRows());
        Flyway.configure()
                .configuration(latest.getConfiguration())
                .target(MigrationVersion.fromVersion("33"))
                .load()
                .migrate();
    }

    @Test
    void everyStoredLinkFieldIsRewrittenInAscii() throws SQLException {
        run("UPDATE school SET url = '" + IDN + "'");
        run("UPDATE contact SET image_url = '" + PATH + "'");
        run("UPDATE location SET video_url = '" + IDN + "', virtual_tour_url = '" + PATH + "'");
        run("UPDATE tab_view SET url = '" + IDN + "'");
        run("UPDATE app SET url = '" + IDN + "'");
        run("UPDATE location SET application_config = '{\"coverPhoto\":[\"https://img.example/a.jpg\",\"" + PATH
                + "\"],\"marketingImages\":[\"" + IDN + "\"],\"agent\":{\"name\":\"Dana\",\"photo\":\"" + IDN
                + "\"},\"leaseTerms\":\"grüße\"}'");
        run("UPDATE organization SET profile = '{\"phone\":\"+15415550100\",\"website\":\"" + IDN + "\",\"logo\":\""
                + PATH + "\"}'");
        long contentVersion = number("SELECT version FROM content_version WHERE id = 1");

        latest.migrate();

        assertEquals(List.of(IDN_ASCII), strings("SELECT DISTINCT url FROM school"));
        assertEquals(List.of(PATH_ASCII), strings("SELECT DISTINCT image_url FROM contact"));
        assertEquals(
                List.of(IDN_ASCII + " " + PATH_ASCII),
                strings("SELECT DISTINCT video_url || ' ' || virtual_tour_url FROM location"));
        assertEquals(List.of(IDN_ASCII), strings("SELECT DISTINCT url FROM tab_view"));
        assertEquals(List.of(IDN_ASCII), strings("SELECT DISTINCT url FROM app"));
        JsonObject config = JsonText.object(
                strings("SELECT DISTINCT application_config FROM location").get(0));
        assertEquals(
                JsonText.object("{\"coverPhoto\":[\"https://img.example/a.jpg\",\"" + PATH_ASCII
                        + "\"],\"marketingImages\":[\"" + IDN_ASCII + "\"],\"agent\":{\"name\":\"Dana\",\"photo\":\""
                        + IDN_ASCII + "\"},\"leaseTerms\":\"grüße\"}"),
                config,
                "only the links change");
        assertEquals(
                JsonText.object("{\"phone\":\"+15415550100\",\"website\":\"" + IDN_ASCII + "\",\"logo\":\"" + PATH_ASCII
                        + "\"}"),
                JsonText.object(
                        strings("SELECT DISTINCT profile FROM organization").get(0)));
        assertEquals(
                contentVersion + 1,
                number("SELECT version FROM content_version WHERE id = 1"),
                "servers drop their cached answers");
    }

    @Test
    void aLinkInAsciiOrWithoutAnAsciiFormStaysAsItIs() throws SQLException {
        run("UPDATE school SET url = '" + TOO_LONG + "'");
        List<String> before = strings("SELECT url || ' ' || image_url FROM school, contact");
        String configs = String.join("|", strings("SELECT application_config FROM location ORDER BY id"));
        long contentVersion = number("SELECT version FROM content_version WHERE id = 1");

        latest.migrate();

        assertEquals(before, strings("SELECT url || ' ' || image_url FROM school, contact"));
        assertEquals(configs, String.join("|", strings("SELECT application_config FROM location ORDER BY id")));
        assertEquals(contentVersion, number("SELECT version FROM content_version WHERE id = 1"));
    }

    private void run(String statements) throws SQLException {
        try (Connection c = h2.getConnection();
                Statement sql = c.createStatement()) {
            for (String statement : statements.replaceAll("(?m)^--.*$", "").split(";\\s*\\n")) {
                if (!statement.isBlank()) {
                    sql.execute(statement);
                }
            }
        }
    }

    private List<String> strings(String query) throws SQLException {
        try (Connection c = h2.getConnection();
                Statement sql = c.createStatement();
                ResultSet rows = sql.executeQuery(query)) {
            List<String> values = new java.util.ArrayList<>();
            while (rows.next()) {
                values.add(rows.getString(1));
            }
            return values;
        }
    }

    private long number(String query) throws SQLException {
        return Long.parseLong(strings(query).get(0));
    }

    private static String previousReleaseRows() throws IOException {
        try (InputStream in = StoredLinksInAsciiTest.class
                .getClassLoader()
                .getResourceAsStream("upgrade/previous-release-rows.sql")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
