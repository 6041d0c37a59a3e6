package it.com.propertyportal.admin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import it.com.propertyportal.Fixture;
import it.com.propertyportal.ServerFiles;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.Test;

class ApiKeysIT {

    private final Fixture fixture = new Fixture().imported();
    private final String keys = "/api/admin/boards/" + fixture.board + "/api-keys";

    @Test
    void aKeyIsShownOnceAndListedWithoutItsSecret() {
        Api.Reply created = Api.adminPost(keys, "{\"name\":\"Intranet sync\"}");
        assertEquals(201, created.status(), created::toString);
        assertTrue(created.header("Cache-Control").contains("no-store"));
        JsonObject key = created.json();
        String plaintext = it.com.propertyportal.UsedSecrets.remember(key.getString("key"));
        assertTrue(plaintext.matches("ppk_[0-9A-Za-z]{38}"), plaintext);
        assertEquals("Intranet sync", key.getString("name"));
        assertNotNull(key.getString("createdAt"));

        Api.Reply listed = Api.adminGet(keys);
        assertEquals(200, listed.status());
        JsonObject entry = listed.json().getJsonArray("data").getJsonObject(0);
        assertEquals(key.getString("id"), entry.getString("id"));
        assertFalse(entry.containsKey("key"));
        assertFalse(listed.body().contains(plaintext));
        assertFalse(listed.body().contains(plaintext.substring(4, 20)));
    }

    @Test
    void aRevokedKeyIsMarkedAndCannotBeRevokedElsewhere() {
        String id = Api.adminPost(keys, "{\"name\":\"temporary\"}").json().getString("id");
        Api.Reply otherBoard = Api.delete(
                "/api/admin/boards/" + new Fixture().imported().board + "/api-keys/" + id,
                "Authorization",
                Api.adminAuthorization());
        assertEquals(404, otherBoard.status());
        Api.Reply revoked = Api.delete(keys + "/" + id, "Authorization", Api.adminAuthorization());
        assertEquals(204, revoked.status());
        JsonObject entry = Api.adminGet(keys).json().getJsonArray("data").getJsonObject(0);
        assertFalse(entry.isNull("revokedAt"));
        assertEquals(
                404,
                Api.delete(keys + "/nope", "Authorization", Api.adminAuthorization())
                        .status());
    }

    @Test
    void aKeyNeedsANameAndAnExistingBoard() {
        Api.Reply unnamed = Api.adminPost(keys, "{}");
        assertEquals(400, unnamed.status());
        assertEquals(
                "name", unnamed.json().getJsonArray("errors").getJsonObject(0).getString("field"));
        assertEquals(
                404,
                Api.adminPost("/api/admin/boards/no-such-board/api-keys", "{\"name\":\"x\"}")
                        .status());
        assertEquals(401, Api.post(keys, "{\"name\":\"x\"}").status());
    }

    @Test
    void aKeyIsMadeOnlyOnceTheBoardsApiIsOn() {
        String api = "/api/admin/boards/" + fixture.board + "/api";
        assertEquals(
                200,
                Api.put(api, "{\"enabled\":false}", "Authorization", Api.adminAuthorization())
                        .status());
        Api.Reply refused = Api.adminPost(keys, "{\"name\":\"too early\"}");
        assertEquals(409, refused.status(), refused::toString);
        assertTrue(refused.header("Content-Type").startsWith("application/problem+json"), refused::toString);
        assertEquals("API_DISABLED", refused.json().getString("error"));
        assertEquals(
                "boardId",
                refused.json().getJsonArray("errors").getJsonObject(0).getString("field"));
        assertEquals(0, Api.adminGet(keys).json().getJsonArray("data").size(), "no key was made");
        assertEquals(
                200,
                Api.put(api, "{\"enabled\":true}", "Authorization", Api.adminAuthorization())
                        .status());
        assertEquals(201, Api.adminPost(keys, "{\"name\":\"in time\"}").status());
    }

    @Test
    void thePlaintextNeverReachesTheLogs() {
        String plaintext = it.com.propertyportal.UsedSecrets.remember(
                Api.adminPost(keys, "{\"name\":\"log probe\"}").json().getString("key"));
        assertFalse(ServerFiles.allLogs().contains(plaintext));
    }

    @Test
    void theBoardApiSwitchTurnsOnAndOff() {
        String path = "/api/admin/boards/" + fixture.board + "/api";
        Api.Reply off = Api.put(path, "{\"enabled\":false}", "Authorization", Api.adminAuthorization());
        assertEquals(200, off.status(), off::toString);
        assertFalse(off.json().getBoolean("apiEnabled"));
        assertFalse(Api.adminGet("/api/admin/boards/" + fixture.board).json().getBoolean("apiEnabled"));
        Api.Reply bad = Api.put(path, "{\"enabled\":\"yes\"}", "Authorization", Api.adminAuthorization());
        assertEquals(400, bad.status());
        assertTrue(bad.json().getString("message").contains("enabled"));
        assertEquals(
                404,
                Api.put("/api/admin/boards/none/api", "{\"enabled\":true}", "Authorization", Api.adminAuthorization())
                        .status());
    }
}
