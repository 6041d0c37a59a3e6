package com.propertyportal.forms.control;

import com.propertyportal.fields.Checked;
import com.propertyportal.fields.Choices;
import com.propertyportal.fields.FieldValues;
import com.propertyportal.forms.entity.FormField;
import com.propertyportal.input.Violations;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * Checks a submission's values against the form's fields, because the public submit must not trust the
 * embed's checks: each value by its type's rule, required fields present, no unknown uuids; every failing
 * field is named by its uuid under "data".
 */
public final class SubmissionValues {

    public static final int MAX_FIELDS = 200;
    static final String UNIT = "a unit of this organization";

    private SubmissionValues() {}

    /**
     * The values as stored by uuid (money as {amount, currency}, phone as E.164); empty optional fields
     * are left out. isUnit tells whether an id names an active location of the form's organization.
     */
    public static Map<String, JsonValue> check(
            List<FormField> fields, JsonObject data, Predicate<String> isUnit, Violations violations) {
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
            Choices choices = field.unitPicker() ? new Choices(isUnit, UNIT) : Choices.of(field.options());
            Checked checked = FieldValues.check(field.type(), value, choices, FieldValues.Notation.FORM);
            if (checked.isValid()) {
                out.put(field.uuid(), checked.value());
            } else {
                violations.add("data." + field.uuid(), checked.problem());
            }
        }
        return out;
    }

    private static boolean isEmpty(JsonValue value) {
        return value == null
                || value.getValueType() == JsonValue.ValueType.NULL
                || value instanceof JsonString s && s.getString().isBlank();
    }
}
