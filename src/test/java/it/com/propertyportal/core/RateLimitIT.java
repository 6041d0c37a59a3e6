package it.com.propertyportal.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import it.com.propertyportal.AtOnce;
import it.com.propertyportal.Fixture;
import it.com.propertyportal.UsedSecrets;
import jakarta.json.JsonObject;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The test server allows 50 requests per key in any minute (RATE_LIMIT_PER_MINUTE in src/test/it-server); the
 * window slides, so a test's requests, all made within a minute, count against one budget wherever the clock's
 * minutes begin.
 */
class RateLimitIT {

    private static final int LIMIT = 50;

    @Test
    void aKeyOverItsLimitGets429WithRetryAfterAndTheHeadersCountDown() {
        String key = new Fixture().imported().newKey();
        int admitted = 0;
        Api.Reply refused = null;
        for (int i = 0; i < 2 * LIMIT && refused == null; i++) {
            Api.Reply reply = Core.get(key, "/api/boards");
            assertEquals(String.valueOf(LIMIT), reply.header("RateLimit-Limit"));
            long reset = Long.parseLong(reply.header("RateLimit-Reset"));
            assertTrue(reset >= 1 && reset <= 61, "RateLimit-Reset " + reset);
            if (reply.status() == 429) {
                refused = reply;
            } else {
                assertEquals(200, reply.status(), reply::toString);
                admitted++;
                assertEquals(LIMIT - admitted, Integer.parseInt(reply.header("RateLimit-Remaining")));
            }
        }
        assertNotNull(refused, "no request was refused");
        assertEquals(LIMIT, admitted);
        assertEquals("RATE_LIMITED", refused.json().getString("error"));
        assertEquals("0", refused.header("RateLimit-Remaining"));
        long retryAfter = Long.parseLong(refused.header("Retry-After"));
        assertTrue(retryAfter >= 1 && retryAfter <= 61, "Retry-After " + retryAfter);
        assertEquals(429, Core.get(key, "/api/boards").status(), "and the next one too");
    }

    @Test
    void aKeyRevokedAfterItsCallsIsUnrecognisedAtOnceWhetherOrNotItWasOverItsLimit() {
        Fixture fixture = new Fixture().imported();
        JsonObject used = issue(fixture.board);
        JsonObject exhausted = issue(fixture.board);
        assertEquals(
                200, Core.get(used.getString("key"), "/api/boards").status(), "recognised, so known to this server");
        for (int i = 0; i < LIMIT; i++) {
            Core.get(exhausted.getString("key"), "/api/boards");
        }
        assertEquals(429, Core.get(exhausted.getString("key"), "/api/boards").status());
        for (JsonObject key : List.of(used, exhausted)) {
            assertEquals(
                    204,
                    Api.delete(
                                    "/api/admin/boards/" + fixture.board + "/api-keys/" + key.getString("id"),
                                    "Authorization",
                                    Api.adminAuthorization())
                            .status());
            Api.Reply reply = Core.get(key.getString("key"), "/api/boards");
            assertEquals(401, reply.status(), reply::toString);
            assertEquals("UNAUTHORIZED", reply.json().getString("error"));
            assertEquals(401, Core.get(key.getString("key"), "/api/boards").status(), "and on every call after");
        }
    }

    /** A new key on the board: its id and plaintext. */
    private static JsonObject issue(String board) {
        Api.Reply reply = Api.adminPost("/api/admin/boards/" + board + "/api-keys", "{\"name\":\"revoked later\"}");
        assertEquals(201, reply.status(), reply::toString);
        UsedSecrets.remember(reply.json().getString("key"));
        return reply.json();
    }

    @Test
    void keysAreLimitedSeparately() {
        Fixture fixture = new Fixture().imported();
        String busy = fixture.newKey();
        String quiet = fixture.newKey();
        for (int i = 0; i < LIMIT + 1; i++) {
            Core.get(busy, "/api/boards");
        }
        assertEquals(200, Core.get(quiet, "/api/boards").status());
    }

    @Test
    void sixtyFourParallelCallsOfOneKeyAdmitExactlyTheLimit() throws Exception {
        String key = new Fixture().imported().newKey();
        List<Api.Reply> replies = race(64, key);
        assertEquals(LIMIT, replies.stream().filter(r -> r.status() == 200).count(), statuses(replies));
        assertEquals(64 - LIMIT, replies.stream().filter(r -> r.status() == 429).count(), statuses(replies));
        for (Api.Reply refused : replies.stream().filter(r -> r.status() == 429).toList()) {
            assertEquals("0", refused.header("RateLimit-Remaining"));
            assertTrue(Long.parseLong(refused.header("Retry-After")) >= 1, refused::toString);
        }
    }

    @Test
    void sixteenParallelCallsAfterFortyAdmitExactlyTheTenLeft() throws Exception {
        String key = new Fixture().imported().newKey();
        for (int i = 0; i < LIMIT - 10; i++) {
            assertEquals(200, Core.get(key, "/api/boards").status());
        }
        List<Api.Reply> replies = race(16, key);
        assertEquals(10, replies.stream().filter(r -> r.status() == 200).count(), statuses(replies));
        assertEquals(6, replies.stream().filter(r -> r.status() == 429).count(), statuses(replies));
    }

    private static List<Api.Reply> race(int calls, String key) throws Exception {
        return AtOnce.send(calls, i -> Core.get(key, "/api/boards"));
    }

    private static String statuses(List<Api.Reply> replies) {
        return replies.stream().map(r -> String.valueOf(r.status())).toList().toString();
    }
}
