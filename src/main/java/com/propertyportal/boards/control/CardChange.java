package com.propertyportal.boards.control;

import jakarta.json.JsonValue;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What one write changes on a card, whoever writes it (the core API, a form submission, an import). The
 * one rule: a member or field key that is not sent stays as it is; a field key sent as JSON null is
 * removed; an assignee sent as null unassigns the card. A new card needs a name.
 */
public final class CardChange {

    private String name;
    private final Map<String, JsonValue> values = new LinkedHashMap<>();
    private String valuesPath = "";
    private List<String> references;
    private Boolean archived;
    private boolean assigneeSent;
    private String assignee;

    public CardChange name(String name) {
        this.name = name;
        return this;
    }

    /** Field values by board field key, as sent: each is checked against the board's schema when written. */
    public CardChange values(Map<String, JsonValue> values) {
        this.values.putAll(values);
        return this;
    }

    /** Field values that were sent under a member of their own, such as an import's "fields". */
    public CardChange values(Map<String, JsonValue> values, String member) {
        this.valuesPath = member;
        return values(values);
    }

    public CardChange references(List<String> contactIds) {
        this.references = List.copyOf(contactIds);
        return this;
    }

    public CardChange archived(boolean archived) {
        this.archived = archived;
        return this;
    }

    /** The user the card is assigned to; null unassigns it. */
    public CardChange assignee(String userId) {
        this.assigneeSent = true;
        this.assignee = userId;
        return this;
    }

    Optional<String> name() {
        return Optional.ofNullable(name);
    }

    Map<String, JsonValue> values() {
        return values;
    }

    String valuesPath() {
        return valuesPath;
    }

    Optional<List<String>> references() {
        return Optional.ofNullable(references);
    }

    Optional<Boolean> archived() {
        return Optional.ofNullable(archived);
    }

    boolean assigneeSent() {
        return assigneeSent;
    }

    String assignee() {
        return assignee;
    }
}
