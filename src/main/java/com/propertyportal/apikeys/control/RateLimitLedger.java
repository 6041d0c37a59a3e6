package com.propertyportal.apikeys.control;

import com.propertyportal.apikeys.entity.RateLimit;
import com.propertyportal.limits.CounterRows;
import com.propertyportal.limits.SlidingWindow;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import java.time.Duration;
import java.time.Instant;

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

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    @Inject
    CounterRows rows;

    /**
     * The outcome of one claim: how many of the wanted requests were admitted, the minute's count with them,
     * when the next one would fit (if not all did), and when the minute's count next goes down.
     */
    public record Claim(int granted, long minuteCount, Instant roomAt, Instant minuteEasesAt) {}

    /** The key's row, made with the key, so that requests never race to make it. */
    static void open(EntityManager em, String keyId) {
        em.persist(new RateLimit(keyId));
    }

    /** Admits up to the wanted number of requests at that instant. */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public Claim claim(String keyId, Instant now, int wanted, int perSecond, int perMinute) {
        RateLimit row = rows.lock(
                em.createNamedQuery("RateLimit.byKey", RateLimit.class).setParameter("keyId", keyId),
                RateLimit.INSERT,
                keyId);
        long newest = row.newestMs();
        Instant at = Instant.ofEpochMilli(Math.max(newest, now.toEpochMilli()));
        SlidingWindow second = SlidingWindow.read(SECOND, SECOND_BUCKETS, newest, row.perSecond())
                .at(at);
        SlidingWindow minute = SlidingWindow.read(MINUTE, MINUTE_BUCKETS, newest, row.perMinute())
                .at(at);
        int granted = (int) Math.min(wanted, Math.min(second.room(perSecond), minute.room(perMinute)));
        if (granted > 0) {
            second.add(granted);
            minute.add(granted);
            row.count(at.toEpochMilli(), second.text(), minute.text());
        }
        Instant roomAt = latest(second.roomAt(at, perSecond, 1), minute.roomAt(at, perMinute, 1));
        return new Claim(granted, minute.count(), roomAt, minute.easesAt(at));
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
