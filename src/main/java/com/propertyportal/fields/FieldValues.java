package com.propertyportal.fields;

import com.propertyportal.contacts.control.EmailAddresses;
import com.propertyportal.input.JsonInput;
import com.propertyportal.input.TextFormats;
import com.propertyportal.input.WebUrl;
import com.propertyportal.json.Json;
import com.propertyportal.organizations.control.HtmlSanitizer;
import jakarta.json.JsonArray;
import jakarta.json.JsonNumber;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import java.math.BigDecimal;
import java.util.HashSet;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The one rule set of field values, for cards and form submissions alike: what a value of each type must be,
 * and the value as stored. A null is never a value here: what an absent or null value means is the caller's
 * (a card clears the field, a form leaves it out).
 */
public final class FieldValues {

    /** How the caller writes its values; only money differs, which a form writes as whole cents. */
    public enum Notation {
        CARD,
        FORM
    }

    public static final int MAX_TEXT = 1_000;
    public static final int MAX_TEXTAREA = 20_000;
    public static final int MAX_RICH_TEXT = 100_000;
    public static final int MAX_PERSONS = 100;
    static final String NOT_NULL = "must not be null";
    /** A decimal as text: digits with an optional minus and fraction, no exponent, no spaces, at most 30 digits. */
    private static final Pattern DECIMAL = Pattern.compile("-?[0-9]{1,15}(\\.[0-9]{1,15})?");

    static final String DATE_MUST = "must be a date YYYY-MM-DD, or a date and time of which the date is kept";
    static final String DATE_TIME_MUST =
            "must be a date and time YYYY-MM-DDTHH:MM[:SS], without an offset or with one (Z, +00:00, +0000)";

    private FieldValues() {}

    public static Checked check(FieldType type, JsonValue value, Choices choices, Notation notation) {
        if (value == null || value.getValueType() == JsonValue.ValueType.NULL) {
            return Checked.wrong(NOT_NULL);
        }
        String text = value instanceof JsonString s ? s.getString() : null;
        return switch (type) {
            case TEXT -> text(value, MAX_TEXT);
            case TEXTAREA -> text(value, MAX_TEXTAREA);
            case RICH_TEXT -> richText(value);
            case NUMBER, PERCENT -> number(value, text);
            case BOOLEAN -> bool(value, text);
            case DATE -> date(text);
            case DATETIME_LOCAL -> localDateTime(text);
            case EMAIL ->
                text != null && EmailAddresses.isValid(text.strip())
                        ? Checked.valid(Json.createValue(text.strip()))
                        : Checked.wrong("must be a valid e-mail address");
            case PHONE -> Phones.check(value);
            case URL -> link(text);
            case SELECT ->
                text != null && choices.allows().test(text)
                        ? Checked.valid(value)
                        : Checked.wrong("must be " + choices.description());
            case MULTISELECT -> choices(value, choices);
            case MONEY -> notation == Notation.FORM ? MoneyValues.form(value) : MoneyValues.card(value);
            case ADDRESS -> Addresses.check(value);
            case PERSON ->
                JsonInput.isId(text)
                        ? Checked.valid(value)
                        : Checked.wrong("must be a user id: 1 to 64 letters, digits or . _ : -");
            case PERSONS -> persons(value);
        };
    }

    /** A link is stored in its canonical form, the one it is served in. */
    private static Checked link(String text) {
        if (text == null) {
            return Checked.wrong(WebUrl.MUST);
        }
        return WebUrl.canonical(text)
                .map(link -> Checked.valid(Json.createValue(link)))
                .orElseGet(() -> Checked.wrong(WebUrl.problemWith(text).orElseThrow()));
    }

    /**
     * A number, or a decimal written as a string ("1500", "-2.5"), as a client that builds its body from a form
     * sends it; stored as the number.
     */
    private static Checked number(JsonValue value, String text) {
        if (value instanceof JsonNumber) {
            return Checked.valid(value);
        }
        if (text != null && DECIMAL.matcher(text).matches()) {
            return Checked.valid(Json.createValue(new BigDecimal(text)));
        }
        return Checked.wrong("must be a number, or a decimal such as \"12.5\"");
    }

    /** true or false, also written as the strings "true" and "false"; stored as the boolean. */
    private static Checked bool(JsonValue value, String text) {
        if (value == JsonValue.TRUE || "true".equals(text)) {
            return Checked.valid(JsonValue.TRUE);
        }
        if (value == JsonValue.FALSE || "false".equals(text)) {
            return Checked.valid(JsonValue.FALSE);
        }
        return Checked.wrong("must be true or false");
    }

    /**
     * A date YYYY-MM-DD; a date and time (as a client's JSON library prints a date, 2027-01-15T00:00:00.000Z) is
     * stored as the date it writes, the offset not applied: the day the writer meant.
     */
    private static Checked date(String text) {
        if (TextFormats.isIsoDate(text)) {
            return Checked.valid(Json.createValue(text));
        }
        return TextFormats.written(text)
                .map(written -> Checked.valid(
                        Json.createValue(written.local().toLocalDate().toString())))
                .orElseGet(() -> Checked.wrong(DATE_MUST));
    }

    /**
     * A date and time of day, stored without an offset as the hosted product's datetime-local is: one sent with
     * an offset (Z, +00:00, +0000) keeps the date and time as written, the offset not applied.
     */
    private static Checked localDateTime(String text) {
        return TextFormats.written(text)
                .map(written -> Checked.valid(Json.createValue(written.localText())))
                .orElseGet(() -> Checked.wrong(DATE_TIME_MUST));
    }

    /** A text's length in characters (a letter outside the Basic Multilingual Plane is one, not two). */
    static int length(JsonString text) {
        String s = text.getString();
        return s.codePointCount(0, s.length());
    }

    private static Checked text(JsonValue value, int max) {
        if (!(value instanceof JsonString s)) {
            return Checked.wrong("must be a string");
        }
        return length(s) > max ? Checked.wrong("must be at most " + max + " characters") : Checked.valid(value);
    }

    /** Rich text is stored cleaned of scripts and event handlers. */
    private static Checked richText(JsonValue value) {
        Checked checked = text(value, MAX_RICH_TEXT);
        if (!checked.isValid()) {
            return checked;
        }
        return Checked.valid(Json.createValue(HtmlSanitizer.clean(((JsonString) value).getString())));
    }

    private static Checked choices(JsonValue value, Choices choices) {
        Checked wrong = Checked.wrong("must be an array of distinct options, each " + choices.description());
        if (!(value instanceof JsonArray array)) {
            return wrong;
        }
        Set<String> seen = new HashSet<>();
        for (JsonValue item : array) {
            if (!(item instanceof JsonString s) || !choices.allows().test(s.getString()) || !seen.add(s.getString())) {
                return wrong;
            }
        }
        return Checked.valid(value);
    }

    private static Checked persons(JsonValue value) {
        Checked wrong = Checked.wrong("must be an array of at most " + MAX_PERSONS + " user ids");
        if (!(value instanceof JsonArray array) || array.size() > MAX_PERSONS) {
            return wrong;
        }
        boolean ids = array.stream().allMatch(v -> v instanceof JsonString s && JsonInput.isId(s.getString()));
        return ids ? Checked.valid(value) : wrong;
    }
}
