package com.propertyportal.fields;

import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import java.util.Set;

/** The address rule: an object of the parts street, city, state, zip and country, each a short string or null. */
final class Addresses {

    static final int MAX_PART = 200;
    static final Set<String> PARTS = Set.of("street", "city", "state", "zip", "country");
    static final String MUST = "must be an object of strings {street, city, state, zip, country}, each at most "
            + MAX_PART + " characters";

    private Addresses() {}

    static Checked check(JsonValue value) {
        if (!(value instanceof JsonObject address)) {
            return Checked.wrong(MUST);
        }
        for (var part : address.entrySet()) {
            boolean text = part.getValue() instanceof JsonString s && FieldValues.length(s) <= MAX_PART;
            if (!PARTS.contains(part.getKey()) || !(text || part.getValue() == JsonValue.NULL)) {
                return Checked.wrong(MUST);
            }
        }
        return Checked.valid(value);
    }
}
