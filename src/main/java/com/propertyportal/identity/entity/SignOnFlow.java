package com.propertyportal.identity.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.time.Instant;
import java.util.Base64;
import java.util.Objects;

/**
 * A single sign-on under way, kept in the database under the SHA-256 of the random token only the browser's
 * cookie carries: the organization whose provider it went to, the state, nonce and PKCE verifier it sent, and
 * until when it may come back. The callback takes it (deletes it) before anything else, so it is used once.
 */
@Entity
@Table(name = "sign_on_flow")
@NamedQuery(name = "SignOnFlow.take", query = "DELETE FROM SignOnFlow f WHERE f.tokenHash = :tokenHash")
@NamedQuery(name = "SignOnFlow.purge", query = "DELETE FROM SignOnFlow f WHERE f.expiresAt <= :now")
public class SignOnFlow {

    @Id
    @Column(name = "token_hash", length = 64)
    private String tokenHash;

    @Column(name = "company_id", nullable = false, length = 64)
    private String organizationId;

    @Column(nullable = false, length = 64)
    private String state;

    @Column(nullable = false, length = 64)
    private String nonce;

    @Column(nullable = false, length = 64)
    private String verifier;

    @Column(name = "expires_at", nullable = false)
    private Instant expiresAt;

    protected SignOnFlow() {}

    public SignOnFlow(
            String tokenHash, String organizationId, String state, String nonce, String verifier, Instant expiresAt) {
        this.tokenHash = Objects.requireNonNull(tokenHash);
        this.organizationId = Objects.requireNonNull(organizationId);
        this.state = Objects.requireNonNull(state);
        this.nonce = Objects.requireNonNull(nonce);
        this.verifier = Objects.requireNonNull(verifier);
        this.expiresAt = Objects.requireNonNull(expiresAt);
    }

    public String organizationId() {
        return organizationId;
    }

    public String state() {
        return state;
    }

    public String nonce() {
        return nonce;
    }

    public String verifier() {
        return verifier;
    }

    public boolean isLiveAt(Instant now) {
        return now.isBefore(expiresAt);
    }

    /** Whether the provider sent back this flow's state (compared in constant time). */
    public boolean sent(String returnedState) {
        return returnedState != null
                && MessageDigest.isEqual(
                        state.getBytes(StandardCharsets.UTF_8), returnedState.getBytes(StandardCharsets.UTF_8));
    }

    /** The PKCE challenge of the verifier (S256). */
    public String challenge() {
        try {
            return Base64.getUrlEncoder()
                    .withoutPadding()
                    .encodeToString(
                            MessageDigest.getInstance("SHA-256").digest(verifier.getBytes(StandardCharsets.US_ASCII)));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }
}
