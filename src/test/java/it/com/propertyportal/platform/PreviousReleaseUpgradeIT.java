package it.com.propertyportal.platform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.propertyportal.migration.SchemaMigration;
import com.propertyportal.migration.StoredLinksCleanup;
import com.propertyportal.settings.DatabaseKind;
import it.com.propertyportal.Api;
import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.MigrationInfo;
import org.flywaydb.core.api.MigrationVersion;
import org.flywaydb.core.api.migration.JavaMigration;
import org.flywaydb.core.api.output.MigrateResult;
import org.h2.jdbcx.JdbcDataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.postgresql.ds.PGSimpleDataSource;

/**
 * A database at the previous release's schema (upgrade/previous-release.properties), holding rows in every
 * table as that release writes them, is upgraded by this build's own Flyway configuration: every row and
 * every value it held is still there, and the new card values are filled for its cards. The previous
 * release's migrations then find the newer schema acceptable and change nothing, which is what lets it
 * run beside this build during a rolling upgrade. On H2 and, when the tests run on PostgreSQL, in a schema
 * of its own in the test database, dropped afterwards.
 */
class PreviousReleaseUpgradeIT {

    private static final String URL = System.getProperty("it.database.url", "");
    private static final byte[] FILE_BYTES = {'%', 'P', 'D', 'F'};

    @TempDir
    Path previousMigrations;

    @Test
    void anH2DatabaseOfThePreviousReleaseKeepsEveryValue() throws Exception {
        JdbcDataSource h2 = new JdbcDataSource();
        h2.setURL("jdbc:h2:mem:" + Api.unique("previous") + ";MODE=LEGACY;DB_CLOSE_DELAY=-1");
        upgradeKeepsEveryValue(h2);
    }

    @Test
    void aPostgresqlDatabaseOfThePreviousReleaseKeepsEveryValue() throws Exception {
        assumeTrue(URL.startsWith("jdbc:postgresql"), "the PostgreSQL upgrade runs when the tests run on PostgreSQL");
        String schema = Api.unique("previous").toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]", "_");
        PGSimpleDataSource pg = new PGSimpleDataSource();
        pg.setURL(URL);
        pg.setUser(System.getProperty("it.database.user", "postgres"));
        pg.setPassword(System.getProperty("it.database.password", ""));
        execute(pg, "CREATE SCHEMA " + schema);
        try {
            // The trigram operators live where the extension was created (public), so it stays on the path.
            pg.setCurrentSchema(schema + ",public");
            upgradeKeepsEveryValue(pg);
        } finally {
            pg.setCurrentSchema("public");
            execute(pg, "DROP SCHEMA " + schema + " CASCADE");
        }
    }

    private void upgradeKeepsEveryValue(DataSource db) throws Exception {
        Properties previous = previousRelease();
        MigrationVersion previousSchema = MigrationVersion.fromVersion(previous.getProperty("schemaVersion"));
        Flyway latest = SchemaMigration.configured(db);
        Flyway.configure()
                .configuration(latest.getConfiguration())
                .target(previousSchema)
                .load()
                .migrate();
        assertEquals(
                previousSchema, latest.info().current().getVersion(), "the previous release's schema is a version");
        writePreviousReleaseRows(db);
        Map<String, Table> before = tables(db);
        for (Table table : before.values()) {
            assertFalse(table.rows().isEmpty(), table.name() + " holds rows before the upgrade");
        }

        MigrateResult upgrade = latest.migrate();

        assertTrue(upgrade.success);
        assertEquals(
                Arrays.stream(latest.info().all())
                        .map(MigrationInfo::getVersion)
                        .max(MigrationVersion::compareTo)
                        .orElseThrow(),
                latest.info().current().getVersion(),
                "the upgrade reaches this build's newest migration");
        for (Table table : before.values()) {
            assertEquals(
                    kept(table),
                    read(db, table.name(), table.columns()).rows(),
                    table.name() + ": every row and value survives the upgrade");
        }
        assertEquals(
                Set.of("fullName", "email", "moveIn", "unit", "income", "pets"),
                Set.copyOf(strings(db, "SELECT field_key FROM card_value WHERE card_id = 'card-up-ava'")),
                "the upgrade fills a card value for each field of the cards written before it");
        assertEquals(
                List.of("ava martinez"),
                strings(db, "SELECT text_value FROM card_value WHERE field_key = 'fullName'"),
                "a text value is kept in lower case");

        MigrateResult previousOnNewer =
                previousReleaseFlyway(db, latest, previousSchema).migrate();
        assertTrue(previousOnNewer.success, "the previous release starts on the newer schema");
        assertEquals(0, previousOnNewer.migrationsExecuted, "and changes nothing in it");
        for (Table table : before.values()) {
            assertEquals(kept(table), read(db, table.name(), table.columns()).rows(), table.name());
        }
    }

    /**
     * The rows an upgrade keeps: every one, but the console sessions, which migration 34 ends on purpose (they
     * recorded no credential generation, and a session must belong to the credential it was opened with).
     */
    private static Set<String> kept(Table table) {
        return table.name().equals("console_session") ? Set.of() : table.rows();
    }

    /**
     * Flyway as the previous release configures it: its migrations (this build's, up to its schema version)
     * and its Java migrations, without this build's newer ones.
     */
    private Flyway previousReleaseFlyway(DataSource db, Flyway latest, MigrationVersion previousSchema)
            throws IOException, URISyntaxException {
        String vendor = DatabaseKind.of(db).folder();
        List<String> locations = new ArrayList<>();
        for (String folder : List.of("common", vendor)) {
            Path source = Paths.get(SchemaMigration.class
                            .getClassLoader()
                            .getResource("db/migration/" + folder + "/flyway.location")
                            .toURI())
                    .getParent();
            Path copy = Files.createDirectories(previousMigrations.resolve(folder));
            try (Stream<Path> files = Files.list(source)) {
                for (Path file : files.filter(f -> f.getFileName().toString().matches("V[0-9_]+__.*\\.sql"))
                        .toList()) {
                    String version = file.getFileName().toString().replaceAll("^V([0-9_]+)__.*", "$1");
                    if (!MigrationVersion.fromVersion(version).isNewerThan(previousSchema.getVersion())) {
                        Files.copy(file, copy.resolve(file.getFileName()));
                    }
                }
            }
            locations.add("filesystem:" + copy);
        }
        JavaMigration[] javaMigrations = Stream.of(new StoredLinksCleanup())
                .filter(m -> !m.getVersion().isNewerThan(previousSchema.getVersion()))
                .toArray(JavaMigration[]::new);
        return Flyway.configure()
                .dataSource(db)
                .locations(locations.toArray(String[]::new))
                .javaMigrations(javaMigrations)
                .failOnMissingLocations(false)
                .load();
    }

    private static Properties previousRelease() throws IOException {
        Properties properties = new Properties();
        try (InputStream in = resource("upgrade/previous-release.properties")) {
            properties.load(in);
        }
        return properties;
    }

    private static void writePreviousReleaseRows(DataSource db) throws IOException, SQLException {
        String script;
        try (InputStream in = resource("upgrade/previous-release-rows.sql")) {
            script = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        try (Connection c = db.getConnection();
                Statement sql = c.createStatement()) {
            for (String statement : script.replaceAll("(?m)^--.*$", "").split(";\\s*\\n")) {
                if (!statement.isBlank()) {
                    sql.execute(statement);
                }
            }
            try (PreparedStatement chunk =
                    c.prepareStatement("INSERT INTO card_file_chunk (file_id, n, content) VALUES (?, ?, ?)")) {
                chunk.setString(1, "file-up");
                chunk.setInt(2, 0);
                chunk.setBytes(3, FILE_BYTES);
                chunk.executeUpdate();
            }
        }
    }

    private record Table(String name, List<String> columns, Set<String> rows) {}

    /** Every table of the schema but Flyway's own, with its columns and rows. */
    private static Map<String, Table> tables(DataSource db) throws SQLException {
        Map<String, List<String>> columns = new LinkedHashMap<>();
        try (Connection c = db.getConnection()) {
            DatabaseMetaData meta = c.getMetaData();
            try (ResultSet r = meta.getColumns(c.getCatalog(), c.getSchema(), "%", "%")) {
                while (r.next()) {
                    String table = r.getString("TABLE_NAME").toLowerCase(Locale.ROOT);
                    if (!table.equals("flyway_schema_history")) {
                        columns.computeIfAbsent(table, t -> new ArrayList<>())
                                .add(r.getString("COLUMN_NAME").toLowerCase(Locale.ROOT));
                    }
                }
            }
        }
        Map<String, Table> tables = new LinkedHashMap<>();
        for (var table : columns.entrySet()) {
            tables.put(table.getKey(), read(db, table.getKey(), table.getValue()));
        }
        return tables;
    }

    private static Table read(DataSource db, String table, List<String> columns) throws SQLException {
        Set<String> rows = new TreeSet<>();
        try (Connection c = db.getConnection();
                Statement sql = c.createStatement();
                ResultSet r = sql.executeQuery("SELECT " + String.join(", ", columns) + " FROM " + table)) {
            ResultSetMetaData meta = r.getMetaData();
            while (r.next()) {
                StringBuilder row = new StringBuilder();
                for (int i = 1; i <= meta.getColumnCount(); i++) {
                    Object value = r.getObject(i);
                    row.append(columns.get(i - 1))
                            .append('=')
                            .append(
                                    value instanceof byte[] bytes
                                            ? HexFormat.of().formatHex(bytes)
                                            : r.getString(i))
                            .append('|');
                }
                rows.add(row.toString());
            }
        }
        return new Table(table, columns, rows);
    }

    private static List<String> strings(DataSource db, String query) throws SQLException {
        List<String> values = new ArrayList<>();
        try (Connection c = db.getConnection();
                Statement sql = c.createStatement();
                ResultSet r = sql.executeQuery(query)) {
            while (r.next()) {
                values.add(r.getString(1));
            }
        }
        return values;
    }

    private static void execute(DataSource db, String statement) throws SQLException {
        try (Connection c = db.getConnection();
                Statement sql = c.createStatement()) {
            sql.execute(statement);
        }
    }

    private static InputStream resource(String name) {
        return PreviousReleaseUpgradeIT.class.getClassLoader().getResourceAsStream(name);
    }
}
