package com.propertyportal.boards.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.propertyportal.input.Violations;
import com.propertyportal.problems.FieldError;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import java.io.StringReader;
import org.junit.jupiter.api.Test;

class CardBodyTest {

    private static JsonObject json(String text) {
        return Json.createReader(new StringReader(text)).readObject();
    }

    @Test
    void aTitleOfTheWrongTypeIsNamedEvenBesideAName() {
        Violations violations = new Violations();
        CardBody.read(json("{\"name\":\"Kept\",\"title\":{\"a\":1}}"), violations);
        assertEquals(
                "title",
                violations.list().stream().map(FieldError::field).findFirst().orElse("(none)"),
                violations.list()::toString);
    }

    @Test
    void theNameWinsOverTheTitleAndTheTitleStandsInForAMissingName() {
        Violations violations = new Violations();
        CardBody both = CardBody.read(json("{\"name\":\"Kept\",\"title\":\"Other\"}"), violations);
        CardBody titled = CardBody.read(json("{\"title\":\"Titled\"}"), violations);
        assertTrue(violations.isEmpty(), violations.list()::toString);
        assertEquals("Kept", both.change().name().orElseThrow());
        assertEquals("Titled", titled.change().name().orElseThrow());
    }
}
