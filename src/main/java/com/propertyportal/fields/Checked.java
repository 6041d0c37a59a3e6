package com.propertyportal.fields;

import jakarta.json.JsonValue;
import java.util.Objects;

/** A value checked against its field's rule: the value to store, or what is wrong with it. */
public record Checked(JsonValue value, String problem) {

    public Checked {
        if ((value == null) == (problem == null)) {
            throw new IllegalArgumentException("a checked value is either valid or wrong");
        }
    }

    static Checked valid(JsonValue value) {
        return new Checked(Objects.requireNonNull(value), null);
    }

    static Checked wrong(String problem) {
        return new Checked(null, Objects.requireNonNull(problem));
    }

    public boolean isValid() {
        return problem == null;
    }
}
