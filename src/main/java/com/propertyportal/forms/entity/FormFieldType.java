package com.propertyportal.forms.entity;

import java.util.Arrays;
import java.util.Optional;

/** The eight field types of an embeddable form. */
public enum FormFieldType {
    STRING, EMAIL, PHONE, DATE, SELECT, BOOLEAN, MONEY, TEXTAREA;

    public String value() {
        return name().toLowerCase();
    }

    public static Optional<FormFieldType> of(String value) {
        return Arrays.stream(values()).filter(t -> t.value().equals(value)).findFirst();
    }

    public static String names() {
        return String.join(", ", Arrays.stream(values()).map(FormFieldType::value).toList());
    }
}
