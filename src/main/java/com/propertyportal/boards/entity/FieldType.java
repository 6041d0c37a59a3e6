package com.propertyportal.boards.entity;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The value types a board field can hold, each under its name and the hosted product's name where that
 * differs (tel for phone, singleselect for select, ...), so its board schemas import unchanged.
 */
public enum FieldType {
    TEXT("text", "string"),
    TEXTAREA("textarea"),
    RICH_TEXT("rich-text"),
    NUMBER("number"),
    PERCENT("percent"),
    MONEY("money"),
    DATE("date"),
    DATETIME_LOCAL("datetime-local"),
    BOOLEAN("boolean"),
    SELECT("select", "singleselect"),
    MULTISELECT("multiselect", "checkboxlist"),
    EMAIL("email"),
    PHONE("phone", "tel"),
    URL("url"),
    ADDRESS("address"),
    PERSON("person"),
    PERSONS("persons");

    private final List<String> names;

    FieldType(String... names) {
        this.names = List.of(names);
    }

    public String value() {
        return names.get(0);
    }

    /** The type a name stands for: its own name or an alias. */
    public static Optional<FieldType> of(String name) {
        return Arrays.stream(values()).filter(t -> t.names.contains(name)).findFirst();
    }

    /** Whether values are chosen from the field's options. */
    public boolean hasOptions() {
        return this == SELECT || this == MULTISELECT;
    }

    public static String names() {
        return String.join(", ", Arrays.stream(values()).flatMap(t -> t.names.stream()).toList());
    }
}
