package com.propertyportal.boards.control;

import com.propertyportal.boards.entity.Board;
import com.propertyportal.boards.entity.BoardField;
import com.propertyportal.input.Violations;
import com.propertyportal.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonValue;

import java.util.Map;
import java.util.Optional;

/** Checks card values against the board schema: every key must be a field, every value of the field's type. */
public final class CardValues {

    private CardValues() {
    }

    /** The checked values (null clears a field), or nothing if any was wrong; problems go to violations. */
    public static JsonObject check(Board board, Map<String, JsonValue> values, String path, Violations violations) {
        JsonObjectBuilder out = Json.createObjectBuilder();
        for (var entry : values.entrySet()) {
            String key = entry.getKey();
            String where = path.isEmpty() ? key : path + "." + key;
            Optional<BoardField> field = board.field(key);
            if (field.isEmpty()) {
                violations.add(where, "is not a field of board " + board.id());
                continue;
            }
            JsonValue value = entry.getValue();
            if (value.getValueType() == JsonValue.ValueType.NULL) {
                out.addNull(key);
                continue;
            }
            String problem = FieldValues.problemWith(field.get(), value);
            if (problem != null) {
                violations.add(where, problem);
            } else {
                out.add(key, FieldValues.normalize(field.get(), value));
            }
        }
        return out.build();
    }
}
