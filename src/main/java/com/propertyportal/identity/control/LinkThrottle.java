package com.propertyportal.identity.control;

import com.propertyportal.identity.entity.LinkAttempts;
import com.propertyportal.limits.CounterRows;
import com.propertyportal.limits.SlidingWindow;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

/**
 * At most 20 posts to the password pages (using a link, asking for one) per client address in any hour, right
 * or wrong, counted in a transaction of their own (so a refused attempt still counts) under the address's row
 * lock, shared by every server. A link's token cannot be guessed; the limit keeps a client from trying, and from
 * probing many addresses. Single sign-ons started have a budget of their own per client address, 60 in any hour:
 * each one is a row until it is finished or purged, and anyone may start one.
 */
@ApplicationScoped
public class LinkThrottle {

    public static final int MAX_ATTEMPTS = 20;
    public static final int MAX_SIGN_ONS = 60;
    public static final Duration WINDOW = Duration.ofHours(1);
    static final int BUCKETS = 12;

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    @Inject
    CounterRows rows;

    /**
     * Counts one attempt: empty when it may go on, otherwise how long until the address has room again. Called
     * through {@link CounterRows#countOnce}, which runs it again when it lost the race to make the row.
     */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public Optional<Duration> attempt(String client, Instant now) {
        return count(client, MAX_ATTEMPTS, now);
    }

    /** Counts one single sign-on started from the client address, as {@link #attempt} counts a post. */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public Optional<Duration> signOn(String client, Instant now) {
        return count("sign-on " + client, MAX_SIGN_ONS, now);
    }

    private Optional<Duration> count(String key, int most, Instant now) {
        LinkAttempts row = rows.lock(
                em.createNamedQuery("LinkAttempts.of", LinkAttempts.class).setParameter("client", key),
                LinkAttempts.INSERT,
                key);
        long newest = row.newestMs();
        Instant at = Instant.ofEpochMilli(Math.max(newest, now.toEpochMilli()));
        SlidingWindow attempts =
                SlidingWindow.read(WINDOW, BUCKETS, newest, row.attempts()).at(at);
        if (attempts.room(most) == 0) {
            return Optional.of(Duration.between(now, attempts.roomAt(now, most, 1)));
        }
        attempts.add(1);
        row.count(at.toEpochMilli(), attempts.text());
        return Optional.empty();
    }

    /** Forgets addresses whose attempts all left the window. */
    @Transactional
    public int purge(Instant now) {
        return em.createNamedQuery("LinkAttempts.purge")
                .setParameter(
                        "before",
                        now.minus(SlidingWindow.reach(WINDOW, BUCKETS)).toEpochMilli())
                .executeUpdate();
    }
}
