package com.propertyportal.verification.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;

import java.time.Instant;

import static com.propertyportal.persistence.Timestamps.at;

/** How e-mail verification went since a moment, for the administrator's overview. */
@ApplicationScoped
public class VerificationFigures {

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    /**
     * Requests started since then; of any request, those confirmed and invalidated since then; wrong codes
     * entered on requests started since then; and mails that could not be sent for them.
     */
    public record Figures(long started, long confirmed, long failed, long invalidated, long sendFailures) {
    }

    public Figures since(Instant since) {
        Object[] row = (Object[]) em.createNativeQuery("SELECT "
                        + "SUM(CASE WHEN created_at >= ?1 THEN 1 ELSE 0 END), "
                        + "SUM(CASE WHEN status = 'VERIFIED' AND finished_at >= ?1 THEN 1 ELSE 0 END), "
                        + "SUM(CASE WHEN created_at >= ?1 THEN failed_attempts ELSE 0 END), "
                        + "SUM(CASE WHEN status = 'INVALIDATED' AND finished_at >= ?1 THEN 1 ELSE 0 END), "
                        + "SUM(CASE WHEN status = 'SEND_FAILED' AND created_at >= ?1 THEN 1 ELSE 0 END) "
                        + "FROM email_verification WHERE created_at >= ?1 OR finished_at >= ?1")
                .setParameter(1, at(since)).getSingleResult();
        return new Figures(number(row[0]), number(row[1]), number(row[2]), number(row[3]), number(row[4]));
    }

    private static long number(Object value) {
        return value == null ? 0 : ((Number) value).longValue();
    }
}
