package com.propertyportal.verification.control;

import com.propertyportal.verification.entity.EmailVerification;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

import static com.propertyportal.persistence.Timestamps.at;
import static com.propertyportal.persistence.Timestamps.instant;

/**
 * Verification state changes, each one short transaction. Opening a request and confirming a code first lock
 * the address's {@link AddressCounts} row, then check the limits, count and change the request in that same
 * transaction: "at most 5 failures", "used once", the sends an hour, the interval and the daily budget of
 * wrong codes all hold under concurrency and across servers.
 */
@ApplicationScoped
public class VerificationLedger {

    public static final int MAX_FAILURES = 5;

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    @Inject
    AddressCounts addresses;

    /** How a confirm ended; the budget's refusal says until when. */
    public enum Outcome {
        VERIFIED, WRONG, INVALIDATED, ENDED, BUDGET_SPENT
    }

    public record Confirmation(Outcome outcome, Optional<AbuseLimits.Refusal> refusal) {

        static Confirmation of(Outcome outcome) {
            return new Confirmation(outcome, Optional.empty());
        }
    }

    /** Stores the request and counts its send, unless the address's limits refuse it (then nothing changes). */
    @Transactional
    public Optional<AbuseLimits.Refusal> open(EmailVerification verification, AbuseLimits.Rules rules) {
        AddressCounts.Row counts = addresses.lock(verification.companyId(), verification.emailNormalized(),
                verification.createdAt());
        Optional<AbuseLimits.Refusal> refusal = rules.refuseSend(counts);
        if (refusal.isEmpty()) {
            counts.countSend();
            addresses.write(counts);
            em.persist(verification);
        }
        return refusal;
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

    /**
     * Settles one code for the request: a request that is no longer pending answers ENDED whatever the budget
     * (the fifth wrong code's rule comes first); then a spent budget refuses without looking at the code; then
     * a right code uses the request up, and a wrong one counts against the request and the address's budget.
     */
    @Transactional
    public Confirmation confirm(EmailVerification verification, boolean right, Instant now, AbuseLimits.Rules rules) {
        AddressCounts.Row counts = addresses.lock(verification.companyId(), verification.emailNormalized(), now);
        String id = verification.id();
        // Every change of a pending request happens under the address's lock: what this reads stays true.
        List<?> rows = em.createNativeQuery("SELECT status, expires_at, failed_attempts FROM email_verification "
                + "WHERE id = ?1").setParameter(1, id).getResultList();
        if (rows.isEmpty() || !pending((Object[]) rows.get(0), now)) {
            return Confirmation.of(Outcome.ENDED);
        }
        Optional<AbuseLimits.Refusal> spent = rules.refuseConfirm(counts);
        if (spent.isPresent()) {
            return new Confirmation(Outcome.BUDGET_SPENT, spent);
        }
        if (right) {
            int used = em.createNativeQuery("UPDATE email_verification SET status = 'VERIFIED', finished_at = ?1 "
                    + "WHERE id = ?2 AND status = 'PENDING'").setParameter(1, at(now)).setParameter(2, id).executeUpdate();
            return Confirmation.of(used == 1 ? Outcome.VERIFIED : Outcome.ENDED);
        }
        int failures = ((Number) ((Object[]) rows.get(0))[2]).intValue() + 1;
        boolean last = failures >= MAX_FAILURES;
        int counted = (last
                ? em.createNativeQuery("UPDATE email_verification SET failed_attempts = ?1, status = 'INVALIDATED', "
                        + "finished_at = ?2 WHERE id = ?3 AND status = 'PENDING'").setParameter(2, at(now))
                        .setParameter(3, id)
                : em.createNativeQuery("UPDATE email_verification SET failed_attempts = ?1 WHERE id = ?2 "
                        + "AND status = 'PENDING'").setParameter(2, id))
                .setParameter(1, failures).executeUpdate();
        if (counted == 0) {
            return Confirmation.of(Outcome.ENDED);
        }
        counts.countFailure();
        addresses.write(counts);
        return Confirmation.of(last ? Outcome.INVALIDATED : Outcome.WRONG);
    }

    private static boolean pending(Object[] request, Instant now) {
        return "PENDING".equals(request[0]) && instant(request[1]).isAfter(now)
                && ((Number) request[2]).intValue() < MAX_FAILURES;
    }

    /** Deletes requests that ended (expired, used, invalidated, unsent) before the cutoff; one statement. */
    @Transactional
    public int purgeEndedBefore(Instant cutoff) {
        return em.createNativeQuery("DELETE FROM email_verification WHERE expires_at < ?1 "
                + "OR (status <> 'PENDING' AND finished_at < ?1)").setParameter(1, at(cutoff)).executeUpdate();
    }
}
