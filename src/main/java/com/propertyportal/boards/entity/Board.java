package com.propertyportal.boards.entity;

import com.propertyportal.json.Json;
import com.propertyportal.json.JsonText;
import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Transient;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** A board of cards with its field schema and the switch that opens it to API keys. */
@Entity
@NamedQuery(name = "Board.all", query = "SELECT b FROM Board b ORDER BY b.id")
@NamedQuery(
        name = "Board.apiEnabledOf",
        query = "SELECT b FROM Board b WHERE b.organizationId = :organizationId "
                + "AND b.apiEnabled = TRUE AND b.archivedAt IS NULL ORDER BY b.name, b.id")
public class Board {

    @Id
    @Column(length = 64)
    private String id;

    @Column(name = "company_id", nullable = false, length = 64)
    private String organizationId;

    @Column(nullable = false, length = 200)
    private String name;

    @Column(name = "api_enabled", nullable = false)
    private boolean apiEnabled;

    /** The schema as a JSON array of {key, label, type, options?}, in display order. */
    @Column(nullable = false)
    private String fields;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    @Column(name = "updated_at", nullable = false)
    private Instant updatedAt;

    /** When the board was archived: its API is off and the core API finds it no more. */
    @Column(name = "archived_at")
    private Instant archivedAt;

    /** The schema parsed once: a card's values are checked field by field against it. */
    @Transient
    private List<BoardField> parsedSchema;

    protected Board() {}

    public Board(String id, String organizationId, Instant now) {
        this.id = Objects.requireNonNull(id);
        this.organizationId = Objects.requireNonNull(organizationId);
        this.name = id;
        this.fields = "[]";
        this.createdAt = now;
        this.updatedAt = now;
    }

    public void define(String name, List<BoardField> schema, Instant now) {
        this.name = Objects.requireNonNull(name);
        JsonArrayBuilder array = Json.createArrayBuilder();
        for (BoardField field : schema) {
            JsonObjectBuilder f = Json.createObjectBuilder()
                    .add("key", field.key())
                    .add("label", field.label())
                    .add("type", field.typeName());
            if (!field.options().isEmpty()) {
                f.add("options", Json.createArrayBuilder(field.options()));
            }
            array.add(f);
        }
        this.fields = array.build().toString();
        this.parsedSchema = null;
        this.updatedAt = now;
    }

    public void switchApi(boolean enabled, Instant now) {
        this.apiEnabled = enabled;
        this.updatedAt = now;
    }

    /** Archives the board, its API off with it; or takes it out of the archive, its API still off. */
    public void archive(boolean archived, Instant now) {
        if (archived && archivedAt == null) {
            this.archivedAt = now;
            this.apiEnabled = false;
            this.updatedAt = now;
        } else if (!archived && archivedAt != null) {
            this.archivedAt = null;
            this.updatedAt = now;
        }
    }

    public boolean archived() {
        return archivedAt != null;
    }

    /** The schema as stored: [{key, label, type, options?}] in display order. */
    public JsonArray schemaJson() {
        return JsonText.array(fields);
    }

    public List<BoardField> schema() {
        if (parsedSchema == null) {
            parsedSchema = JsonText.array(fields).stream()
                    .map(JsonValue::asJsonObject)
                    .map(Board::field)
                    .toList();
        }
        return parsedSchema;
    }

    public Optional<BoardField> field(String key) {
        return schema().stream().filter(f -> f.key().equals(key)).findFirst();
    }

    private static BoardField field(JsonObject f) {
        List<String> options = f.containsKey("options")
                ? f.getJsonArray("options").getValuesAs(JsonString.class).stream()
                        .map(JsonString::getString)
                        .toList()
                : List.of();
        return new BoardField(f.getString("key"), f.getString("label"), f.getString("type"), options);
    }

    public String id() {
        return id;
    }

    public String organizationId() {
        return organizationId;
    }

    public String name() {
        return name;
    }

    public boolean apiEnabled() {
        return apiEnabled;
    }

    public Instant createdAt() {
        return createdAt;
    }

    public Instant updatedAt() {
        return updatedAt;
    }
}
