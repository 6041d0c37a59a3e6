package com.propertyportal.forms.control;

import com.propertyportal.contacts.control.EmailAddresses;
import com.propertyportal.forms.entity.FormField;
import com.propertyportal.input.Cents;
import com.propertyportal.input.TextFormats;
import com.propertyportal.input.Violations;
import com.propertyportal.json.Json;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;

import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.regex.Pattern;

/**
 * Checks a submission's values against the form's field types, because the public submit must not
 * trust the embed's checks; every failing field is named by its uuid under "data".
 */
public final class SubmissionValues {

    public static final int MAX_FIELDS = 200;
    static final int MAX_STRING = 1_000;
    static final int MAX_TEXTAREA = 20_000;
    private static final Pattern E164 = Pattern.compile("\\+[1-9][0-9]{1,14}");
    private static final Pattern DECIMAL = Pattern.compile("[0-9]{1,13}(\\.[0-9]{1,2})?");

    private SubmissionValues() {
    }

    /**
     * The normalized values by uuid (money as integer cents, phone as E.164); empty optional fields
     * are left out. isUnit tells whether an id names an active location of the form's organization.
     */
    public static Map<String, JsonValue> check(List<FormField> fields, JsonObject data, Predicate<String> isUnit,
            Violations violations) {
        Map<String, JsonValue> out = new LinkedHashMap<>();
        if (data.size() > MAX_FIELDS) {
            violations.add("data", "must have at most " + MAX_FIELDS + " fields");
            return out;
        }
        for (String key : data.keySet()) {
            if (fields.stream().noneMatch(f -> f.uuid().equals(key))) {
                violations.add("data." + key, "is not a field of this form");
            }
        }
        for (FormField field : fields) {
            JsonValue value = data.get(field.uuid());
            if (isEmpty(value)) {
                if (field.required()) {
                    violations.add("data." + field.uuid(), "is required");
                }
                continue;
            }
            Object checked = normalize(field, value, isUnit);
            if (checked instanceof String problem) {
                violations.add("data." + field.uuid(), problem);
            } else {
                out.put(field.uuid(), (JsonValue) checked);
            }
        }
        return out;
    }

    private static boolean isEmpty(JsonValue value) {
        return value == null || value.getValueType() == JsonValue.ValueType.NULL
                || value instanceof JsonString s && s.getString().isBlank();
    }

    /** The normalized value, or a String saying what is wrong. */
    static Object normalize(FormField field, JsonValue value, Predicate<String> isUnit) {
        String text = value instanceof JsonString s ? s.getString() : null;
        return switch (field.type()) {
            case STRING -> text == null ? "must be a string" : text.length() > MAX_STRING
                    ? "must be at most " + MAX_STRING + " characters" : value;
            case TEXTAREA -> text == null ? "must be a string" : text.length() > MAX_TEXTAREA
                    ? "must be at most " + MAX_TEXTAREA + " characters" : value;
            case EMAIL -> text != null && EmailAddresses.isValid(text.trim()) ? Json.createValue(text.trim())
                    : "must be a valid e-mail address";
            case PHONE -> phone(text);
            case DATE -> text != null && TextFormats.isIsoDate(text) ? value : "must be a date YYYY-MM-DD";
            case BOOLEAN -> value == JsonValue.TRUE || value == JsonValue.FALSE ? value : "must be true or false";
            case SELECT -> select(field, text, isUnit);
            case MONEY -> money(value);
        };
    }

    private static Object phone(String text) {
        if (text == null) {
            return "must be a phone number";
        }
        String digits = text.replaceAll("[\\s()\\[\\]-]", "");
        return E164.matcher(digits).matches() ? Json.createValue(digits)
                : "must be an international phone number such as +1 206 555 0100";
    }

    private static Object select(FormField field, String text, Predicate<String> isUnit) {
        if (field.unitPicker()) {
            return text != null && isUnit.test(text) ? Json.createValue(text) : "must be a unit of this organization";
        }
        return text != null && field.options().contains(text) ? Json.createValue(text)
                : "must be one of " + String.join(", ", field.options());
    }

    private static Object money(JsonValue value) {
        BigDecimal cents = null;
        if (value instanceof JsonNumber n && n.bigDecimalValue().stripTrailingZeros().scale() <= 0) {
            cents = n.bigDecimalValue();
        } else if (value instanceof JsonString s && DECIMAL.matcher(s.getString().trim()).matches()) {
            cents = new BigDecimal(s.getString().trim()).movePointRight(2);
        }
        if (cents == null || cents.signum() < 0 || cents.compareTo(BigDecimal.valueOf(Cents.MAX)) > 0) {
            return "must be a non-negative amount: cents as a whole number, or a decimal string such as 1250.50";
        }
        return Json.createValue(cents.longValueExact());
    }

}
