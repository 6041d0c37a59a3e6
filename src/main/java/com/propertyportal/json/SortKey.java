package com.propertyportal.json;

import jakarta.json.JsonArray;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * What a stored JSON value sorts and is searched by: its text in lower case (at most {@link #MAX_TEXT}
 * characters; a list's elements and an object's members joined), and its number where it has one (a number,
 * or the amount of an {amount, currency} object), which sorts before the text.
 */
public record SortKey(String text, Double number) {

    public static final int MAX_TEXT = 200;

    public static SortKey of(JsonValue value) {
        String text = text(value).toLowerCase(Locale.ROOT);
        return new SortKey(text.length() > MAX_TEXT ? text.substring(0, MAX_TEXT) : text, number(value));
    }

    private static String text(JsonValue value) {
        return switch (value.getValueType()) {
            case STRING -> ((JsonString) value).getString();
            case NUMBER -> ((JsonNumber) value).bigDecimalValue().toPlainString();
            case ARRAY -> ((JsonArray) value).stream().map(SortKey::text).collect(Collectors.joining(", "));
            case OBJECT ->
                ((JsonObject) value)
                        .values().stream()
                                .map(SortKey::text)
                                .filter(t -> !t.isEmpty())
                                .collect(Collectors.joining(" "));
            case TRUE -> "true";
            case FALSE -> "false";
            case NULL -> "";
        };
    }

    private static Double number(JsonValue value) {
        if (value instanceof JsonNumber n) {
            return n.doubleValue();
        }
        if (value instanceof JsonObject o && o.get("amount") instanceof JsonNumber amount) {
            return amount.doubleValue();
        }
        return null;
    }
}
