package com.propertyportal.admin.control;

import com.propertyportal.limits.CounterRows;
import com.propertyportal.limits.SlidingWindow;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

import static com.propertyportal.persistence.Timestamps.at;
import static com.propertyportal.persistence.Timestamps.instant;

/**
 * The login throttle's counts, one row per client address, shared by every server: attempts in the sliding
 * 15 minutes (fifteen buckets of a minute), each counted under the row's lock before its password is checked,
 * and until when the address is refused.
 */
@ApplicationScoped
public class LoginAttempts {

    static final int MAX_FAILURES = LoginThrottle.MAX_FAILURES;
    static final Duration WINDOW = LoginThrottle.WINDOW;
    static final int BUCKETS = 15;

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    @Inject
    CounterRows rows;

    /**
     * Counts one attempt; empty when it may proceed, else how long the address stays refused. The attempt past
     * the limit starts the block and clears the count, so the address starts afresh once the block ends. The
     * row is made by the first attempt (see {@link com.propertyportal.limits.CounterRows}).
     */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public Optional<Duration> attempt(String client, Instant now) {
        Object[] row = rows.lock("SELECT newest_ms, attempts, blocked_until FROM admin_login_throttle "
                        + "WHERE client_address = ?1 FOR UPDATE",
                "INSERT INTO admin_login_throttle (client_address, newest_ms, attempts) VALUES (?1, 0, '')", client);
        Instant blockedUntil = instant(row[2]);
        if (blockedUntil != null && blockedUntil.isAfter(now)) {
            return Optional.of(Duration.between(now, blockedUntil));
        }
        long newest = ((Number) row[0]).longValue();
        Instant at = Instant.ofEpochMilli(Math.max(newest, now.toEpochMilli()));
        SlidingWindow attempts = SlidingWindow.read(WINDOW, BUCKETS, newest, (String) row[1]).at(at);
        Instant blocked = attempts.count() >= MAX_FAILURES ? now.plus(WINDOW) : null;
        SlidingWindow kept = blocked == null ? attempts : SlidingWindow.empty(WINDOW, BUCKETS);
        if (blocked == null) {
            attempts.add(1);
        }
        // A NULL written as a literal: bound, it would travel untyped, which PostgreSQL refuses for a timestamp.
        var update = em.createNativeQuery("UPDATE admin_login_throttle SET newest_ms = ?1, attempts = ?2, "
                        + "blocked_until = " + (blocked == null ? "NULL" : "?4") + " WHERE client_address = ?3")
                .setParameter(1, at.toEpochMilli()).setParameter(2, kept.text()).setParameter(3, client);
        if (blocked != null) {
            update.setParameter(4, at(blocked));
        }
        update.executeUpdate();
        return blocked == null ? Optional.empty() : Optional.of(WINDOW);
    }

    /**
     * Gives back the attempt of a login that was right: only failures count. It was counted moments ago, so
     * the newest count in the window is it, or one as recent.
     */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public void giveBack(String client) {
        List<?> rows = em.createNativeQuery("SELECT newest_ms, attempts FROM admin_login_throttle "
                + "WHERE client_address = ?1 AND blocked_until IS NULL FOR UPDATE").setParameter(1, client)
                .getResultList();
        if (rows.isEmpty()) {
            return;
        }
        Object[] row = (Object[]) rows.get(0);
        SlidingWindow attempts = SlidingWindow.read(WINDOW, BUCKETS, ((Number) row[0]).longValue(), (String) row[1]);
        attempts.takeBackNewest();
        em.createNativeQuery("UPDATE admin_login_throttle SET attempts = ?1 WHERE client_address = ?2")
                .setParameter(1, attempts.text()).setParameter(2, client).executeUpdate();
    }

    /** Forgets addresses whose attempts left the window and whose block ended. */
    @Transactional
    public int purge(Instant now) {
        return em.createNativeQuery("DELETE FROM admin_login_throttle WHERE newest_ms < ?1 "
                        + "AND (blocked_until IS NULL OR blocked_until < ?2)")
                .setParameter(1, now.minus(SlidingWindow.reach(WINDOW, BUCKETS)).toEpochMilli())
                .setParameter(2, at(now)).executeUpdate();
    }
}
