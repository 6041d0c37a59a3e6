package com.propertyportal.apikeys.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * An API key, created on one board, that grants its whole organization what its {@link KeyScope} allows. Only
 * the SHA-256 of the key is kept; the key itself is shown once, at creation.
 */
@Entity
@Table(name = "api_key")
@NamedQuery(
        name = "ApiKey.ofBoard",
        query = "SELECT k FROM ApiKey k WHERE k.boardId = :boardId " + "ORDER BY k.createdAt, k.id")
@NamedQuery(
        name = "ApiKey.touch",
        query = "UPDATE ApiKey k SET k.lastUsedAt = :now WHERE k.id = :id "
                + "AND (k.lastUsedAt IS NULL OR k.lastUsedAt < :staleBefore)")
public class ApiKey {

    @Id
    @Column(length = 64)
    private String id;

    @Column(name = "board_id", nullable = false, length = 64)
    private String boardId;

    @Column(name = "company_id", nullable = false, length = 64)
    private String organizationId;

    @Column(nullable = false, length = 100)
    private String name;

    @Column(name = "key_hash", nullable = false, length = 64, unique = true)
    private String keyHash;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    @Column(name = "last_used_at")
    private Instant lastUsedAt;

    @Column(name = "revoked_at")
    private Instant revokedAt;

    /** The scope's wire name, as the migration's check constraint knows them. */
    @Column(nullable = false, length = 10)
    private String scope;

    protected ApiKey() {}

    public ApiKey(
            String id,
            String boardId,
            String organizationId,
            String name,
            KeyScope scope,
            String keyHash,
            Instant now) {
        this.id = Objects.requireNonNull(id);
        this.boardId = Objects.requireNonNull(boardId);
        this.organizationId = Objects.requireNonNull(organizationId);
        this.name = Objects.requireNonNull(name);
        this.scope = scope.wire();
        if (keyHash == null || keyHash.length() != 64) {
            throw new IllegalArgumentException("a key is stored as its SHA-256 hex digest");
        }
        this.keyHash = keyHash;
        this.createdAt = now;
    }

    public void revoke(Instant now) {
        if (revokedAt == null) {
            revokedAt = now;
        }
    }

    public boolean isRevoked() {
        return revokedAt != null;
    }

    public String id() {
        return id;
    }

    public String boardId() {
        return boardId;
    }

    public String organizationId() {
        return organizationId;
    }

    public String name() {
        return name;
    }

    public KeyScope scope() {
        return KeyScope.ofWire(scope).orElseThrow(() -> new IllegalStateException("unknown key scope " + scope));
    }

    public Instant createdAt() {
        return createdAt;
    }

    public Optional<Instant> lastUsedAt() {
        return Optional.ofNullable(lastUsedAt);
    }

    public Optional<Instant> revokedAt() {
        return Optional.ofNullable(revokedAt);
    }
}
