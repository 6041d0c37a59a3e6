package com.propertyportal.migration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.MigrationInfo;
import org.flywaydb.core.api.MigrationVersion;
import org.h2.jdbcx.JdbcDataSource;
import org.junit.jupiter.api.Test;

/**
 * Every migration after the schema of release 0.4.0 (14.1) only adds, so a server of the version before it
 * keeps running on the migrated schema during a rolling upgrade (docs/operations.md): it removes no table
 * or column, changes no column's type but to widen it, makes no nullable column NOT NULL, and gives an
 * existing table a NOT NULL column only with a default. Checked on the columns an H2 database has before
 * and after each migration, so SQL and Java migrations alike are held to it.
 */
class AdditiveMigrationsTest {

    private static final MigrationVersion ADDITIVE_FROM = MigrationVersion.fromVersion("14.1");

    private record Column(String type, long size, boolean nullable, boolean hasDefault) {}

    @Test
    void everyMigrationAfterTheRuleBeganOnlyAdds() throws SQLException {
        JdbcDataSource h2 = new JdbcDataSource();
        h2.setURL("jdbc:h2:mem:additive-" + UUID.randomUUID() + ";MODE=LEGACY;DB_CLOSE_DELAY=-1");
        Flyway latest = SchemaMigration.configured(h2);
        List<MigrationVersion> later = Arrays.stream(latest.info().all())
                .map(MigrationInfo::getVersion)
                .filter(v -> v.isNewerThan(ADDITIVE_FROM.getVersion()))
                .sorted()
                .toList();
        assertTrue(later.size() >= 2, "migrations after " + ADDITIVE_FROM + " to check: " + later);
        migrateTo(latest, ADDITIVE_FROM);
        Map<String, Column> before = columns(h2);
        List<String> broken = new ArrayList<>();
        for (MigrationVersion version : later) {
            migrateTo(latest, version);
            Map<String, Column> after = columns(h2);
            broken.addAll(whatIsNotAdded(version, before, after));
            before = after;
        }
        assertEquals(List.of(), broken, "migrations that do not only add");
    }

    private static List<String> whatIsNotAdded(
            MigrationVersion version, Map<String, Column> before, Map<String, Column> after) {
        List<String> broken = new ArrayList<>();
        before.forEach((name, old) -> {
            Column now = after.get(name);
            if (now == null) {
                broken.add(version + " removes " + name);
            } else if (!now.type().equals(old.type()) || now.size() < old.size()) {
                broken.add(version + " changes " + name + " from " + old + " to " + now);
            } else if (old.nullable() && !now.nullable()) {
                broken.add(version + " makes " + name + " NOT NULL");
            }
        });
        after.forEach((name, now) -> {
            String table = name.substring(0, name.indexOf('.'));
            boolean tableExisted = before.keySet().stream().anyMatch(c -> c.startsWith(table + "."));
            if (!before.containsKey(name) && tableExisted && !now.nullable() && !now.hasDefault()) {
                broken.add(version + " adds " + name + " NOT NULL without a default");
            }
        });
        return broken;
    }

    private static void migrateTo(Flyway latest, MigrationVersion version) {
        Flyway.configure()
                .configuration(latest.getConfiguration())
                .target(version)
                .load()
                .migrate();
    }

    /** Every column of the application's tables, by table.column. */
    private static Map<String, Column> columns(JdbcDataSource db) throws SQLException {
        Map<String, Column> columns = new TreeMap<>();
        try (Connection c = db.getConnection();
                ResultSet r = c.getMetaData().getColumns(null, "PUBLIC", "%", "%")) {
            while (r.next()) {
                String table = r.getString("TABLE_NAME").toLowerCase();
                if (!table.equals("flyway_schema_history")) {
                    columns.put(
                            table + "." + r.getString("COLUMN_NAME").toLowerCase(),
                            new Column(
                                    r.getString("TYPE_NAME"),
                                    r.getLong("COLUMN_SIZE"),
                                    "YES".equals(r.getString("IS_NULLABLE")),
                                    r.getString("COLUMN_DEF") != null));
                }
            }
        }
        return columns;
    }
}
