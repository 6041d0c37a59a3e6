package com.propertyportal.boards.entity;

import com.propertyportal.fields.FieldType;
import java.util.List;
import java.util.Objects;

/**
 * One field of a board schema: its key (letters, digits, - and _, such as the hosted product's field
 * UUIDs), label, type under the name it was declared with, and options for the choosing types.
 */
public record BoardField(String key, String label, String typeName, List<String> options) {

    public BoardField {
        Objects.requireNonNull(key);
        if (FieldType.of(typeName).isEmpty()) {
            throw new IllegalArgumentException("unknown field type " + typeName);
        }
        label = label == null ? key : label;
        options = options == null ? List.of() : List.copyOf(options);
    }

    public FieldType type() {
        return FieldType.of(typeName).orElseThrow();
    }
}
