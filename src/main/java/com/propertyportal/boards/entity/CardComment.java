package com.propertyportal.boards.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.Objects;

/** A comment on a card, by a user of the integrator's system. */
@Entity
@Table(name = "card_comment")
@NamedQuery(
        name = "CardComment.ofCard",
        query = "SELECT c FROM CardComment c WHERE c.cardId = :cardId " + "ORDER BY c.createdAt, c.id")
public class CardComment {

    @Id
    @Column(length = 64)
    private String id;

    @Column(name = "card_id", nullable = false, length = 64)
    private String cardId;

    @Column(name = "user_id", length = 64)
    private String userId;

    @Column(nullable = false, length = 20000)
    private String content;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    @Column(name = "updated_at", nullable = false)
    private Instant updatedAt;

    protected CardComment() {}

    public CardComment(String id, String cardId, String userId, String content, Instant now) {
        this.id = Objects.requireNonNull(id);
        this.cardId = Objects.requireNonNull(cardId);
        this.userId = userId;
        this.createdAt = now;
        edit(content, now);
    }

    public final void edit(String content, Instant now) {
        this.content = Objects.requireNonNull(content);
        this.updatedAt = now;
    }

    public String id() {
        return id;
    }

    public String cardId() {
        return cardId;
    }

    public String userId() {
        return userId;
    }

    public String content() {
        return content;
    }

    public Instant createdAt() {
        return createdAt;
    }
}
