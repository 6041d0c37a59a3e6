package com.propertyportal.boards.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.Objects;

/** A file attached to a card; its bytes are the rows of card_file_chunk under the file's id. */
@Entity
@Table(name = "card_file")
@NamedQuery(
        name = "CardFile.withoutBytes",
        query = "SELECT f.id FROM CardFile f WHERE NOT EXISTS "
                + "(SELECT c FROM CardFileChunk c WHERE c.fileId = f.id)")
@NamedQuery(
        name = "CardFile.ofCard",
        query = "SELECT f FROM CardFile f WHERE f.cardId = :cardId ORDER BY f.createdAt, f.id")
public class CardFile {

    @Id
    @Column(length = 64)
    private String id;

    @Column(name = "card_id", nullable = false, length = 64)
    private String cardId;

    @Column(nullable = false, length = 255)
    private String name;

    @Column(nullable = false)
    private long size;

    @Column(name = "content_type", nullable = false, length = 100)
    private String contentType;

    @Column(nullable = false, length = 64)
    private String sha256;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    protected CardFile() {}

    /** A file whose bytes are still being written: its size and digest are set by {@link #written}. */
    public CardFile(String id, String cardId, String name, String contentType, Instant now) {
        this.id = Objects.requireNonNull(id);
        this.cardId = Objects.requireNonNull(cardId);
        this.name = Objects.requireNonNull(name);
        this.contentType = Objects.requireNonNull(contentType);
        this.sha256 = "";
        this.createdAt = now;
    }

    /** Records the size and SHA-256 of the bytes once they are all written. */
    public void written(long size, String sha256) {
        this.size = size;
        this.sha256 = Objects.requireNonNull(sha256);
    }

    public String id() {
        return id;
    }

    public String cardId() {
        return cardId;
    }

    public String name() {
        return name;
    }

    public long size() {
        return size;
    }

    public String contentType() {
        return contentType;
    }

    public Instant createdAt() {
        return createdAt;
    }

    public String sha256() {
        return sha256;
    }
}
