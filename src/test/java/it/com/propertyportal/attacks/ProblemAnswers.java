package it.com.propertyportal.attacks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import java.util.List;
import java.util.Locale;

/** What every refusal must be: a problem body naming the field, and nothing of the server's insides. */
final class ProblemAnswers {

    private ProblemAnswers() {}

    /** A problem+json answer of that status whose errors name the field. */
    static JsonObject assertProblem(RawExchange.Answer answer, int status, String field) {
        assertEquals(status, answer.status(), answer::toString);
        assertEquals("application/problem+json", answer.header("Content-Type"), answer::toString);
        assertLeaksNothing(answer);
        JsonObject body = answer.json();
        assertEquals(status, body.getInt("status"), answer::toString);
        assertTrue(body.getString("instance").startsWith("urn:uuid:"), answer::toString);
        List<String> fields = body.getJsonArray("errors").getValuesAs(JsonValue::asJsonObject).stream()
                .map(error -> error.getString("field"))
                .toList();
        assertTrue(fields.contains(field), () -> "no error names " + field + ": " + answer);
        return body;
    }

    /** No HTML page, no Java class name, no stack frame. */
    static void assertLeaksNothing(RawExchange.Answer answer) {
        String body = answer.body();
        assertFalse(body.toLowerCase(Locale.ROOT).contains("<html"), answer::toString);
        assertFalse(body.contains("Exception"), answer::toString);
        assertFalse(body.contains("at com."), answer::toString);
        assertFalse(body.contains("at java."), answer::toString);
        assertFalse(body.contains("RESTEASY"), answer::toString);
        assertFalse(body.contains("com.ibm.") || body.contains("com.propertyportal."), answer::toString);
    }

    /** The headers a core or administrator answer carries, errors included. */
    static void assertPrivateAndInert(RawExchange.Answer answer) {
        assertEquals("no-store", answer.header("Cache-Control"), answer::toString);
        assertEquals(
                "default-src 'none'; frame-ancestors 'none'",
                answer.header("Content-Security-Policy"),
                answer::toString);
        assertEquals("no-referrer", answer.header("Referrer-Policy"), answer::toString);
        assertEquals("nosniff", answer.header("X-Content-Type-Options"), answer::toString);
    }
}
