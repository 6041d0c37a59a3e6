package com.propertyportal.forms.control;

import com.propertyportal.forms.entity.SubmitLimit;
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
 * The submit counts every server shares, one row per client address and form: submits in the sliding minute
 * (sixty buckets of a second), checked and counted under the row's lock in a transaction of their own, so a
 * submit that then fails (400) still counts, and one refused (429) does not.
 */
@ApplicationScoped
public class SubmitWindows {

    static final Duration MINUTE = Duration.ofMinutes(1);
    static final int BUCKETS = 60;

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    @Inject
    CounterRows rows;

    /** Counts one submit when the minute has room for it: empty then, else the instant it will have. */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public Optional<Instant> count(String client, String formId, Instant now, int perMinute) {
        SubmitLimit row = rows.lock(
                em.createNamedQuery("SubmitLimit.of", SubmitLimit.class)
                        .setParameter("client", client)
                        .setParameter("formId", formId),
                SubmitLimit.INSERT,
                client,
                formId);
        long newest = row.newestMs();
        Instant at = Instant.ofEpochMilli(Math.max(newest, now.toEpochMilli()));
        SlidingWindow minute =
                SlidingWindow.read(MINUTE, BUCKETS, newest, row.perMinute()).at(at);
        if (minute.room(perMinute) == 0) {
            return Optional.of(minute.roomAt(at, perMinute, 1));
        }
        minute.add(1);
        row.count(at.toEpochMilli(), minute.text());
        return Optional.empty();
    }

    /** Deletes the rows whose minute has passed, of any form id, known or not. */
    @Transactional
    public int purge(Instant now) {
        return em.createNamedQuery("SubmitLimit.purge")
                .setParameter(
                        "before",
                        now.minus(SlidingWindow.reach(MINUTE, BUCKETS)).toEpochMilli())
                .executeUpdate();
    }
}
