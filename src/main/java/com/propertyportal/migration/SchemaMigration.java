package com.propertyportal.migration;

import com.propertyportal.monitoring.control.TracedLog;
import com.propertyportal.settings.DatabaseKind;
import com.propertyportal.settings.FailFast;
import com.propertyportal.settings.StartupProblem;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.Resource;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.logging.Logger;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;
import org.flywaydb.core.api.output.MigrateResult;

/**
 * Brings the schema to the newest version before anything else touches the database. The same
 * version history runs on H2 and PostgreSQL; vendor folders hold the few statements that differ, and
 * the few migrations written in Java are listed here.
 * (Each folder has an empty flyway.location file: Liberty's class loader lists a folder only so.)
 */
@Startup
@Singleton
@TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
public class SchemaMigration {

    private static final Logger LOG = TracedLog.of(SchemaMigration.class);
    private static final AtomicBoolean MIGRATED = new AtomicBoolean();

    @Resource(lookup = "jdbc/portal")
    DataSource dataSource;

    @PostConstruct
    void migrate() {
        migrateOrStop(dataSource);
    }

    /**
     * Brings the schema to this version's, once per start of the application (the start-up checks call it first,
     * before any bean runs; this singleton's call then finds it done). A schema that cannot be migrated ends the
     * start with one line.
     */
    public static void migrateOrStop(DataSource dataSource) {
        if (!MIGRATED.compareAndSet(false, true)) {
            return;
        }
        MigrateResult result;
        Flyway flyway = configured(dataSource);
        try {
            result = flyway.migrate();
        } catch (FlywayException e) {
            MIGRATED.set(false);
            throw FailFast.stop(StartupProblem.ofData(
                    "the database schema",
                    "it could not be brought to this version's (" + summary(e) + ")",
                    "restore the backup taken before this upgrade and start the version that wrote it, or repair the "
                            + "schema as the cause says (docs/operations.md)"));
        }
        String version = result.targetSchemaVersion != null
                ? result.targetSchemaVersion
                : java.util.Optional.ofNullable(flyway.info().current())
                        .map(current -> current.getVersion().toString())
                        .orElse("none");
        LOG.info(() -> "Database schema at version " + version + " (" + result.migrationsExecuted
                + " migrations applied now, " + result.database + ")");
    }

    /** Flyway's reason in one line of at most 300 characters. */
    static String summary(FlywayException failure) {
        String text = String.join(
                "; ",
                String.valueOf(failure.getMessage())
                        .lines()
                        .map(String::strip)
                        .filter(line -> !line.isEmpty() && !line.startsWith("Need more flexibility"))
                        .toList());
        return text.length() > 300 ? text.substring(0, 300) + "…" : text;
    }

    /** Flyway set up for this database: the common migrations plus the vendor's own folder. */
    public static Flyway configured(DataSource dataSource) {
        String common = "classpath:db/migration/common";
        return Flyway.configure(SchemaMigration.class.getClassLoader())
                .dataSource(dataSource)
                .locations(
                        common,
                        "classpath:db/migration/" + DatabaseKind.of(dataSource).folder())
                .callbackLocations(common)
                .javaMigrations(new StoredLinksCleanup(), new CardValuesBackfill(), new StoredLinksInAscii())
                .failOnMissingLocations(false)
                .load();
    }
}
