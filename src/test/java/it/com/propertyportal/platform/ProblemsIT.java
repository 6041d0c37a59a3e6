package it.com.propertyportal.platform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.Test;

/** Every failure is an application/problem+json body that says what was wrong and leaks nothing. */
class ProblemsIT {

    private static void assertProblem(Api.Reply reply, int status, String messagePart) {
        assertEquals(status, reply.status(), reply::toString);
        assertEquals("application/problem+json", reply.header("Content-Type"));
        JsonObject body = reply.json();
        assertEquals(status, body.getInt("status"));
        assertTrue(body.getString("instance").startsWith("urn:uuid:"));
        assertTrue(body.getString("message").contains(messagePart), body::toString);
        assertEquals(body.getString("message"), body.getString("reason"));
        assertFalse(reply.body().contains("Exception"), reply::toString);
        assertFalse(reply.body().contains("at com."), reply::toString);
    }

    @Test
    void anUnknownRouteIsA404NamingThePath() {
        assertProblem(Api.get("/no/such/thing"), 404, "/no/such/thing");
    }

    @Test
    void aWrongMethodIsA405ListingTheAllowedOnes() {
        Api.Reply reply = Api.send(
                "PATCH", "/api/admin/import", "{}", "application/json", "Authorization", Api.adminAuthorization());
        assertProblem(reply, 405, "POST");
    }

    @Test
    void malformedJsonIsA400SayingWhere() {
        Api.Reply reply = Api.adminPost("/api/admin/import", "{\"organizations\": [");
        assertProblem(reply, 400, "not valid JSON");
        assertEquals(
                "body", reply.json().getJsonArray("errors").getJsonObject(0).getString("field"));
    }

    @Test
    void aJsonBodyThatIsNotAnObjectIsA400() {
        assertProblem(Api.adminPost("/api/admin/import", "[1,2]"), 400, "JSON object");
    }

    @Test
    void aWrongTypeIsA400NamingTheField() {
        Api.Reply reply = Api.adminPost("/api/admin/import", "{\"organizations\": {}}");
        assertProblem(reply, 400, "organizations must be an array");
    }

    @Test
    void anOverLargeBodyIsA413() {
        String big = "{\"name\":\"" + "x".repeat(1_100_000) + "\"}";
        assertProblem(Api.adminPost("/api/admin/boards/any/api-keys", big), 413, "larger than");
    }

    @Test
    void aWrongContentTypeIsA415() {
        Api.Reply reply = Api.send(
                "POST",
                "/api/admin/import",
                "a=b",
                "application/x-www-form-urlencoded",
                "Authorization",
                Api.adminAuthorization());
        assertProblem(reply, 415, "application/json");
    }
}
