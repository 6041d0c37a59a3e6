package com.propertyportal.boards.control;

import com.propertyportal.boards.entity.Board;
import com.propertyportal.boards.entity.BoardField;
import com.propertyportal.fields.FieldType;
import com.propertyportal.input.JsonInput;
import com.propertyportal.json.Json;
import jakarta.json.JsonObject;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/** The administrator's JSON shape of a board and its schema, read from an import and written back. */
public final class BoardDocument {

    private static final Set<String> FIELDS = Set.of("_id", "companyId", "name", "apiEnabled", "fields", "archived");
    private static final Set<String> FIELD_FIELDS = Set.of("key", "label", "type", "options");
    /** The card's own members, which a card object shows beside its field values: no field may take their names. */
    public static final Set<String> RESERVED = Set.of(
            "_id",
            "id",
            "cardId",
            "name",
            "title",
            "references",
            "boardId",
            "boardUuid",
            "companyId",
            "createdAt",
            "updatedAt",
            "archived",
            "assignee",
            "fields");

    private static final Pattern KEY = Pattern.compile("[A-Za-z0-9_-]{1,64}");

    /** A board as read; apiEnabled and archived change a board only where the document gives them. */
    public record Item(
            String id,
            String organizationId,
            String name,
            Optional<Boolean> apiEnabled,
            List<BoardField> fields,
            Optional<Boolean> archived) {}

    private BoardDocument() {}

    public static Item read(JsonInput in, String generatedId) {
        in.rejectUnknown(FIELDS);
        List<BoardField> fields = fields(in);
        return new Item(
                in.id("_id").orElse(generatedId),
                in.requiredId("companyId"),
                in.requiredString("name", 200),
                in.bool("apiEnabled"),
                fields,
                in.bool("archived"));
    }

    /**
     * The schema in the object's "fields", each problem named by its path (fields[2].options): the import's
     * rules, which the administrator's field list editor uses too.
     */
    public static List<BoardField> fields(JsonInput in) {
        List<BoardField> fields = new ArrayList<>();
        Set<String> keys = new HashSet<>();
        for (JsonInput f : in.objects("fields", 200)) {
            f.rejectUnknown(FIELD_FIELDS);
            String key = f.requiredString("key", 64);
            if (key != null && (!KEY.matcher(key).matches() || RESERVED.contains(key))) {
                f.reject(
                        "key",
                        "must be 1 to 64 letters, digits, - or _, and none of the card's own members: "
                                + String.join(", ", new java.util.TreeSet<>(RESERVED)));
                key = null;
            } else if (key != null && !keys.add(key)) {
                f.reject("key", "repeats another field's key");
                key = null;
            }
            String label = f.string("label", 200).orElse(key);
            String type = f.string("type", 20)
                    .filter(t -> {
                        boolean known = FieldType.of(t).isPresent();
                        if (!known) {
                            f.reject("type", "must be one of " + FieldType.names());
                        }
                        return known;
                    })
                    .orElse(null);
            if (f.isAbsent("type")) {
                f.reject("type", "is required");
            }
            List<String> options = f.strings("options", 500, 200).orElse(List.of());
            if (type != null && FieldType.of(type).orElseThrow().hasOptions() && options.isEmpty()) {
                f.reject("options", "are required for a " + type + " field");
            }
            if (key != null && type != null) {
                fields.add(new BoardField(key, label, type, options));
            }
        }
        return fields;
    }

    public static JsonObject write(Board board) {
        return Json.createObjectBuilder()
                .add("_id", board.id())
                .add("companyId", board.organizationId())
                .add("name", board.name())
                .add("apiEnabled", board.apiEnabled())
                .add("fields", board.schemaJson())
                .add("archived", board.archived())
                .build();
    }
}
