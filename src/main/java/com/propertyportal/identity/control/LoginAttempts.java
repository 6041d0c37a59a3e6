package com.propertyportal.identity.control;

import com.propertyportal.identity.entity.AddressAttempts;
import com.propertyportal.limits.CounterRows;
import com.propertyportal.limits.SlidingWindow;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

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
        AddressAttempts row = rows.lock(
                em.createNamedQuery("AddressAttempts.of", AddressAttempts.class).setParameter("client", client),
                AddressAttempts.INSERT,
                client);
        Instant blockedUntil = row.blockedUntil();
        if (blockedUntil != null && blockedUntil.isAfter(now)) {
            return Optional.of(Duration.between(now, blockedUntil));
        }
        long newest = row.newestMs();
        Instant at = Instant.ofEpochMilli(Math.max(newest, now.toEpochMilli()));
        SlidingWindow attempts =
                SlidingWindow.read(WINDOW, BUCKETS, newest, row.attempts()).at(at);
        Instant blocked = attempts.count() >= MAX_FAILURES ? now.plus(WINDOW) : null;
        SlidingWindow kept = blocked == null ? attempts : SlidingWindow.empty(WINDOW, BUCKETS);
        if (blocked == null) {
            attempts.add(1);
        }
        row.count(at.toEpochMilli(), kept.text(), blocked);
        return blocked == null ? Optional.empty() : Optional.of(WINDOW);
    }

    /**
     * Gives back the attempt of a login that was right: only failures count. It was counted moments ago, so
     * the newest count in the window is it, or one as recent.
     */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public void giveBack(String client) {
        List<AddressAttempts> rows = em.createNamedQuery("AddressAttempts.unblocked", AddressAttempts.class)
                .setParameter("client", client)
                .setLockMode(LockModeType.PESSIMISTIC_WRITE)
                .getResultList();
        if (rows.isEmpty()) {
            return;
        }
        AddressAttempts row = rows.get(0);
        SlidingWindow attempts = SlidingWindow.read(WINDOW, BUCKETS, row.newestMs(), row.attempts());
        attempts.takeBackNewest();
        row.takeBack(attempts.text());
    }

    /** Forgets addresses whose attempts left the window and whose block ended. */
    @Transactional
    public int purge(Instant now) {
        return em.createNamedQuery("AddressAttempts.purge")
                .setParameter(
                        "before",
                        now.minus(SlidingWindow.reach(WINDOW, BUCKETS)).toEpochMilli())
                .setParameter("now", now)
                .executeUpdate();
    }
}
