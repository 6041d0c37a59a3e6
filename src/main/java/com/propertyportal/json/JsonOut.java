package com.propertyportal.json;

import jakarta.json.JsonObjectBuilder;

/** Writing optional values: an absent value is left out rather than written as null. */
public final class JsonOut {

    private JsonOut() {}

    public static JsonObjectBuilder addIfPresent(JsonObjectBuilder out, String name, Object value) {
        if (value instanceof String s) {
            out.add(name, s);
        } else if (value instanceof Integer i) {
            out.add(name, i);
        } else if (value instanceof Long n) {
            out.add(name, n);
        } else if (value instanceof Double d) {
            out.add(name, d);
        } else if (value instanceof Boolean b) {
            out.add(name, b);
        }
        return out;
    }

    /** Like {@link #addIfPresent} but writes JSON null for an absent value. */
    public static JsonObjectBuilder addOrNull(JsonObjectBuilder out, String name, Object value) {
        if (value == null) {
            return out.addNull(name);
        }
        return addIfPresent(out, name, value);
    }
}
