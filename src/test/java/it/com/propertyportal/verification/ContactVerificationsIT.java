package it.com.propertyportal.verification;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import it.com.propertyportal.Api;
import it.com.propertyportal.Fixture;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** GET /api/contacts/{contactId}/verifications: statuses and times, newest first, never a code; own organization only. */
class ContactVerificationsIT {

    @RegisterExtension
    static final GreenMailExtension MAIL = Mail.server();

    private final Fixture fixture = new Fixture().imported();
    private final String key = fixture.newKey();

    private Api.Reply history(String contactId, String query) {
        return Api.get("/api/contacts/" + contactId + "/verifications" + query, "x-token", key);
    }

    @Test
    void theHistoryShowsEachRequestsStatusAndTimesNewestFirstAndNoCode() throws Exception {
        Api.Reply none = history(fixture.contact, "");
        assertEquals(200, none.status(), none::toString);
        assertEquals(List.of(), none.json().getJsonArray("data"));
        assertEquals(fixture.contact, none.json().getString("contactId"));

        Instant before = Instant.now().minusSeconds(5);
        Api.Reply first = Verify.start(key, fixture.email);
        assertEquals(200, first.status(), first::toString);
        String firstCode = Mail.codeIn(Mail.lastTo(MAIL, fixture.email));
        String firstRequest = first.json().getString("requestId");
        assertEquals(
                401, Verify.confirm(key, firstRequest, Verify.wrong(firstCode)).status());
        assertEquals(200, Verify.confirm(key, firstRequest, firstCode).status());

        Api.Reply second = Verify.startAfterPause(() -> key, fixture.email);
        assertEquals(200, second.status(), second::toString);
        String secondCode = Mail.codeIn(Mail.lastTo(MAIL, fixture.email));

        Api.Reply reply = history(fixture.contact, "");
        assertEquals(200, reply.status(), reply::toString);
        List<JsonObject> rows = reply.json().getJsonArray("data").getValuesAs(JsonObject.class);
        assertEquals(2, rows.size(), reply::toString);
        JsonObject newest = rows.get(0);
        JsonObject oldest = rows.get(1);
        assertEquals("pending", newest.getString("status"));
        assertEquals(JsonValue.NULL, newest.get("finishedAt"));
        assertEquals(0, newest.getInt("failedAttempts"));
        assertEquals("verified", oldest.getString("status"));
        assertEquals(1, oldest.getInt("failedAttempts"));
        Instant started = Instant.parse(oldest.getString("createdAt"));
        assertTrue(started.isAfter(before), oldest::toString);
        assertFalse(Instant.parse(oldest.getString("finishedAt")).isBefore(started), oldest::toString);
        assertTrue(Instant.parse(newest.getString("createdAt")).isAfter(started), reply::toString);
        assertTrue(Instant.parse(newest.getString("expiresAt")).isAfter(Instant.parse(newest.getString("createdAt"))));
        for (JsonObject row : rows) {
            assertEquals(Set.of("status", "createdAt", "expiresAt", "finishedAt", "failedAttempts"), row.keySet());
        }
        assertFalse(reply.body().contains(firstCode), "no code in the history");
        assertFalse(reply.body().contains(secondCode), "no code in the history");
        assertFalse(reply.body().contains(firstRequest), "no request id to aim confirmations at");
        assertFalse(reply.body().toLowerCase().contains("hash"), reply::toString);

        Api.Reply limited = history(fixture.contact, "?limit=1");
        assertEquals(200, limited.status(), limited::toString);
        assertEquals(1, limited.json().getJsonArray("data").size());
        assertEquals(
                "pending", limited.json().getJsonArray("data").getJsonObject(0).getString("status"));

        // Another contact of the organization with another address has a history of its own.
        Api.Reply other = history(fixture.otherContact, "");
        assertEquals(List.of(), other.json().getJsonArray("data"), other::toString);
    }

    @Test
    void anotherOrganizationsContactIsNotFoundAsAnUnknownOneIs() {
        Fixture other = new Fixture().imported();
        String otherKey = other.newKey();
        assertEquals(200, Verify.start(otherKey, other.email).status());

        Api.Reply foreign = history(other.contact, "");
        assertEquals(404, foreign.status(), foreign::toString);
        Api.Reply unknown = history(Api.unique("contact"), "");
        assertEquals(404, unknown.status(), unknown::toString);
        assertEquals(foreign.json().getString("error"), unknown.json().getString("error"));
        Api.Reply own = Api.get("/api/contacts/" + other.contact + "/verifications", "x-token", otherKey);
        assertEquals(1, own.json().getJsonArray("data").size(), own::toString);
    }

    @Test
    void aBadLimitOrUnknownParameterIsA400NamingIt() {
        for (String query : List.of("?limit=0", "?limit=101", "?limit=x")) {
            Api.Reply reply = history(fixture.contact, query);
            assertEquals(400, reply.status(), query + ": " + reply);
            assertTrue(reply.body().contains("\"limit\""), reply::toString);
        }
        Api.Reply unknown = history(fixture.contact, "?code=1");
        assertEquals(400, unknown.status(), unknown::toString);
        assertTrue(unknown.body().contains("\"code\""), unknown::toString);
    }
}
