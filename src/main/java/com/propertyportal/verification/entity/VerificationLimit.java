package com.propertyportal.verification.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.util.Objects;

/**
 * The codes sent to one address of an organization and its wrong codes, shared by every server: when its last
 * code was sent, and the buckets of the sliding hour of sends and the sliding day of failures (see
 * {@link com.propertyportal.limits.SlidingWindow}).
 */
@Entity
@Table(name = "verification_limit")
@IdClass(VerificationLimit.Key.class)
@NamedQuery(
        name = "VerificationLimit.of",
        query = "SELECT v FROM VerificationLimit v "
                + "WHERE v.organizationId = :organizationId AND v.emailNormalized = :email")
@NamedQuery(
        name = "VerificationLimit.purge",
        query = "DELETE FROM VerificationLimit v " + "WHERE v.newestMs < :before AND v.lastSentMs < :sentBefore")
public class VerificationLimit {

    /** Makes the row of an organization's address: nothing counted yet. */
    public static final String INSERT = "INSERT INTO verification_limit (company_id, email_normalized, newest_ms, "
            + "last_sent_ms, sends, failures) VALUES (?1, ?2, 0, 0, '', '')";

    /** The row's key: an organization and a normalized address. */
    public static class Key implements Serializable {
        private static final long serialVersionUID = 1L;

        public String organizationId;
        public String emailNormalized;

        @Override
        public boolean equals(Object o) {
            return o instanceof Key k
                    && Objects.equals(organizationId, k.organizationId)
                    && Objects.equals(emailNormalized, k.emailNormalized);
        }

        @Override
        public int hashCode() {
            return Objects.hash(organizationId, emailNormalized);
        }
    }

    @Id
    @Column(name = "company_id", length = 64)
    private String organizationId;

    @Id
    @Column(name = "email_normalized", length = 320)
    private String emailNormalized;

    @Column(name = "newest_ms", nullable = false)
    private long newestMs;

    @Column(name = "last_sent_ms", nullable = false)
    private long lastSentMs;

    @Column(nullable = false, length = 1000)
    private String sends;

    @Column(nullable = false, length = 1000)
    private String failures;

    protected VerificationLimit() {}

    /** The sends and failures counted up to the newest instant, and when the last code was sent. */
    public void count(long newestMs, long lastSentMs, String sends, String failures) {
        this.newestMs = newestMs;
        this.lastSentMs = lastSentMs;
        this.sends = Objects.requireNonNull(sends);
        this.failures = Objects.requireNonNull(failures);
    }

    public long newestMs() {
        return newestMs;
    }

    public long lastSentMs() {
        return lastSentMs;
    }

    public String sends() {
        return sends;
    }

    public String failures() {
        return failures;
    }
}
