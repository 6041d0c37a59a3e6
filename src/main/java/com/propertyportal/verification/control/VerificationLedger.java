package com.propertyportal.verification.control;

import com.propertyportal.verification.entity.EmailVerification;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;

import java.time.Instant;
import java.util.Optional;

import static com.propertyportal.persistence.Timestamps.at;
import static com.propertyportal.persistence.Timestamps.instant;

/**
 * Verification state changes, each its own short transaction and each a single conditional UPDATE,
 * so "at most 5 failures" and "used once" hold under concurrency and across servers.
 */
@ApplicationScoped
public class VerificationLedger {

    public static final int MAX_FAILURES = 5;

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    /** What the abuse limits need to know about one address's recent requests. */
    public record History(long lastHour, Instant latest, long failuresToday) {
    }

    @Transactional
    public void open(EmailVerification verification) {
        em.persist(verification);
    }

    @Transactional
    public Optional<EmailVerification> find(String id) {
        return Optional.ofNullable(em.find(EmailVerification.class, id));
    }

    @Transactional
    public void markSendFailed(String id, Instant now) {
        em.createNativeQuery("UPDATE email_verification SET status = 'SEND_FAILED', finished_at = ?1 "
                + "WHERE id = ?2 AND status = 'PENDING'").setParameter(1, at(now)).setParameter(2, id).executeUpdate();
    }

    /** Uses the code up; true for exactly one caller, and only while the request is pending and fresh. */
    @Transactional
    public boolean use(String id, String companyId, Instant now) {
        return em.createNativeQuery("UPDATE email_verification SET status = 'VERIFIED', finished_at = ?1 "
                        + "WHERE id = ?2 AND company_id = ?3 AND status = 'PENDING' AND expires_at > ?1 "
                        + "AND failed_attempts < " + MAX_FAILURES)
                .setParameter(1, at(now)).setParameter(2, id).setParameter(3, companyId).executeUpdate() == 1;
    }

    /** Counts one wrong code; the fifth invalidates the request for good, and only then is the answer true. */
    @Transactional
    public boolean countFailure(String id, Instant now) {
        int counted = em.createNativeQuery("UPDATE email_verification SET failed_attempts = failed_attempts + 1, "
                        + "status = CASE WHEN failed_attempts + 1 >= " + MAX_FAILURES + " THEN 'INVALIDATED' "
                        + "ELSE status END, "
                        + "finished_at = CASE WHEN failed_attempts + 1 >= " + MAX_FAILURES + " THEN ?1 "
                        + "ELSE finished_at END "
                        + "WHERE id = ?2 AND status = 'PENDING' AND expires_at > ?1 AND failed_attempts < "
                        + MAX_FAILURES)
                .setParameter(1, at(now)).setParameter(2, id).executeUpdate();
        // The row stays locked by this transaction's update, so the status read is the one it wrote.
        return counted == 1 && "INVALIDATED".equals(em.createNativeQuery(
                "SELECT status FROM email_verification WHERE id = ?1").setParameter(1, id).getSingleResult());
    }

    @Transactional
    public History history(String companyId, String email, Instant now) {
        Object[] row = (Object[]) em.createNativeQuery("SELECT "
                        + "COALESCE(SUM(CASE WHEN created_at > ?1 THEN 1 ELSE 0 END), 0), MAX(created_at), "
                        + "COALESCE(SUM(failed_attempts), 0) FROM email_verification "
                        + "WHERE email_normalized = ?2 AND company_id = ?3 AND created_at > ?4")
                .setParameter(1, at(now.minusSeconds(3600))).setParameter(2, email).setParameter(3, companyId)
                .setParameter(4, at(now.minusSeconds(86_400))).getSingleResult();
        return new History(((Number) row[0]).longValue(), instant(row[1]), ((Number) row[2]).longValue());
    }

    /** Deletes requests that ended (expired, used, invalidated, unsent) before the cutoff; one statement. */
    @Transactional
    public int purgeEndedBefore(Instant cutoff) {
        return em.createNativeQuery("DELETE FROM email_verification WHERE expires_at < ?1 "
                + "OR (status <> 'PENDING' AND finished_at < ?1)").setParameter(1, at(cutoff)).executeUpdate();
    }
}
