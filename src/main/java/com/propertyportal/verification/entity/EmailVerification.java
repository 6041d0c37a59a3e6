package com.propertyportal.verification.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

import java.time.Instant;
import java.util.Objects;

/**
 * One e-mail verification request. The code is kept only as a keyed hash; counting failures and
 * using the code up happen as conditional UPDATEs so that they hold across servers.
 */
@Entity
@Table(name = "email_verification")
public class EmailVerification {

    @Id
    @Column(length = 32)
    private String id;

    @Column(name = "company_id", nullable = false, length = 64)
    private String companyId;

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

    protected EmailVerification() {
    }

    public EmailVerification(String id, String companyId, String emailNormalized, String codeHash, Instant now,
            Instant expiresAt) {
        this.id = Objects.requireNonNull(id);
        this.companyId = Objects.requireNonNull(companyId);
        this.emailNormalized = Objects.requireNonNull(emailNormalized);
        this.codeHash = Objects.requireNonNull(codeHash);
        this.status = VerificationStatus.PENDING;
        this.createdAt = now;
        this.expiresAt = expiresAt;
    }

    public String id() { return id; }
    public String companyId() { return companyId; }
    public String emailNormalized() { return emailNormalized; }
    public String codeHash() { return codeHash; }
    public VerificationStatus status() { return status; }
    public int failedAttempts() { return failedAttempts; }
    public Instant createdAt() { return createdAt; }
    public Instant expiresAt() { return expiresAt; }
}
