package com.propertyportal.boards.entity;

import java.util.List;
import java.util.Objects;

/** One field of a board schema; options only for select fields. */
public record BoardField(String key, String label, FieldType type, List<String> options) {

    public BoardField {
        Objects.requireNonNull(key);
        Objects.requireNonNull(type);
        label = label == null ? key : label;
        options = options == null ? List.of() : List.copyOf(options);
    }
}
