package com.propertyportal.verification.control;

import com.propertyportal.verification.entity.EmailVerification;
import com.propertyportal.verification.entity.VerificationStatus;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.Optional;

/**
 * Loads, locks and stores verification requests, each change one short transaction; the rules of the change are
 * the request's own ({@link EmailVerification}). Opening a request and confirming a code first lock the
 * address's {@link AddressCounts} row, then the request's, then check the limits, count and change the request
 * in that same transaction: "at most 5 failures", "used once", the sends an hour, the interval and the daily
 * budget of wrong codes all hold under concurrency and across servers.
 */
@ApplicationScoped
public class VerificationLedger {

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    @Inject
    AddressCounts addresses;

    /** How a confirm ended; a spent budget's refusal says until when. */
    public record Confirmation(EmailVerification.Outcome outcome, Optional<AbuseLimits.Refusal> refusal) {}

    /** Stores the request and counts its send, unless the address's limits refuse it (then nothing changes). */
    @Transactional
    public Optional<AbuseLimits.Refusal> open(EmailVerification verification, AbuseLimits.Rules rules) {
        AddressCounts.Row counts =
                addresses.lock(verification.organizationId(), verification.emailNormalized(), verification.createdAt());
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
        locked(id).ifPresent(verification -> verification.sendFailed(now));
    }

    /** Settles one code for the request under the address's lock and the request's; see EmailVerification#confirm. */
    @Transactional
    public Confirmation confirm(EmailVerification verification, boolean right, Instant now, AbuseLimits.Rules rules) {
        AddressCounts.Row counts = addresses.lock(verification.organizationId(), verification.emailNormalized(), now);
        Optional<EmailVerification> current = locked(verification.id());
        if (current.isEmpty()) {
            return new Confirmation(EmailVerification.Outcome.ENDED, Optional.empty());
        }
        Optional<AbuseLimits.Refusal> spent = rules.refuseConfirm(counts);
        EmailVerification.Outcome outcome = current.get().confirm(right, spent.isPresent(), now);
        switch (outcome) {
            case WRONG, INVALIDATED -> {
                counts.countFailure();
                addresses.write(counts);
            }
            case BUDGET_SPENT -> {
                return new Confirmation(outcome, spent);
            }
            case VERIFIED, ENDED -> {}
        }
        return new Confirmation(outcome, Optional.empty());
    }

    /** The request, its row locked until the transaction ends, read from the database rather than any cache. */
    private Optional<EmailVerification> locked(String id) {
        return Optional.ofNullable(em.find(EmailVerification.class, id, LockModeType.PESSIMISTIC_WRITE));
    }

    /** Deletes requests that ended (expired, used, invalidated, unsent) before the cutoff; one statement. */
    @Transactional
    public int purgeEndedBefore(Instant cutoff) {
        return em.createNamedQuery(EmailVerification.PURGE_ENDED)
                .setParameter("cutoff", cutoff)
                .setParameter("pending", VerificationStatus.PENDING)
                .executeUpdate();
    }
}
