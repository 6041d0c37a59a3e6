package com.propertyportal.verification.control;

import com.propertyportal.limits.CounterRows;
import com.propertyportal.limits.SlidingWindow;
import com.propertyportal.verification.entity.VerificationLimit;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import java.time.Duration;
import java.time.Instant;

/**
 * One row per address of an organization, which every initiation and confirm for the address locks first:
 * when its last code was sent, codes sent in the sliding hour (sixty buckets of a minute) and wrong codes in
 * the sliding day (ninety-six of a quarter hour). Kept apart from the requests, so the purge of ended requests
 * takes nothing from the budgets.
 */
@ApplicationScoped
public class AddressCounts {

    static final Duration HOUR = Duration.ofHours(1);
    static final int HOUR_BUCKETS = 60;
    static final Duration DAY = Duration.ofDays(1);
    static final int DAY_BUCKETS = 96;

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    @Inject
    CounterRows rows;

    /** One address's counts as its locked row holds them, moved on to the instant they were read at. */
    public static final class Row {
        final String organizationId;
        final String email;
        final Instant at;
        Instant lastSent;
        final SlidingWindow sends;
        final SlidingWindow failures;
        private VerificationLimit limit;

        Row(
                String organizationId,
                String email,
                Instant at,
                Instant lastSent,
                SlidingWindow sends,
                SlidingWindow failures) {
            this.organizationId = organizationId;
            this.email = email;
            this.at = at;
            this.lastSent = lastSent;
            this.sends = sends;
            this.failures = failures;
        }

        void countSend() {
            sends.add(1);
            lastSent = at;
        }

        void countFailure() {
            failures.add(1);
        }
    }

    /** The address's row, locked until the transaction ends (made, with nothing counted, when missing). */
    @Transactional(Transactional.TxType.MANDATORY)
    public Row lock(String organizationId, String email, Instant now) {
        VerificationLimit limit = rows.lock(
                em.createNamedQuery("VerificationLimit.of", VerificationLimit.class)
                        .setParameter("organizationId", organizationId)
                        .setParameter("email", email),
                VerificationLimit.INSERT,
                organizationId,
                email);
        long newest = limit.newestMs();
        Instant at = Instant.ofEpochMilli(Math.max(newest, now.toEpochMilli()));
        Row row = new Row(
                organizationId,
                email,
                at,
                Instant.ofEpochMilli(limit.lastSentMs()),
                SlidingWindow.read(HOUR, HOUR_BUCKETS, newest, limit.sends()).at(at),
                SlidingWindow.read(DAY, DAY_BUCKETS, newest, limit.failures()).at(at));
        row.limit = limit;
        return row;
    }

    /** Keeps the row's counts in its locked entity, written when the transaction commits. */
    @Transactional(Transactional.TxType.MANDATORY)
    public void write(Row row) {
        row.limit.count(row.at.toEpochMilli(), row.lastSent.toEpochMilli(), row.sends.text(), row.failures.text());
    }

    /**
     * Deletes the rows whose day of wrong codes has passed and whose last send is older than the interval
     * between two: nothing in them limits anything any more.
     */
    @Transactional
    public int purge(Instant now, Duration interval) {
        return em.createNamedQuery("VerificationLimit.purge")
                .setParameter(
                        "before",
                        now.minus(SlidingWindow.reach(DAY, DAY_BUCKETS)).toEpochMilli())
                .setParameter("sentBefore", now.minus(interval).toEpochMilli())
                .executeUpdate();
    }
}
