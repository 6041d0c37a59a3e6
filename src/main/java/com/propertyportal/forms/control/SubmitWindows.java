package com.propertyportal.forms.control;

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
        Object[] row = rows.lock("SELECT newest_ms, per_minute FROM form_submit_limit WHERE client_address = ?1 "
                        + "AND form_id = ?2 FOR UPDATE",
                "INSERT INTO form_submit_limit (client_address, form_id, newest_ms, per_minute) VALUES (?1, ?2, 0, '')",
                client, formId);
        long newest = ((Number) row[0]).longValue();
        Instant at = Instant.ofEpochMilli(Math.max(newest, now.toEpochMilli()));
        SlidingWindow minute = SlidingWindow.read(MINUTE, BUCKETS, newest, (String) row[1]).at(at);
        if (minute.room(perMinute) == 0) {
            return Optional.of(minute.roomAt(at, perMinute, 1));
        }
        minute.add(1);
        em.createNativeQuery("UPDATE form_submit_limit SET newest_ms = ?1, per_minute = ?2 WHERE client_address = ?3 "
                + "AND form_id = ?4").setParameter(1, at.toEpochMilli()).setParameter(2, minute.text())
                .setParameter(3, client).setParameter(4, formId).executeUpdate();
        return Optional.empty();
    }

    /** Deletes the rows whose minute has passed, of any form id, known or not. */
    @Transactional
    public int purge(Instant now) {
        return em.createNativeQuery("DELETE FROM form_submit_limit WHERE newest_ms < ?1")
                .setParameter(1, now.minus(SlidingWindow.reach(MINUTE, BUCKETS)).toEpochMilli()).executeUpdate();
    }
}
