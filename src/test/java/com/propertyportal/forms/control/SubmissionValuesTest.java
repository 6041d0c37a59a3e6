package com.propertyportal.forms.control;

import com.propertyportal.forms.entity.FormField;
import com.propertyportal.forms.entity.FormFieldType;
import com.propertyportal.input.Cents;
import com.propertyportal.input.Violations;
import jakarta.json.Json;
import jakarta.json.JsonValue;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SubmissionValuesTest {

    private static FormField field(FormFieldType type) {
        return new FormField("f", "F", type, false, List.of("a", "b"), null, false);
    }

    private static Object check(FormFieldType type, JsonValue value) {
        return SubmissionValues.normalize(field(type), value, id -> id.equals("loc-1"));
    }

    private static void valid(FormFieldType type, JsonValue value, JsonValue expected) {
        assertEquals(expected, check(type, value), type + " " + value);
    }

    private static void invalid(FormFieldType type, JsonValue value) {
        assertInstanceOf(String.class, check(type, value), type + " " + value);
    }

    @Test
    void moneyIsCentsOrADecimalStringAndNeverNegative() {
        valid(FormFieldType.MONEY, Json.createValue(125050), Json.createValue(125050L));
        valid(FormFieldType.MONEY, Json.createValue("1250.50"), Json.createValue(125050L));
        valid(FormFieldType.MONEY, Json.createValue("1250.5"), Json.createValue(125050L));
        valid(FormFieldType.MONEY, Json.createValue("7"), Json.createValue(700L));
        valid(FormFieldType.MONEY, Json.createValue(0), Json.createValue(0L));
        invalid(FormFieldType.MONEY, Json.createValue(-1));
        invalid(FormFieldType.MONEY, Json.createValue(12.5));
        invalid(FormFieldType.MONEY, Json.createValue("-1.00"));
        invalid(FormFieldType.MONEY, Json.createValue("1.005"));
        invalid(FormFieldType.MONEY, Json.createValue("1e3"));
        invalid(FormFieldType.MONEY, JsonValue.TRUE);
    }

    @Test
    void moneyIsAtMostTheLargestAmountAnyInputTakes() {
        valid(FormFieldType.MONEY, Json.createValue(Cents.MAX), Json.createValue(Cents.MAX));
        valid(FormFieldType.MONEY, Json.createValue("1000000000.00"), Json.createValue(Cents.MAX));
        invalid(FormFieldType.MONEY, Json.createValue(Cents.MAX + 1));
        invalid(FormFieldType.MONEY, Json.createValue("1000000000.01"));
    }

    @Test
    void phoneIsE164AfterRemovingSpacesDashesAndBrackets() {
        valid(FormFieldType.PHONE, Json.createValue("+1 (206) 555-0100"), Json.createValue("+12065550100"));
        valid(FormFieldType.PHONE, Json.createValue("+44 20 7946 0958"), Json.createValue("+442079460958"));
        invalid(FormFieldType.PHONE, Json.createValue("206 555 0100"));
        invalid(FormFieldType.PHONE, Json.createValue("+0 206 555 0100"));
        invalid(FormFieldType.PHONE, Json.createValue("+1234567890123456"));
        invalid(FormFieldType.PHONE, Json.createValue("+1.206.555.0100"));
    }

    @Test
    void datesMustBeRealDays() {
        valid(FormFieldType.DATE, Json.createValue("2028-02-29"), Json.createValue("2028-02-29"));
        invalid(FormFieldType.DATE, Json.createValue("2027-02-29"));
        invalid(FormFieldType.DATE, Json.createValue("2027-2-01"));
        invalid(FormFieldType.DATE, Json.createValue("+12027-02-01"));
    }

    @Test
    void textLengthsEmailsSelectsAndBooleans() {
        invalid(FormFieldType.STRING, Json.createValue("x".repeat(1001)));
        valid(FormFieldType.STRING, Json.createValue("x".repeat(1000)), Json.createValue("x".repeat(1000)));
        invalid(FormFieldType.TEXTAREA, Json.createValue("x".repeat(20_001)));
        invalid(FormFieldType.STRING, Json.createValue(5));
        valid(FormFieldType.EMAIL, Json.createValue(" a@example.com "), Json.createValue("a@example.com"));
        invalid(FormFieldType.EMAIL, Json.createValue("a@"));
        valid(FormFieldType.SELECT, Json.createValue("b"), Json.createValue("b"));
        invalid(FormFieldType.SELECT, Json.createValue("c"));
        valid(FormFieldType.BOOLEAN, JsonValue.FALSE, JsonValue.FALSE);
        invalid(FormFieldType.BOOLEAN, Json.createValue("true"));
    }

    @Test
    void unitPickerAsksWhetherTheIdIsAnActiveUnit() {
        FormField unit = new FormField("u", "Unit", FormFieldType.SELECT, true, List.of(), "unit", true);
        assertEquals(Json.createValue("loc-1"), SubmissionValues.normalize(unit, Json.createValue("loc-1"),
                id -> id.equals("loc-1")));
        assertInstanceOf(String.class, SubmissionValues.normalize(unit, Json.createValue("loc-2"),
                id -> id.equals("loc-1")));
    }

    @Test
    void oneCheckNamesRequiredUnknownAndWrongFieldsTogether() {
        List<FormField> fields = List.of(new FormField("name", "Name", FormFieldType.STRING, true, List.of(), null,
                false), new FormField("age", "Age", FormFieldType.MONEY, false, List.of(), null, false),
                new FormField("pets", "Pets", FormFieldType.BOOLEAN, false, List.of(), null, false));
        Violations violations = new Violations();
        Map<String, JsonValue> out = SubmissionValues.check(fields, Json.createObjectBuilder().add("age", "x")
                .add("who", 1).add("pets", true).build(), id -> false, violations);
        assertEquals(Set.of("data.name", "data.age", "data.who"), Set.copyOf(violations.list().stream()
                .map(e -> e.field()).toList()));
        assertEquals(Map.of("pets", JsonValue.TRUE), out);
        Violations tooMany = new Violations();
        var big = Json.createObjectBuilder();
        for (int i = 0; i <= SubmissionValues.MAX_FIELDS; i++) {
            big.add("k" + i, i);
        }
        SubmissionValues.check(fields, big.build(), id -> false, tooMany);
        assertTrue(tooMany.list().size() == 1 && tooMany.list().get(0).field().equals("data"));
    }
}
