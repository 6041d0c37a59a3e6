package com.propertyportal.cache.control;

import jakarta.annotation.Resource;
import jakarta.ejb.Asynchronous;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;
import org.postgresql.PGConnection;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The PostgreSQL listener behind {@link ContentWatch}: it holds one connection for as long as the server
 * runs, reads the version whenever a change is notified and at least every few seconds, and while it has
 * no connection the version counts as unknown, so nothing stale is served.
 */
@Stateless
@TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
public class ContentListener {

    static final int WAIT_MILLIS = 500;
    static final long CHECK_NANOS = TimeUnit.SECONDS.toNanos(5);

    @Resource(lookup = "jdbc/portal")
    DataSource dataSource;

    @Inject
    ContentVersion versions;

    @Asynchronous
    public void listen(AtomicBoolean running) {
        while (running.get()) {
            try (Connection connection = dataSource.getConnection()) {
                connection.setAutoCommit(true);
                try (Statement listen = connection.createStatement()) {
                    listen.execute("LISTEN " + ContentVersion.CHANNEL);
                }
                PGConnection notifications = connection.unwrap(PGConnection.class);
                versions.read(connection);
                long lastCheck = System.nanoTime();
                while (running.get()) {
                    var changes = notifications.getNotifications(WAIT_MILLIS);
                    if (changes != null && changes.length > 0 || System.nanoTime() - lastCheck > CHECK_NANOS) {
                        versions.read(connection);
                        lastCheck = System.nanoTime();
                    }
                }
            } catch (SQLException | RuntimeException e) {
                versions.forget("the watch over the database was lost (" + e.getClass().getSimpleName()
                        + "); it is taken up again");
                pause();
            }
        }
    }

    private static void pause() {
        try {
            TimeUnit.SECONDS.sleep(1);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
