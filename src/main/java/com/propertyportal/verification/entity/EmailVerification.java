package com.propertyportal.verification.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.Objects;

/**
 * One e-mail verification request and the only place its states change. The code is kept only as a keyed
 * hash. Callers load the request locked (under its address's lock when confirming), call one transition and
 * let the transaction store it, so each transition holds across servers.
 */
@Entity
@Table(name = "email_verification")
@NamedQuery(
        name = EmailVerification.PURGE_ENDED,
        query = "DELETE FROM EmailVerification v "
                + "WHERE v.expiresAt < :cutoff OR (v.status <> :pending AND v.finishedAt < :cutoff)")
@NamedQuery(
        name = EmailVerification.FIGURES,
        query = "SELECT "
                + "SUM(CASE WHEN v.createdAt >= :since THEN 1 ELSE 0 END), "
                + "SUM(CASE WHEN v.status = :verified AND v.finishedAt >= :since THEN 1 ELSE 0 END), "
                + "SUM(CASE WHEN v.createdAt >= :since THEN v.failedAttempts ELSE 0 END), "
                + "SUM(CASE WHEN v.status = :invalidated AND v.finishedAt >= :since THEN 1 ELSE 0 END), "
                + "SUM(CASE WHEN v.status = :sendFailed AND v.createdAt >= :since THEN 1 ELSE 0 END) "
                + "FROM EmailVerification v WHERE (v.createdAt >= :since OR v.finishedAt >= :since) "
                + "AND (:organizationId = '' OR v.organizationId = :organizationId)")
@NamedQuery(
        name = EmailVerification.OF_ADDRESS,
        query = "SELECT v FROM EmailVerification v WHERE v.organizationId = :organizationId "
                + "AND v.emailNormalized = :email ORDER BY v.createdAt DESC, v.id DESC")
public class EmailVerification {

    public static final String PURGE_ENDED = "EmailVerification.purgeEnded";
    public static final String OF_ADDRESS = "EmailVerification.ofAddress";
    public static final String FIGURES = "EmailVerification.figures";

    /** The wrong code that invalidates a request. */
    public static final int MAX_FAILURES = 5;

    /** How one code for the request ended. */
    public enum Outcome {
        /** The right code: the request is used up. */
        VERIFIED,
        /** A wrong code, counted; the request stays pending. */
        WRONG,
        /** The wrong code that ends the request for good. */
        INVALIDATED,
        /** The request was no longer pending (used, invalidated, expired, unsent); nothing changed. */
        ENDED,
        /** The address's budget of wrong codes is spent: refused without looking at the code; nothing changed. */
        BUDGET_SPENT
    }

    @Id
    @Column(length = 32)
    private String id;

    @Column(name = "company_id", nullable = false, length = 64)
    private String organizationId;

    @Column(name = "email_normalized", nullable = false, length = 320)
    private String emailNormalized;

    @Column(name = "code_hash", nullable = false, length = 64)
    private String codeHash;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false, length = 20)
    private VerificationStatus status;

    @Column(name = "failed_attempts", nullable = false)
    private int failedAttempts;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    @Column(name = "expires_at", nullable = false)
    private Instant expiresAt;

    @Column(name = "finished_at")
    private Instant finishedAt;

    protected EmailVerification() {}

    /** A pending request whose code, mailed now, lives until expiresAt. */
    public EmailVerification(
            String id, String organizationId, String emailNormalized, String codeHash, Instant now, Instant expiresAt) {
        this.id = Objects.requireNonNull(id);
        this.organizationId = Objects.requireNonNull(organizationId);
        this.emailNormalized = Objects.requireNonNull(emailNormalized);
        this.codeHash = Objects.requireNonNull(codeHash);
        this.createdAt = Objects.requireNonNull(now);
        this.expiresAt = Objects.requireNonNull(expiresAt);
        if (!expiresAt.isAfter(now)) {
            throw new IllegalArgumentException("expires at " + expiresAt + ", not after " + now);
        }
        this.status = VerificationStatus.PENDING;
    }

    /** The state at that instant: a pending request whose code expired (at its expiry exactly) reads EXPIRED. */
    public VerificationStatus statusAt(Instant now) {
        if (status == VerificationStatus.PENDING && failedAttempts >= MAX_FAILURES) {
            return VerificationStatus.INVALIDATED;
        }
        if (status == VerificationStatus.PENDING && !now.isBefore(expiresAt)) {
            return VerificationStatus.EXPIRED;
        }
        return status;
    }

    /** Whether a code may still be confirmed at that instant. */
    public boolean isPendingAt(Instant now) {
        return statusAt(now) == VerificationStatus.PENDING;
    }

    /**
     * Settles one code: a request no longer pending answers ENDED whatever the budget; then a spent budget of
     * the address refuses without looking at the code; then the right code uses the request up, and a wrong one
     * counts, the fifth invalidating the request.
     */
    public Outcome confirm(boolean codeMatches, boolean budgetSpent, Instant now) {
        if (!isPendingAt(now)) {
            return Outcome.ENDED;
        }
        if (budgetSpent) {
            return Outcome.BUDGET_SPENT;
        }
        if (codeMatches) {
            finish(VerificationStatus.VERIFIED, now);
            return Outcome.VERIFIED;
        }
        failedAttempts++;
        if (failedAttempts >= MAX_FAILURES) {
            finish(VerificationStatus.INVALIDATED, now);
            return Outcome.INVALIDATED;
        }
        return Outcome.WRONG;
    }

    /** The code's e-mail could not be sent: a request still pending ends; answers whether it did. */
    public boolean sendFailed(Instant now) {
        if (status != VerificationStatus.PENDING) {
            return false;
        }
        finish(VerificationStatus.SEND_FAILED, now);
        return true;
    }

    private void finish(VerificationStatus end, Instant now) {
        status = end;
        finishedAt = now;
    }

    public String id() {
        return id;
    }

    public String organizationId() {
        return organizationId;
    }

    public String emailNormalized() {
        return emailNormalized;
    }

    public String codeHash() {
        return codeHash;
    }

    public int failedAttempts() {
        return failedAttempts;
    }

    public Instant createdAt() {
        return createdAt;
    }

    public Instant expiresAt() {
        return expiresAt;
    }

    public Instant finishedAt() {
        return finishedAt;
    }
}
