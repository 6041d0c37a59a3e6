package com.propertyportal.problems;

/** One rejected input: where it was (a field name or JSON path) and why. */
public record FieldError(String field, String reason) {

    @Override
    public String toString() {
        return field + " " + reason;
    }
}
