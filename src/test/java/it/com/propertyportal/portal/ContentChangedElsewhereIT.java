package it.com.propertyportal.portal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import it.com.propertyportal.Api;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * On PostgreSQL, the answers a server keeps in memory are dropped when another server sharing the database
 * changes the content: this test commits, over its own connection, what another server's change commits
 * (the data, the content version moved on, the notification on channel portal_content).
 */
class ContentChangedElsewhereIT {

    private static final String DATABASE = System.getProperty("it.database.url", "");
    private static final Duration NOTICE = Duration.ofSeconds(15);

    private final PortalFixture fixture = new PortalFixture();
    private final String location = fixture.location("Harbor Watched");

    private String name() {
        return Api.get("/listing/" + location).json().getString("name");
    }

    private Connection database() throws SQLException {
        return DriverManager.getConnection(
                DATABASE,
                System.getProperty("it.database.user", "postgres"),
                System.getProperty("it.database.password", ""));
    }

    private void rename(Connection db, String name) throws SQLException {
        try (PreparedStatement update = db.prepareStatement("UPDATE location SET name = ? WHERE id = ?")) {
            update.setString(1, name);
            update.setString(2, location);
            assertEquals(1, update.executeUpdate());
        }
    }

    @Test
    void aChangeAnotherServerCommitsIsServedWithinSeconds() throws Exception {
        assumeTrue(DATABASE.startsWith("jdbc:postgresql:"), "the embedded database belongs to the server alone");
        fixture.imported();
        assertEquals("Harbor Watched", name());
        try (Connection db = database()) {
            rename(db, "Changed Without Notice");
        }
        assertEquals("Harbor Watched", name(), "kept in memory: a change nobody announced is not seen");

        try (Connection db = database();
                Statement statement = db.createStatement()) {
            db.setAutoCommit(false);
            rename(db, "Changed Elsewhere");
            statement.executeUpdate("UPDATE content_version SET version = version + 1 WHERE id = 1");
            statement.execute("SELECT pg_notify('portal_content', '')");
            db.commit();
        }
        long deadline = System.nanoTime() + NOTICE.toNanos();
        String seen = name();
        while (!seen.equals("Changed Elsewhere") && System.nanoTime() < deadline) {
            Thread.sleep(100);
            seen = name();
        }
        assertEquals("Changed Elsewhere", seen, "the notified change is served within " + NOTICE);
    }
}
