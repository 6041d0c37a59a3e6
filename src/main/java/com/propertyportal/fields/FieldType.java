package com.propertyportal.fields;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The value types of a board field or a form field, each under its name and the hosted product's name where
 * that differs (tel for phone, singleselect for select, ...), so its board schemas import unchanged. A form
 * may use the eight types that have a form name, under that name only.
 */
public enum FieldType {
    TEXT("string", "text", "string"),
    TEXTAREA("textarea", "textarea"),
    RICH_TEXT(null, "rich-text"),
    NUMBER(null, "number"),
    PERCENT(null, "percent"),
    MONEY("money", "money"),
    DATE("date", "date"),
    DATETIME_LOCAL(null, "datetime-local"),
    BOOLEAN("boolean", "boolean"),
    SELECT("select", "select", "singleselect"),
    MULTISELECT(null, "multiselect", "checkboxlist"),
    EMAIL("email", "email"),
    PHONE("phone", "phone", "tel"),
    URL(null, "url"),
    ADDRESS(null, "address"),
    PERSON(null, "person"),
    PERSONS(null, "persons");

    private final String formName;
    private final List<String> names;

    FieldType(String formName, String... names) {
        this.formName = formName;
        this.names = List.of(names);
    }

    public String value() {
        return names.get(0);
    }

    /** The type a board field's name stands for: its own name or an alias. */
    public static Optional<FieldType> of(String name) {
        return Arrays.stream(values())
                .filter(t -> name != null && t.names.contains(name))
                .findFirst();
    }

    public static String names() {
        return String.join(
                ", ", Arrays.stream(values()).flatMap(t -> t.names.stream()).toList());
    }

    /** The name a form uses for the type; nothing when a form cannot have it. */
    public Optional<String> formName() {
        return Optional.ofNullable(formName);
    }

    /** The type a form field's name stands for. */
    public static Optional<FieldType> ofForm(String name) {
        return Arrays.stream(values())
                .filter(t -> name != null && name.equals(t.formName))
                .findFirst();
    }

    public static String formNames() {
        return String.join(
                ", ",
                Arrays.stream(values()).flatMap(t -> t.formName().stream()).toList());
    }

    /** Whether values are chosen from the field's options. */
    public boolean hasOptions() {
        return this == SELECT || this == MULTISELECT;
    }
}
