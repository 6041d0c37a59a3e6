package com.propertyportal.admin.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;

import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Optional;

import static com.propertyportal.persistence.Timestamps.at;
import static com.propertyportal.persistence.Timestamps.instant;

/**
 * The login throttle's counts, one row per client address, shared by every server: attempts in the
 * current window, each counted under the row's lock before its password is checked, and until when the
 * address is refused.
 */
@ApplicationScoped
public class LoginAttempts {

    static final int MAX_FAILURES = LoginThrottle.MAX_FAILURES;
    static final Duration WINDOW = LoginThrottle.WINDOW;

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    /** Counts one attempt; empty when it may proceed, else how long the address stays refused. */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public Optional<Duration> attempt(String client, Instant now) {
        List<?> rows = em.createNativeQuery("SELECT window_start, attempts, blocked_until FROM admin_login_throttle "
                + "WHERE client_address = ?1 FOR UPDATE").setParameter(1, client).getResultList();
        if (rows.isEmpty()) {
            em.createNativeQuery("INSERT INTO admin_login_throttle (client_address, window_start, attempts) "
                    + "VALUES (?1, ?2, 1)").setParameter(1, client).setParameter(2, at(now)).executeUpdate();
            return Optional.empty();
        }
        Object[] row = (Object[]) rows.get(0);
        Instant windowStart = instant(row[0]);
        int attempts = ((Number) row[1]).intValue();
        Instant blockedUntil = instant(row[2]);
        if (blockedUntil != null && blockedUntil.isAfter(now)) {
            return Optional.of(Duration.between(now, blockedUntil));
        }
        if (blockedUntil != null || !windowStart.plus(WINDOW).isAfter(now)) {
            windowStart = now;
            attempts = 0;
        }
        attempts++;
        Instant blocked = attempts > MAX_FAILURES ? now.plus(WINDOW) : null;
        // A NULL written as a literal: bound, it would travel untyped, which PostgreSQL refuses for a timestamp.
        var update = em.createNativeQuery("UPDATE admin_login_throttle SET window_start = ?1, attempts = ?2, "
                        + "blocked_until = " + (blocked == null ? "NULL" : "?4") + " WHERE client_address = ?3")
                .setParameter(1, at(windowStart)).setParameter(2, attempts).setParameter(3, client);
        if (blocked != null) {
            update.setParameter(4, at(blocked));
        }
        update.executeUpdate();
        return blocked == null ? Optional.empty() : Optional.of(WINDOW);
    }

    /** Gives back the attempt of a login that was right: only failures count. */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public void giveBack(String client) {
        em.createNativeQuery("UPDATE admin_login_throttle SET attempts = attempts - 1 WHERE client_address = ?1 "
                + "AND attempts > 0 AND blocked_until IS NULL").setParameter(1, client).executeUpdate();
    }

    /** Forgets addresses whose window and block both ended. */
    @Transactional
    public int purge(Instant now) {
        OffsetDateTime cutoff = at(now.minus(WINDOW));
        return em.createNativeQuery("DELETE FROM admin_login_throttle WHERE window_start < ?1 "
                + "AND (blocked_until IS NULL OR blocked_until < ?2)").setParameter(1, cutoff)
                .setParameter(2, at(now)).executeUpdate();
    }
}
