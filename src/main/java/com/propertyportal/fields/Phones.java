package com.propertyportal.fields;

import com.propertyportal.json.Json;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import java.util.regex.Pattern;

/**
 * The phone rule: an international number (E.164: +, country code, at most 15 digits) once spaces, dashes,
 * dots and brackets are removed, and stored so, because a number without its country cannot be dialled
 * from everywhere and one spelling per number keeps it searchable.
 */
final class Phones {

    static final String MUST = "must be a phone number";
    static final String INTERNATIONAL = "must be an international phone number, such as +1 206 555 0100";
    private static final int MAX_WRITTEN = 40;
    private static final Pattern SEPARATORS = Pattern.compile("[\\s\\h().\\[\\]-]");
    private static final Pattern E164 = Pattern.compile("\\+[1-9][0-9]{1,14}");
    private static final Pattern ANY_DIGIT = Pattern.compile(".*[0-9].*");

    private Phones() {}

    static Checked check(JsonValue value) {
        if (!(value instanceof JsonString s)
                || s.getString().length() > MAX_WRITTEN
                || !ANY_DIGIT.matcher(s.getString()).matches()) {
            return Checked.wrong(MUST);
        }
        String number = SEPARATORS.matcher(s.getString()).replaceAll("");
        return E164.matcher(number).matches() ? Checked.valid(Json.createValue(number)) : Checked.wrong(INTERNATIONAL);
    }
}
