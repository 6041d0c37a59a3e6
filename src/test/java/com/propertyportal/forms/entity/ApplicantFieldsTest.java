package com.propertyportal.forms.entity;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.propertyportal.fields.FieldType;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Which fields identify a form's applicant: the default, the types each member takes, and the stored shape. */
class ApplicantFieldsTest {

    private static FormField field(String uuid, FieldType type) {
        return new FormField(uuid, uuid, type, false, List.of(), null, false);
    }

    private static final List<FormField> FIELDS = List.of(
            field("f-name", FieldType.TEXT),
            field("f-email", FieldType.EMAIL),
            field("f-phone", FieldType.PHONE),
            field("f-pets", FieldType.BOOLEAN));

    @Test
    void byDefaultAFormIdentifiesItsApplicantByItsOneEmailField() {
        assertEquals(Optional.of(new ApplicantFields("f-email", null, null, null)), ApplicantFields.byDefault(FIELDS));
        assertEquals(Optional.empty(), ApplicantFields.byDefault(List.of(field("f-name", FieldType.TEXT))));
        assertEquals(
                Optional.empty(),
                ApplicantFields.byDefault(List.of(field("a", FieldType.EMAIL), field("b", FieldType.EMAIL))),
                "two e-mail fields: nobody guesses which is the applicant's");
    }

    @Test
    void eachMemberNamesAFieldOfTheFormOfATypeItTakes() {
        assertEquals(Map.of(), new ApplicantFields("f-email", "f-name", "f-name", "f-phone").problems(FIELDS));
        assertEquals(Map.of(), new ApplicantFields("f-email", null, null, "f-name").problems(FIELDS));
        Map<String, String> problems = new ApplicantFields("f-name", null, "f-gone", "f-pets").problems(FIELDS);
        assertEquals(List.of("email", "lastName", "phone"), List.copyOf(problems.keySet()));
        assertEquals("must name a field of type email; field f-name is string", problems.get("email"));
        assertEquals("names no field of the form (f-gone)", problems.get("lastName"));
        assertEquals("must name a field of type phone or string; field f-pets is boolean", problems.get("phone"));
    }

    @Test
    void theStoredShapeReadsBackAndAnEmptyOneIsNone() {
        ApplicantFields chosen = new ApplicantFields("f-email", "f-name", null, "f-phone");
        assertEquals(
                "{\"email\":\"f-email\",\"firstName\":\"f-name\",\"phone\":\"f-phone\"}",
                chosen.json().toString());
        assertEquals(Optional.of(chosen), ApplicantFields.of(chosen.json()));
        assertEquals(
                Optional.empty(),
                ApplicantFields.of(jakarta.json.Json.createObjectBuilder().build()));
    }
}
