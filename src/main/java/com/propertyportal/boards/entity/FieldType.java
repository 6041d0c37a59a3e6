package com.propertyportal.boards.entity;

import java.util.Arrays;
import java.util.Optional;

/** The value types a board field can hold. */
public enum FieldType {
    TEXT, TEXTAREA, NUMBER, MONEY, DATE, BOOLEAN, SELECT, EMAIL, PHONE, URL;

    public String value() {
        return name().toLowerCase();
    }

    public static Optional<FieldType> of(String value) {
        return Arrays.stream(values()).filter(t -> t.value().equals(value)).findFirst();
    }

    public static String names() {
        return String.join(", ", Arrays.stream(values()).map(FieldType::value).toList());
    }
}
