package com.propertyportal.boards.control;

import com.propertyportal.input.TextFormats;
import com.propertyportal.boards.entity.Board;
import com.propertyportal.boards.entity.BoardField;
import com.propertyportal.contacts.control.EmailAddresses;
import com.propertyportal.input.Violations;
import com.propertyportal.json.Json;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;

import java.math.BigDecimal;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/** Checks card values against the board schema: every key must be a field, every value of the field's type. */
public final class CardValues {

    private static final Pattern PHONE = Pattern.compile("\\+?[0-9]{4,15}");
    private static final Pattern CURRENCY = Pattern.compile("[A-Z]{3}");
    private static final int MAX_TEXT = 10_000;
    private static final int MAX_TEXTAREA = 100_000;

    private CardValues() {
    }

    /** The checked values (null clears a field), or nothing if any was wrong; problems go to violations. */
    public static JsonObject check(Board board, Map<String, JsonValue> values, String path, Violations violations) {
        JsonObjectBuilder out = Json.createObjectBuilder();
        for (var entry : values.entrySet()) {
            String key = entry.getKey();
            String where = path.isEmpty() ? key : path + "." + key;
            Optional<BoardField> field = board.field(key);
            if (field.isEmpty()) {
                violations.add(where, "is not a field of board " + board.id());
                continue;
            }
            JsonValue value = entry.getValue();
            if (value.getValueType() == JsonValue.ValueType.NULL) {
                out.addNull(key);
                continue;
            }
            String problem = problemWith(field.get(), value);
            if (problem != null) {
                violations.add(where, problem);
            } else {
                out.add(key, normalize(field.get(), value));
            }
        }
        return out.build();
    }

    private static String problemWith(BoardField field, JsonValue value) {
        return switch (field.type()) {
            case TEXT -> text(value, MAX_TEXT);
            case TEXTAREA -> text(value, MAX_TEXTAREA);
            case NUMBER -> value instanceof JsonNumber ? null : "must be a number";
            case BOOLEAN -> value == JsonValue.TRUE || value == JsonValue.FALSE ? null : "must be true or false";
            case DATE -> value instanceof JsonString s && TextFormats.isIsoDate(s.getString()) ? null : "must be a date YYYY-MM-DD";
            case EMAIL -> value instanceof JsonString s && EmailAddresses.isValid(s.getString()) ? null
                    : "must be a valid e-mail address";
            case PHONE -> value instanceof JsonString s && PHONE.matcher(s.getString().replaceAll("[\\s().-]", ""))
                    .matches() ? null : "must be a phone number";
            case URL -> value instanceof JsonString s && s.getString().length() <= 2000
                    && TextFormats.isWebUrl(s.getString()) ? null : "must be an http or https URL";
            case SELECT -> value instanceof JsonString s && field.options().contains(s.getString()) ? null
                    : "must be one of " + String.join(", ", field.options());
            case MONEY -> money(value);
        };
    }

    private static String text(JsonValue value, int max) {
        if (!(value instanceof JsonString s)) {
            return "must be a string";
        }
        return s.getString().length() > max ? "must be at most " + max + " characters" : null;
    }

    private static String money(JsonValue value) {
        if (value instanceof JsonNumber n) {
            return n.bigDecimalValue().signum() < 0 ? "must not be negative" : null;
        }
        if (!(value instanceof JsonObject o) || !o.containsKey("amount")) {
            return "must be {amount, currency} with a decimal amount";
        }
        BigDecimal amount = amount(o.get("amount"));
        if (amount == null || amount.signum() < 0 || amount.scale() > 2) {
            return "must have a non-negative amount with at most two decimals";
        }
        if (o.containsKey("currency") && !(o.get("currency") instanceof JsonString c
                && CURRENCY.matcher(c.getString()).matches())) {
            return "must have a three-letter currency code";
        }
        return null;
    }

    private static BigDecimal amount(JsonValue value) {
        try {
            if (value instanceof JsonNumber n) {
                return n.bigDecimalValue();
            }
            return value instanceof JsonString s ? new BigDecimal(s.getString()) : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static JsonValue normalize(BoardField field, JsonValue value) {
        if (field.type() != com.propertyportal.boards.entity.FieldType.MONEY) {
            return value;
        }
        if (value instanceof JsonNumber n) {
            return Json.createObjectBuilder().add("amount", n.bigDecimalValue()).add("currency", "USD").build();
        }
        JsonObject o = value.asJsonObject();
        return Json.createObjectBuilder().add("amount", amount(o.get("amount")))
                .add("currency", o.getString("currency", "USD")).build();
    }

}
