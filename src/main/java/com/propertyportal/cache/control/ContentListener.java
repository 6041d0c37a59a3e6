package com.propertyportal.cache.control;

import jakarta.annotation.Resource;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.function.BooleanSupplier;
import javax.sql.DataSource;
import org.postgresql.PGConnection;

/**
 * One turn of the PostgreSQL watch behind {@link ContentWatch}: on a connection of its own it listens for
 * content changes, reads the version (so nothing committed before the listening began is missed), reads it
 * again whenever a change is notified, and after the turn stops listening and gives the connection back.
 */
@ApplicationScoped
public class ContentListener {

    @Resource(lookup = "jdbc/portal")
    DataSource dataSource;

    @Inject
    ContentVersion versions;

    /** Listens for up to {@code turn}, less if {@code running} turns false; a lost connection throws. */
    void listen(Duration turn, BooleanSupplier running) throws SQLException {
        long end = System.nanoTime() + turn.toNanos();
        try (Connection connection = dataSource.getConnection()) {
            connection.setAutoCommit(true);
            execute(connection, "LISTEN " + ContentVersion.CHANNEL);
            try {
                PGConnection notifications = connection.unwrap(PGConnection.class);
                versions.read(connection);
                long left;
                while (running.getAsBoolean() && (left = end - System.nanoTime()) > 0) {
                    var changes = notifications.getNotifications((int) Math.max(1, Math.min(left / 1_000_000, 500)));
                    if (changes != null && changes.length > 0) {
                        versions.read(connection);
                    }
                }
            } finally {
                // The pool hands this connection out again: it must not go on collecting notifications.
                execute(connection, "UNLISTEN *");
            }
        }
    }

    private static void execute(Connection connection, String sql) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            statement.execute(sql);
        }
    }
}
