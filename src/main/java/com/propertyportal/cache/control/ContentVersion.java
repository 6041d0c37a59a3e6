package com.propertyportal.cache.control;

import com.propertyportal.monitoring.control.TracedLog;
import com.propertyportal.settings.DatabaseKind;
import jakarta.annotation.Resource;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Optional;
import java.util.logging.Logger;
import javax.sql.DataSource;

/**
 * The version of the public content, kept in the database (content_version) so that every server sees
 * one: a change moves it on inside its own transaction and, on PostgreSQL, notifies every server when it
 * commits. This server's known version is unknown (no cached answer is served) until it has been read,
 * and whenever the watch over the database is lost.
 */
@ApplicationScoped
public class ContentVersion {

    static final String CHANNEL = "portal_content";
    private static final Logger LOG = TracedLog.of(ContentVersion.class);

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    @Resource(lookup = "jdbc/portal")
    DataSource dataSource;

    @Inject
    DatabaseKind databaseKind;

    private volatile long known = -1;

    public Optional<Long> current() {
        long version = known;
        return version < 0 ? Optional.empty() : Optional.of(version);
    }

    /** In the change's transaction: the version moves on, and other servers hear of it when it commits. */
    void moveOn(@Observes PublicContentChanged change) {
        em.createNamedQuery("PublicContentVersion.moveOn").executeUpdate();
        databaseKind
                .notification(CHANNEL)
                .ifPresent(notify -> em.createNativeQuery(notify).getSingleResult());
    }

    /** After the change's transaction ended, committed or not: this server reads what is now current. */
    void afterChange(@Observes(during = TransactionPhase.AFTER_COMPLETION) PublicContentChanged change) {
        refresh();
    }

    /** Reads the version from the database; unknown when that fails. */
    public void refresh() {
        try (Connection connection = dataSource.getConnection()) {
            read(connection);
        } catch (SQLException e) {
            forget("the content version could not be read: " + e.getSQLState());
        }
    }

    /** Reads the version over a connection the caller holds (the watch's own). */
    void read(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement();
                ResultSet row = statement.executeQuery("SELECT version FROM content_version WHERE id = 1")) {
            know(row.next() ? row.getLong(1) : -1);
        }
    }

    void know(long version) {
        known = version;
    }

    /** No cached answer is served until the version is known again. */
    void forget(String why) {
        if (known >= 0) {
            LOG.warning(() -> "Cached portal answers are not served: " + why);
        }
        known = -1;
    }
}
