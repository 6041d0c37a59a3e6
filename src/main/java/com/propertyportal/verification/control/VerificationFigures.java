package com.propertyportal.verification.control;

import com.propertyportal.verification.entity.EmailVerification;
import com.propertyportal.verification.entity.VerificationStatus;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.time.Instant;
import java.util.Optional;

/** How e-mail verification went since a moment, for the administrator's overview. */
@ApplicationScoped
public class VerificationFigures {

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    /**
     * Requests started since then; of any request, those confirmed and invalidated since then; wrong codes
     * entered on requests started since then; and mails that could not be sent for them.
     */
    public record Figures(long started, long confirmed, long failed, long invalidated, long sendFailures) {}

    /** The figures of one organization, or of every one when none is named. */
    public Figures since(Instant since, Optional<String> organizationId) {
        Object[] row = em.createNamedQuery(EmailVerification.FIGURES, Object[].class)
                .setParameter("since", since)
                .setParameter("organizationId", organizationId.orElse(""))
                .setParameter("verified", VerificationStatus.VERIFIED)
                .setParameter("invalidated", VerificationStatus.INVALIDATED)
                .setParameter("sendFailed", VerificationStatus.SEND_FAILED)
                .getSingleResult();
        return new Figures(number(row[0]), number(row[1]), number(row[2]), number(row[3]), number(row[4]));
    }

    private static long number(Object value) {
        return value == null ? 0 : ((Number) value).longValue();
    }
}
