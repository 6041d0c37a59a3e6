package com.propertyportal.forms.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.propertyportal.fields.FieldType;
import com.propertyportal.forms.entity.FormField;
import com.propertyportal.input.Violations;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class SubmissionValuesTest {

    private static FormField field(String uuid, FieldType type, boolean required) {
        return new FormField(uuid, uuid, type, required, List.of("a", "b"), null, false);
    }

    private static Set<String> failing(List<FormField> fields, JsonObject data, Map<String, JsonValue> expected) {
        Violations violations = new Violations();
        assertEquals(expected, SubmissionValues.check(fields, data, "loc-1"::equals, violations));
        return Set.copyOf(violations.list().stream().map(e -> e.field()).toList());
    }

    @Test
    void oneCheckNamesRequiredUnknownAndWrongFieldsTogether() {
        List<FormField> fields = List.of(
                field("name", FieldType.TEXT, true),
                field("age", FieldType.MONEY, false),
                field("pets", FieldType.BOOLEAN, false));
        assertEquals(
                Set.of("data.name", "data.age", "data.who"),
                failing(
                        fields,
                        Json.createObjectBuilder()
                                .add("age", "x")
                                .add("who", 1)
                                .add("pets", true)
                                .build(),
                        Map.of("pets", JsonValue.TRUE)));
        Violations tooMany = new Violations();
        var big = Json.createObjectBuilder();
        for (int i = 0; i <= SubmissionValues.MAX_FIELDS; i++) {
            big.add("k" + i, i);
        }
        SubmissionValues.check(fields, big.build(), id -> false, tooMany);
        assertTrue(tooMany.list().size() == 1 && tooMany.list().get(0).field().equals("data"));
    }

    @Test
    void blankAndNullAreNotSentSoOnlyARequiredFieldMissesThem() {
        List<FormField> fields = List.of(
                field("name", FieldType.TEXT, true),
                field("note", FieldType.TEXTAREA, false),
                field("mail", FieldType.EMAIL, false));
        assertEquals(
                Set.of("data.name"),
                failing(
                        fields,
                        Json.createObjectBuilder()
                                .add("name", "  ")
                                .add("note", JsonValue.NULL)
                                .add("mail", "")
                                .build(),
                        Map.of()));
    }

    @Test
    void moneyIsWrittenInCentsAndStoredAsAnAmount() {
        List<FormField> fields = List.of(field("income", FieldType.MONEY, false));
        JsonObject stored = Json.createObjectBuilder()
                .add("amount", new java.math.BigDecimal("1250.50"))
                .add("currency", "USD")
                .build();
        assertEquals(
                Set.of(),
                failing(fields, Json.createObjectBuilder().add("income", 125050).build(), Map.of("income", stored)));
    }

    @Test
    void aUnitPickerTakesOnlyTheOrganizationsActiveUnits() {
        List<FormField> fields = List.of(new FormField("u", "Unit", FieldType.SELECT, true, List.of(), "unit", true));
        assertEquals(
                Set.of(),
                failing(
                        fields,
                        Json.createObjectBuilder().add("u", "loc-1").build(),
                        Map.of("u", Json.createValue("loc-1"))));
        assertEquals(
                Set.of("data.u"),
                failing(fields, Json.createObjectBuilder().add("u", "loc-2").build(), Map.of()));
    }

    @Test
    void aFormFieldHasOnlyTheEightFormTypes() {
        assertThrows(IllegalArgumentException.class, () -> field("n", FieldType.NUMBER, false));
        assertEquals("string", field("n", FieldType.TEXT, false).typeName());
    }
}
