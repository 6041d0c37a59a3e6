package com.propertyportal.boards.entity;

import com.propertyportal.json.JsonText;
import com.propertyportal.json.SortKey;
import jakarta.json.JsonObject;
import jakarta.persistence.CollectionTable;
import jakarta.persistence.Column;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.NamedQuery;
import java.time.Instant;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/** A card on a board: a name, values keyed by the board's field keys, and the contacts it references. */
@Entity
@NamedQuery(name = "Card.all", query = "SELECT c FROM Card c ORDER BY c.id")
public class Card {

    @Id
    @Column(length = 64)
    private String id;

    @Column(name = "board_id", nullable = false, length = 64)
    private String boardId;

    @Column(name = "company_id", nullable = false, length = 64)
    private String organizationId;

    @Column(nullable = false, length = 500)
    private String name;

    @Column(name = "field_values", nullable = false)
    private String fieldValues;

    @Column(nullable = false)
    private boolean archived;

    /** The user (of the integrator's system) the card is assigned to, if any. */
    @Column(length = 64)
    private String assignee;

    @ElementCollection
    @CollectionTable(name = "card_reference", joinColumns = @JoinColumn(name = "card_id"))
    @Column(name = "contact_id", length = 64)
    private Set<String> references = new LinkedHashSet<>();

    /** The values again, one row a field, for the database to sort and filter by (written with the values). */
    @ElementCollection
    @CollectionTable(name = "card_value", joinColumns = @JoinColumn(name = "card_id"))
    private Set<CardValue> sortValues = new HashSet<>();

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    @Column(name = "updated_at", nullable = false)
    private Instant updatedAt;

    protected Card() {}

    public Card(String id, Board board, String name, Instant now) {
        this.id = Objects.requireNonNull(id);
        this.boardId = board.id();
        this.organizationId = board.organizationId();
        this.name = Objects.requireNonNull(name);
        this.fieldValues = "{}";
        this.createdAt = now;
        this.updatedAt = now;
    }

    public void rename(String name, Instant now) {
        this.name = Objects.requireNonNull(name);
        this.updatedAt = now;
    }

    public void setValues(JsonObject values, Instant now) {
        this.fieldValues = values.toString();
        this.sortValues.clear();
        values.forEach((key, value) -> sortValues.add(new CardValue(key, SortKey.of(value))));
        this.updatedAt = now;
    }

    public void setReferences(List<String> contactIds, Instant now) {
        this.references.clear();
        this.references.addAll(contactIds);
        this.updatedAt = now;
    }

    public void archive(boolean archived, Instant now) {
        this.archived = archived;
        this.updatedAt = now;
    }

    public void assign(String userId, Instant now) {
        this.assignee = userId;
        this.updatedAt = now;
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

    public JsonObject values() {
        return JsonText.object(fieldValues);
    }

    public boolean archived() {
        return archived;
    }

    public Optional<String> assignee() {
        return Optional.ofNullable(assignee);
    }
    /** The referenced contact ids, by id: a set, which the database keeps in no order. */
    public List<String> references() {
        return references.stream().sorted().toList();
    }

    public Instant createdAt() {
        return createdAt;
    }

    public Instant updatedAt() {
        return updatedAt;
    }
}
