package com.propertyportal.delegation.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.Objects;

/**
 * One generation of the keys that sign delegate tokens: its key id, its public key as a JWK and its private
 * key as a JWK sealed with the servers' shared secret (see {@code SealedKeys}).
 */
@Entity
@Table(name = "signing_key")
@NamedQuery(name = "SigningKey.all", query = "SELECT k FROM SigningKey k ORDER BY k.generation DESC")
@NamedQuery(name = "SigningKey.retire", query = "DELETE FROM SigningKey k WHERE k.generation < :below")
public class SigningKey {

    @Id
    @Column(length = 64)
    private String kid;

    @Column(nullable = false, unique = true)
    private int generation;

    @Column(name = "public_jwk", nullable = false, length = 2000)
    private String publicJwk;

    @Column(name = "private_jwk", nullable = false, length = 4000)
    private String sealedPrivateJwk;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    protected SigningKey() {}

    public SigningKey(String kid, int generation, String publicJwk, String sealedPrivateJwk, Instant now) {
        this.kid = Objects.requireNonNull(kid);
        this.generation = generation;
        this.publicJwk = Objects.requireNonNull(publicJwk);
        this.sealedPrivateJwk = Objects.requireNonNull(sealedPrivateJwk);
        this.createdAt = Objects.requireNonNull(now);
    }

    public String kid() {
        return kid;
    }

    public int generation() {
        return generation;
    }

    public String publicJwk() {
        return publicJwk;
    }

    public String sealedPrivateJwk() {
        return sealedPrivateJwk;
    }

    public Instant createdAt() {
        return createdAt;
    }
}
