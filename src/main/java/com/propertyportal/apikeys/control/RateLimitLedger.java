package com.propertyportal.apikeys.control;

import com.propertyportal.apikeys.entity.RateLimit;
import com.propertyportal.limits.CounterRows;
import com.propertyportal.limits.SlidingWindow;
import com.propertyportal.persistence.LocalTransaction;
import com.propertyportal.settings.DatabaseKind;
import jakarta.annotation.Resource;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import javax.sql.DataSource;

/**
 * The rate-limit state every server shares, one row per key: requests in the sliding second (ten buckets of
 * 100 ms) and the sliding minute (sixty of a second). A claim checks both and counts in one short transaction
 * under the row's lock, so the total across servers never passes either limit.
 */
@ApplicationScoped
public class RateLimitLedger {

    static final Duration SECOND = Duration.ofSeconds(1);
    static final int SECOND_BUCKETS = 10;
    static final Duration MINUTE = Duration.ofMinutes(1);
    static final int MINUTE_BUCKETS = 60;

    static final String LIVE = "SELECT b.api_enabled, b.id FROM api_key k JOIN board b ON b.id = k.board_id"
            + " WHERE k.id = ? AND k.revoked_at IS NULL";
    static final String LOCK = "SELECT newest_ms, per_second, per_minute FROM rate_limit WHERE key_id = ? FOR UPDATE";
    static final String COUNT = "UPDATE rate_limit SET newest_ms = ?, per_second = ?, per_minute = ? WHERE key_id = ?";

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    @Resource(lookup = "jdbc/portal")
    DataSource dataSource;

    @Inject
    DatabaseKind database;

    /**
     * The outcome of one claim: how many of the wanted requests were admitted, the minute's count with them,
     * when the next one would fit (if not all did), and when the minute's count next goes down.
     */
    public record Claim(int granted, long minuteCount, Instant roomAt, Instant minuteEasesAt) {}

    /** The key's row, made with the key, so that requests never race to make it. */
    static void open(EntityManager em, String keyId) {
        em.persist(new RateLimit(keyId));
    }

    /**
     * Admits up to the wanted number of requests at that instant, or none with {@link KeyNotLive} when the key
     * is revoked, or with {@link ApiSwitchedOff} when its board's API is off: the key read, its row locked, checked and counted in one transaction of its own on one
     * connection (plain JDBC: this runs once per batch of a key's requests,
     * on the path of every core call, and a container transaction around three statements cost more than they
     * did). Never called inside a transaction: the request filter that asks has none.
     */
    public Claim claim(String keyId, Instant now, int wanted, int perSecond, int perMinute) {
        try (Connection connection = dataSource.getConnection()) {
            return LocalTransaction.run(connection, () -> claim(connection, keyId, now, wanted, perSecond, perMinute));
        } catch (SQLException e) {
            throw new IllegalStateException("Rate limit claim failed: " + e.getSQLState(), e);
        }
    }

    private Claim claim(Connection connection, String keyId, Instant now, int wanted, int perSecond, int perMinute)
            throws SQLException {
        requireLive(connection, keyId);
        Counted row = lock(connection, keyId);
        Instant at = Instant.ofEpochMilli(Math.max(row.newestMs(), now.toEpochMilli()));
        SlidingWindow second = SlidingWindow.read(SECOND, SECOND_BUCKETS, row.newestMs(), row.perSecond())
                .at(at);
        SlidingWindow minute = SlidingWindow.read(MINUTE, MINUTE_BUCKETS, row.newestMs(), row.perMinute())
                .at(at);
        int granted = (int) Math.min(wanted, Math.min(second.room(perSecond), minute.room(perMinute)));
        if (granted > 0) {
            second.add(granted);
            minute.add(granted);
            try (PreparedStatement update = connection.prepareStatement(COUNT)) {
                update.setLong(1, at.toEpochMilli());
                update.setString(2, second.text());
                update.setString(3, minute.text());
                update.setString(4, keyId);
                update.executeUpdate();
            }
        }
        Instant roomAt = latest(second.roomAt(at, perSecond, 1), minute.roomAt(at, perMinute, 1));
        return new Claim(granted, minute.count(), roomAt, minute.easesAt(at));
    }

    /** A claim for a key that was revoked, or removed with its board: nothing is counted, and no call admitted. */
    public static final class KeyNotLive extends RuntimeException {
        private static final long serialVersionUID = 1L;

        KeyNotLive() {
            super("The API key is not live", null, false, false);
        }
    }

    /**
     * A claim for a live key whose board's API is switched off: nothing is counted, and no call admitted until the
     * switch is on again.
     */
    public static final class ApiSwitchedOff extends RuntimeException {
        private static final long serialVersionUID = 1L;

        private final String boardId;

        public ApiSwitchedOff(String boardId) {
            super("The API of board " + boardId + " is switched off", null, false, false);
            this.boardId = boardId;
        }

        public String boardId() {
            return boardId;
        }
    }

    private static void requireLive(Connection connection, String keyId) throws SQLException {
        try (PreparedStatement query = connection.prepareStatement(LIVE)) {
            query.setString(1, keyId);
            try (ResultSet row = query.executeQuery()) {
                if (!row.next()) {
                    throw new KeyNotLive();
                }
                if (!row.getBoolean(1)) {
                    throw new ApiSwitchedOff(row.getString(2));
                }
            }
        }
    }

    /** What the key's row holds. */
    private record Counted(long newestMs, String perSecond, String perMinute) {}

    /**
     * The key's row, locked until the transaction ends; made (nothing counted) when missing, as {@link
     * CounterRows#lock} makes rows.
     */
    private Counted lock(Connection connection, String keyId) throws SQLException {
        Optional<Counted> row = read(connection, keyId);
        if (row.isEmpty()) {
            try (PreparedStatement insert =
                    connection.prepareStatement(database.insertUnlessPresent(RateLimit.INSERT))) {
                insert.setString(1, keyId);
                insert.executeUpdate();
            }
            row = read(connection, keyId);
        }
        return row.orElseThrow(() -> new IllegalStateException("The rate limit row of a key was not made"));
    }

    private static Optional<Counted> read(Connection connection, String keyId) throws SQLException {
        try (PreparedStatement query = connection.prepareStatement(LOCK)) {
            query.setString(1, keyId);
            try (ResultSet row = query.executeQuery()) {
                return row.next()
                        ? Optional.of(new Counted(row.getLong(1), row.getString(2), row.getString(3)))
                        : Optional.empty();
            }
        }
    }

    /**
     * Deletes the rows of revoked keys once their windows passed. A live key keeps its one row (made with it),
     * however long it is idle.
     */
    @Transactional
    public int purge(Instant now) {
        return em.createNamedQuery("RateLimit.purge")
                .setParameter(
                        "before",
                        now.minus(SlidingWindow.reach(MINUTE, MINUTE_BUCKETS)).toEpochMilli())
                .executeUpdate();
    }

    private static Instant latest(Instant a, Instant b) {
        return a.isAfter(b) ? a : b;
    }
}
