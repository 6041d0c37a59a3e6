package com.propertyportal.startup;

import com.propertyportal.databaseurl.DatabaseUrl;
import com.propertyportal.migration.SchemaMigration;
import com.propertyportal.settings.DatabaseKind;
import com.propertyportal.settings.StartupProblem;
import java.sql.Connection;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javax.naming.InitialContext;
import javax.naming.NamingException;
import javax.sql.DataSource;
import org.eclipse.microprofile.config.Config;

/**
 * The database answers and takes the server's login (jdbc/portal, whether the service's server.xml or an operations
 * team's defines it); on PostgreSQL, which several servers may share, the settings they must share are set; and the
 * schema is brought to this version's (a schema that cannot be ends the start with its own line).
 */
final class DatabaseCheck {

    static final String DATA_SOURCE = "jdbc/portal";

    /** The settings every server of one PostgreSQL database must be given alike (docs/running.md). */
    static final List<String> SHARED_ON_POSTGRESQL =
            List.of("admin.password", "verification.secret", "form.link.secret");

    private DatabaseCheck() {}

    static Optional<StartupProblem> problem(Config config) {
        Optional<String> url =
                config.getOptionalValue("database.url", String.class).filter(u -> !u.isBlank());
        Optional<StartupProblem> unreadable = url.flatMap(DatabaseCheck::unreadable);
        if (unreadable.isPresent()) {
            return unreadable;
        }
        Optional<String> user = url.flatMap(u -> DatabaseUrl.of(u).user())
                .or(() -> config.getOptionalValue("database.user", String.class).filter(u -> !u.isBlank()));
        String product;
        DataSource dataSource;
        try {
            dataSource = (DataSource) new InitialContext().lookup(DATA_SOURCE);
            try (Connection connection = dataSource.getConnection()) {
                product = connection.getMetaData().getDatabaseProductName();
            }
        } catch (NamingException e) {
            return Optional.of(StartupProblem.ofSetting(
                    "jdbc/portal",
                    "the server defines no data source " + DATA_SOURCE + " ("
                            + e.getClass().getSimpleName() + ")",
                    "define it in server.xml as docs/deploy-existing-liberty.md shows"));
        } catch (Exception e) {
            return Optional.of(DatabaseFailures.of(e, url, user));
        }
        if (DatabaseKind.of(product) != DatabaseKind.Vendor.POSTGRESQL) {
            SchemaMigration.migrateOrStop(dataSource);
            return Optional.empty();
        }
        List<String> missing = SHARED_ON_POSTGRESQL.stream()
                .filter(name -> config.getOptionalValue(name, String.class)
                        .filter(v -> !v.isBlank())
                        .isEmpty())
                .map(StartupProblem::variable)
                .toList();
        if (missing.isEmpty()) {
            SchemaMigration.migrateOrStop(dataSource);
            return Optional.empty();
        }
        return Optional.of(StartupProblem.ofSetting(
                String.join(", ", missing),
                (missing.size() == 1 ? "it is" : "they are") + " not set, and on PostgreSQL every server sharing the "
                        + "database must be given the same values",
                "set " + (missing.size() == 1 ? "it" : "each")
                        + " (a secret: e.g. the output of openssl rand -base64 32; "
                        + "ADMIN_PASSWORD: the administrator's password)"));
    }

    /** A DATABASE_URL of no kind the server reads: neither JDBC (PostgreSQL, H2) nor postgres://. */
    private static Optional<StartupProblem> unreadable(String url) {
        String lower = url.strip().toLowerCase(Locale.ROOT);
        if (lower.startsWith("jdbc:postgresql:") || lower.startsWith("jdbc:h2:") || DatabaseUrl.isLibpqForm(url)) {
            return Optional.empty();
        }
        return Optional.of(StartupProblem.ofSetting(
                "DATABASE_URL",
                "'" + DatabaseUrl.masked(url) + "' is not a URL of PostgreSQL or of the embedded database",
                "set it to postgres://user:password@host:5432/database or jdbc:postgresql://host:5432/database, or unset "
                        + "it for the embedded database in DATA_DIR"));
    }
}
