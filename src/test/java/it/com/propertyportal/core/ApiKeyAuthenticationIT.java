package it.com.propertyportal.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import it.com.propertyportal.Fixture;
import jakarta.json.JsonObject;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ApiKeyAuthenticationIT {

    private final Fixture fixture = new Fixture().imported();
    private final String key = fixture.newKey();
    private final String cards = "/api/board/" + fixture.board;

    private static JsonObject withoutInstance(Api.Reply reply) {
        JsonObject body = reply.json();
        return jakarta.json.Json.createObjectBuilder(body).remove("instance").build();
    }

    @Test
    void everyRefusedKeyGetsTheSameAnswer() {
        String revoked = fixture.newKey();
        String revokedId = Api.adminGet("/api/admin/boards/" + fixture.board + "/api-keys")
                .json()
                .getJsonArray("data")
                .getValuesAs(JsonObject.class)
                .stream()
                .reduce((a, b) -> b)
                .orElseThrow()
                .getString("id");
        assertEquals(
                204,
                Api.delete(
                                "/api/admin/boards/" + fixture.board + "/api-keys/" + revokedId,
                                "Authorization",
                                Api.adminAuthorization())
                        .status());
        char[] forged = key.toCharArray();
        forged[8] = forged[8] == 'x' ? 'y' : 'x';

        List<Api.Reply> replies = new ArrayList<>();
        replies.add(Api.get(cards));
        replies.add(Core.get("", cards));
        replies.add(Core.get("not-a-key", cards));
        replies.add(Core.get(new String(forged), cards));
        replies.add(Core.get("ppk_" + "A".repeat(38), cards));
        replies.add(Core.get(revoked, cards));
        JsonObject first = withoutInstance(replies.get(0));
        for (Api.Reply reply : replies) {
            assertEquals(401, reply.status(), reply::toString);
            assertEquals(first, withoutInstance(reply));
        }
        assertEquals("UNAUTHORIZED", first.getString("error"));
        assertEquals(200, Core.get(key, cards).status());
    }

    @Test
    void aRefusedCallWritesNothing() {
        Api.Reply refused = Core.post("ppk_" + "B".repeat(38), cards, "{\"name\":\"Should not exist\"}");
        assertEquals(401, refused.status());
        assertEquals(0, Core.get(key, cards).json().getInt("total"));
    }

    @Test
    void portalAndAdminPathsAreNotCoreCalls() {
        assertEquals(200, Api.get("/api/portal/company/" + fixture.org).status());
        Api.Reply admin = Api.get("/api/admin/organizations");
        assertEquals(401, admin.status());
        assertTrue(admin.json().getString("message").contains("Administrator"), admin::toString);
    }

    @Test
    void theKeyRecordsWhenItWasLastUsed() {
        assertEquals(200, Core.get(key, "/api/boards").status());
        JsonObject listed = Api.adminGet("/api/admin/boards/" + fixture.board + "/api-keys")
                .json()
                .getJsonArray("data")
                .getJsonObject(0);
        assertTrue(!listed.isNull("lastUsedAt"), listed::toString);
    }
}
