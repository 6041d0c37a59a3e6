package com.propertyportal.boards.control;

import com.propertyportal.boards.entity.BoardField;
import com.propertyportal.contacts.control.EmailAddresses;
import com.propertyportal.input.JsonInput;
import com.propertyportal.input.TextFormats;
import com.propertyportal.input.WebUrl;
import com.propertyportal.json.Json;
import com.propertyportal.organizations.control.HtmlSanitizer;
import jakarta.json.JsonArray;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;

import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.time.format.DateTimeParseException;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/** The rules of one board field's values, by type: what is wrong with a value, and the value as stored. */
final class FieldValues {

    static final int MAX_TEXT = 10_000;
    static final int MAX_LONG_TEXT = 100_000;
    static final int MAX_PERSONS = 100;
    static final int MAX_ADDRESS_PART = 200;
    static final Set<String> ADDRESS_PARTS = Set.of("street", "city", "state", "zip", "country");
    private static final Pattern PHONE = Pattern.compile("\\+?[0-9]{4,15}");
    private static final Pattern CURRENCY = Pattern.compile("[A-Z]{3}");

    private FieldValues() {
    }

    /** What is wrong with a (non-null) value for the field, or null when it is right. */
    static String problemWith(BoardField field, JsonValue value) {
        String text = value instanceof JsonString s ? s.getString() : null;
        return switch (field.type()) {
            case TEXT -> text(value, MAX_TEXT);
            case TEXTAREA, RICH_TEXT -> text(value, MAX_LONG_TEXT);
            case NUMBER, PERCENT -> value instanceof JsonNumber ? null : "must be a number";
            case BOOLEAN -> value == JsonValue.TRUE || value == JsonValue.FALSE ? null : "must be true or false";
            case DATE -> TextFormats.isIsoDate(text) ? null : "must be a date YYYY-MM-DD";
            case DATETIME_LOCAL -> isLocalDateTime(text) ? null
                    : "must be a local date and time YYYY-MM-DDTHH:MM[:SS], without a zone";
            case EMAIL -> EmailAddresses.isValid(text) ? null : "must be a valid e-mail address";
            case PHONE -> text != null && PHONE.matcher(text.replaceAll("[\\s().-]", "")).matches() ? null
                    : "must be a phone number";
            case URL -> text == null ? WebUrl.MUST : WebUrl.problemWith(text).orElse(null);
            case SELECT -> text != null && field.options().contains(text) ? null
                    : "must be one of " + String.join(", ", field.options());
            case MULTISELECT -> choices(field, value);
            case MONEY -> money(value);
            case ADDRESS -> address(value);
            case PERSON -> JsonInput.isId(text) ? null : "must be a user id: 1 to 64 letters, digits or . _ : -";
            case PERSONS -> persons(value);
        };
    }

    /** The value as stored: money as {amount, currency}, rich text cleaned; others as sent. */
    static JsonValue normalize(BoardField field, JsonValue value) {
        return switch (field.type()) {
            case MONEY -> value instanceof JsonNumber n
                    ? Json.createObjectBuilder().add("amount", n.bigDecimalValue()).add("currency", "USD").build()
                    : Json.createObjectBuilder().add("amount", amount(value.asJsonObject().get("amount")))
                            .add("currency", value.asJsonObject().getString("currency", "USD")).build();
            case RICH_TEXT -> Json.createValue(HtmlSanitizer.clean(((JsonString) value).getString()));
            default -> value;
        };
    }

    private static String text(JsonValue value, int max) {
        if (!(value instanceof JsonString s)) {
            return "must be a string";
        }
        return s.getString().length() > max ? "must be at most " + max + " characters" : null;
    }

    private static boolean isLocalDateTime(String text) {
        if (text == null || text.length() > 29) {
            return false;
        }
        try {
            LocalDateTime.parse(text);
            return true;
        } catch (DateTimeParseException e) {
            return false;
        }
    }

    private static String choices(BoardField field, JsonValue value) {
        String problem = "must be an array of distinct options, each one of " + String.join(", ", field.options());
        if (!(value instanceof JsonArray array) || array.size() > field.options().size()) {
            return problem;
        }
        Set<String> seen = new HashSet<>();
        for (JsonValue item : array) {
            if (!(item instanceof JsonString s) || !field.options().contains(s.getString()) || !seen.add(s.getString())) {
                return problem;
            }
        }
        return null;
    }

    private static String address(JsonValue value) {
        String problem = "must be an object of strings {street, city, state, zip, country}, each at most "
                + MAX_ADDRESS_PART + " characters";
        if (!(value instanceof JsonObject address)) {
            return problem;
        }
        for (var part : address.entrySet()) {
            boolean text = part.getValue() instanceof JsonString s && s.getString().length() <= MAX_ADDRESS_PART;
            if (!ADDRESS_PARTS.contains(part.getKey()) || !(text || part.getValue() == JsonValue.NULL)) {
                return problem;
            }
        }
        return null;
    }

    private static String persons(JsonValue value) {
        String problem = "must be an array of at most " + MAX_PERSONS + " user ids";
        if (!(value instanceof JsonArray array) || array.size() > MAX_PERSONS) {
            return problem;
        }
        List<String> ids = array.stream().map(v -> v instanceof JsonString s ? s.getString() : null).toList();
        return ids.stream().allMatch(JsonInput::isId) ? null : problem;
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
}
