package com.propertyportal.organizations.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.propertyportal.input.JsonInput;
import com.propertyportal.input.Violations;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import java.io.StringReader;
import org.junit.jupiter.api.Test;

class ConfigSchemaTest {

    private static JsonObject json(String text) {
        return Json.createReader(new StringReader(text)).readObject();
    }

    @Test
    void aLocationOverridesItsOrganizationFieldByField() {
        JsonObject merged = ConfigSchema.merge(
                json("{\"collectPayment\": true, \"payStubCount\": 2}"), json("{\"collectPayment\": false}"));
        assertEquals(json("{\"collectPayment\": false, \"payStubCount\": 2}"), merged);
    }

    @Test
    void unknownFieldsAndWrongTypesAreNamed() {
        Violations violations = new Violations();
        JsonInput in = JsonInput.root(json("{\"collectPayment\": \"yes\", \"colour\": \"red\"}"), violations);
        ConfigSchema.companyInfo(in, s -> s);
        assertEquals(2, violations.list().size());
        assertTrue(violations.list().toString().contains("collectPayment must be true or false"));
    }

    @Test
    void datesMustBeRealDates() {
        Violations violations = new Violations();
        ConfigSchema.applicationConfig(JsonInput.root(json("{\"availableDate\": \"2026-02-30\"}"), violations), s -> s);
        assertFalse(violations.isEmpty());
    }

    @Test
    void htmlPassesThroughTheSanitizer() {
        Violations violations = new Violations();
        JsonObject config = ConfigSchema.applicationConfig(
                JsonInput.root(json("{\"leaseTerms\": \"<p>ok</p><img src=x onerror=alert(1)>\"}"), violations),
                HtmlSanitizer::clean);
        assertEquals("<p>ok</p>", config.getString("leaseTerms"));
    }
}
