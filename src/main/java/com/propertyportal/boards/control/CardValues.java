package com.propertyportal.boards.control;

import com.propertyportal.boards.entity.Board;
import com.propertyportal.boards.entity.BoardField;
import com.propertyportal.fields.Checked;
import com.propertyportal.fields.Choices;
import com.propertyportal.fields.FieldValues;
import com.propertyportal.input.Violations;
import com.propertyportal.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonValue;
import java.util.Map;
import java.util.Optional;

/** Checks card values against the board schema: every key must be a field, every value of the field's type. */
public final class CardValues {

    private CardValues() {}

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
            Checked checked = FieldValues.check(
                    field.get().type(), value, Choices.of(field.get().options()), FieldValues.Notation.CARD);
            if (checked.isValid()) {
                out.add(key, checked.value());
            } else {
                violations.add(where, checked.problem());
            }
        }
        return out.build();
    }
}
