package com.propertyportal.verification.control;

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
        final String companyId;
        final String email;
        final Instant at;
        Instant lastSent;
        final SlidingWindow sends;
        final SlidingWindow failures;

        Row(String companyId, String email, Instant at, Instant lastSent, SlidingWindow sends,
                SlidingWindow failures) {
            this.companyId = companyId;
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
    public Row lock(String companyId, String email, Instant now) {
        Object[] row = rows.lock("SELECT newest_ms, last_sent_ms, sends, failures FROM verification_limit "
                        + "WHERE company_id = ?1 AND email_normalized = ?2 FOR UPDATE",
                "INSERT INTO verification_limit (company_id, email_normalized, newest_ms, last_sent_ms, sends, "
                        + "failures) VALUES (?1, ?2, 0, 0, '', '')", companyId, email);
        long newest = ((Number) row[0]).longValue();
        Instant at = Instant.ofEpochMilli(Math.max(newest, now.toEpochMilli()));
        return new Row(companyId, email, at, Instant.ofEpochMilli(((Number) row[1]).longValue()),
                SlidingWindow.read(HOUR, HOUR_BUCKETS, newest, (String) row[2]).at(at),
                SlidingWindow.read(DAY, DAY_BUCKETS, newest, (String) row[3]).at(at));
    }

    @Transactional(Transactional.TxType.MANDATORY)
    public void write(Row row) {
        em.createNativeQuery("UPDATE verification_limit SET newest_ms = ?1, last_sent_ms = ?2, sends = ?3, "
                        + "failures = ?4 WHERE company_id = ?5 AND email_normalized = ?6")
                .setParameter(1, row.at.toEpochMilli()).setParameter(2, row.lastSent.toEpochMilli())
                .setParameter(3, row.sends.text()).setParameter(4, row.failures.text())
                .setParameter(5, row.companyId).setParameter(6, row.email).executeUpdate();
    }

    /**
     * Deletes the rows whose day of wrong codes has passed and whose last send is older than the interval
     * between two: nothing in them limits anything any more.
     */
    @Transactional
    public int purge(Instant now, Duration interval) {
        return em.createNativeQuery("DELETE FROM verification_limit WHERE newest_ms < ?1 AND last_sent_ms < ?2")
                .setParameter(1, now.minus(SlidingWindow.reach(DAY, DAY_BUCKETS)).toEpochMilli())
                .setParameter(2, now.minus(interval).toEpochMilli()).executeUpdate();
    }
}
