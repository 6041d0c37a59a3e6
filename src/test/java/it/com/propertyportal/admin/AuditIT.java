package it.com.propertyportal.admin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import it.com.propertyportal.Fixture;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** GET /api/admin/audit: what the administrator's API did, by whom and from where, searchable and paged. */
class AuditIT {

    /**
     * A client address no other test of this class uses: the audit search finds a text anywhere in an entry, so
     * two tests drawing the same address (or one whose address starts another's) would see each other's entries.
     * Three digits each, one after another from a random start.
     */
    private static final AtomicInteger NEXT_CLIENT =
            new AtomicInteger(100 + ThreadLocalRandom.current().nextInt(100));

    private static String nextClient() {
        return "203.0.113." + NEXT_CLIENT.getAndIncrement();
    }

    private final Fixture fixture = new Fixture();

    @Test
    void apiActionsAreRecordedWithUserAndClientAddressButNoSecret() {
        String client = nextClient();
        String auth = Api.adminAuthorization();
        assertEquals(
                200,
                Api.post(
                                "/api/admin/import",
                                fixture.document().toString(),
                                "Authorization",
                                auth,
                                "X-Forwarded-For",
                                client)
                        .status());
        String board = "/api/admin/boards/" + fixture.board;
        Api.Reply created = Api.post(
                board + "/api-keys", "{\"name\":\"audited\"}", "Authorization", auth, "X-Forwarded-For", client);
        String secret = created.json().getString("key");
        String keyId = created.json().getString("id");
        assertEquals(
                200,
                Api.put(board + "/api", "{\"enabled\":false}", "Authorization", auth, "X-Forwarded-For", client)
                        .status());
        assertEquals(
                204,
                Api.delete(board + "/api-keys/" + keyId, "Authorization", auth, "X-Forwarded-For", client)
                        .status());

        Api.Reply reply = Api.adminGet("/api/admin/audit?q=" + client + "&limit=10");
        assertEquals(200, reply.status(), reply::toString);
        assertTrue(reply.header("Cache-Control").contains("no-store"));
        JsonArray entries = reply.json().getJsonArray("data");
        assertEquals(4, reply.json().getInt("total"), reply::toString);
        assertEquals(
                java.util.List.of("api-key-revoked", "api-switched", "api-key-created", "import"),
                entries.stream().map(e -> e.asJsonObject().getString("action")).toList(),
                "newest first");
        for (var value : entries) {
            JsonObject entry = value.asJsonObject();
            assertEquals(Api.ADMIN_USER, entry.getString("user"));
            assertEquals(client, entry.getString("client"));
        }
        assertTrue(entries.getJsonObject(0).getString("detail").contains(keyId));
        assertEquals(fixture.board, entries.getJsonObject(1).getString("target"));
        assertTrue(entries.getJsonObject(3).getString("detail").contains("organizations 1"));
        assertFalse(reply.body().contains(secret), "the key itself is never in the log");
        assertFalse(reply.body().contains(secret.substring(4, 20)));
        assertFalse(reply.body().contains(Api.ADMIN_PASSWORD));
    }

    @Test
    void aFailedBasicLoginIsRecordedWithoutThePassword() {
        String client = nextClient();
        assertEquals(
                401,
                Api.get(
                                "/api/admin/overview",
                                "Authorization",
                                Api.basic("mallory", "guess-123"),
                                "X-Forwarded-For",
                                client)
                        .status());
        JsonObject page = Api.adminGet("/api/admin/audit?action=sign-in-failed&q=" + client)
                .json();
        assertEquals(1, page.getInt("total"), page::toString);
        JsonObject entry = page.getJsonArray("data").getJsonObject(0);
        assertEquals("mallory", entry.getString("user"));
        assertFalse(page.toString().contains("guess-123"));
    }

    @Test
    void theLogIsPagedAndItsParametersChecked() {
        String client = nextClient();
        for (int i = 0; i < 3; i++) {
            Api.put(
                    "/api/admin/boards/" + new Fixture().imported().board + "/api",
                    "{\"enabled\":true}",
                    "Authorization",
                    Api.adminAuthorization(),
                    "X-Forwarded-For",
                    client);
        }
        JsonObject first = Api.adminGet("/api/admin/audit?action=api-switched&q=" + client + "&limit=2")
                .json();
        JsonObject second = Api.adminGet("/api/admin/audit?action=api-switched&q=" + client + "&limit=2&skip=2")
                .json();
        assertEquals(3, first.getInt("total"));
        assertEquals(2, first.getJsonArray("data").size());
        assertEquals(1, second.getJsonArray("data").size());
        assertFalse(first.getJsonArray("data")
                .toString()
                .contains(second.getJsonArray("data").getJsonObject(0).getString("id")));

        Api.Reply badLimit = Api.adminGet("/api/admin/audit?limit=0");
        assertEquals(400, badLimit.status());
        assertEquals(
                "limit", badLimit.json().getJsonArray("errors").getJsonObject(0).getString("field"));
        assertEquals(400, Api.adminGet("/api/admin/audit?q=" + "x".repeat(201)).status());
        for (String notATime : List.of("%20", "%20%20", "tomorrow")) {
            Api.Reply badFrom = Api.adminGet("/api/admin/audit?from=" + notATime);
            assertEquals(400, badFrom.status(), notATime);
            assertEquals(
                    "from",
                    badFrom.json().getJsonArray("errors").getJsonObject(0).getString("field"));
        }
        assertEquals(200, Api.adminGet("/api/admin/audit?from=&to=").status(), "empty: no bound, as the console sends");
        assertEquals(401, Api.get("/api/admin/audit").status());
    }
}
