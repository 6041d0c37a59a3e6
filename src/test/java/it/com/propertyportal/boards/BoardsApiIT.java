package it.com.propertyportal.boards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import it.com.propertyportal.Fixture;
import it.com.propertyportal.UsedSecrets;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.Test;

/**
 * Boards through the administrator's API: made in an organization with their fields and API switch (off unless
 * switched on), renamed and switched, and archived: API off for good, gone from the core API, cards kept for the
 * administrator.
 */
class BoardsApiIT {

    @Test
    void aNewBoardsApiIsOffUntilSwitchedOnAndThenItsFirstKeyWorks() {
        Fixture fixture = new Fixture().imported();
        String id = Api.unique("board");
        Api.Reply made = Api.adminPost(
                "/api/admin/organizations/" + fixture.org + "/boards",
                "{\"_id\":\"" + id + "\",\"name\":\"Viewings\",\"fields\":[{\"key\":\"email\",\"label\":\"E-mail\","
                        + "\"type\":\"email\"}]}");
        assertEquals(201, made.status(), made::toString);
        assertEquals("/api/admin/boards/" + id, made.header("Location"));
        assertEquals(fixture.org, made.json().getString("companyId"));
        assertFalse(made.json().getBoolean("apiEnabled"), "off unless switched on");
        assertEquals(
                409,
                Api.adminPost("/api/admin/boards/" + id + "/api-keys", "{\"name\":\"early\"}")
                        .status());

        Api.Reply on = change(id, "{\"apiEnabled\":true,\"name\":\"Viewing requests\"}");
        assertEquals(200, on.status(), on::toString);
        assertEquals("Viewing requests", on.json().getString("name"));
        assertTrue(on.json().getBoolean("apiEnabled"));
        Api.Reply key = Api.adminPost("/api/admin/boards/" + id + "/api-keys", "{\"name\":\"first\"}");
        assertEquals(201, key.status(), key::toString);
        String plaintext = UsedSecrets.remember(key.json().getString("key"));
        Api.Reply schema = Api.get("/api/schema/" + id, "x-token", plaintext);
        assertEquals(200, schema.status(), schema::toString);
        assertTrue(Api.get("/api/boards", "x-token", plaintext).body().contains("Viewing requests"));

        Api.Reply again = Api.adminPost(
                "/api/admin/organizations/" + fixture.org + "/boards", "{\"_id\":\"" + id + "\",\"name\":\"Twice\"}");
        assertEquals(409, again.status(), again::toString);
        assertEquals("_id", firstField(again));
    }

    @Test
    void refusalsNameTheField() {
        Fixture fixture = new Fixture().imported();
        Fixture other = new Fixture().imported();
        String boards = "/api/admin/organizations/" + fixture.org + "/boards";
        assertEquals("name", firstField(Api.adminPost(boards, "{\"fields\":[]}")));
        assertEquals(
                "fields[0].type",
                firstField(Api.adminPost(boards, "{\"name\":\"B\",\"fields\":[{\"key\":\"k\",\"type\":\"colour\"}]}")));
        assertEquals(
                "companyId", firstField(Api.adminPost(boards, "{\"name\":\"B\",\"companyId\":\"" + other.org + "\"}")));
        assertEquals(
                404,
                Api.adminPost("/api/admin/organizations/no-such-org/boards", "{\"name\":\"B\"}")
                        .status());
        assertEquals("colour", firstField(change(fixture.board, "{\"colour\":\"red\"}")));
        assertEquals("name", firstField(change(fixture.board, "{\"name\":\"  \"}")));
        assertEquals("apiEnabled", firstField(change(fixture.board, "{\"apiEnabled\":\"yes\"}")));
        assertEquals(404, change("no-such-board", "{\"name\":\"x\"}").status());
    }

    @Test
    void anArchivedBoardLeavesTheCoreApiAndKeepsItsCardsForTheAdministrator() {
        Fixture fixture = new Fixture().imported();
        String key = fixture.newKey();
        Api.Reply card = Api.post("/api/board/" + fixture.board, "{\"name\":\"Kept card\"}", "x-token", key);
        assertEquals(200, card.status(), card::toString);
        String cardId = card.json().getJsonObject("data").getString("_id");

        Api.Reply archived =
                Api.delete("/api/admin/boards/" + fixture.board, "Authorization", Api.adminAuthorization());
        assertEquals(204, archived.status(), archived::toString);

        JsonObject board = Api.adminGet("/api/admin/boards/" + fixture.board).json();
        assertTrue(board.getBoolean("archived"), board::toString);
        assertFalse(board.getBoolean("apiEnabled"), board::toString);
        Api.Reply refused = Api.get("/api/board/" + fixture.board, "x-token", key);
        assertEquals(403, refused.status(), refused::toString);
        assertEquals("API_DISABLED", refused.json().getString("error"));
        Api.Reply kept = Api.adminGet("/api/admin/cards/" + cardId);
        assertEquals(200, kept.status(), kept::toString);
        assertEquals("Kept card", kept.json().getString("name"));

        Api.Reply switchedOn = change(fixture.board, "{\"apiEnabled\":true}");
        assertEquals(409, switchedOn.status(), switchedOn::toString);
        assertEquals("BOARD_ARCHIVED", switchedOn.json().getString("error"));
        assertEquals(
                409,
                Api.put(
                                "/api/admin/boards/" + fixture.board + "/api",
                                "{\"enabled\":true}",
                                "Authorization",
                                Api.adminAuthorization())
                        .status());
        assertEquals(
                204,
                Api.delete("/api/admin/boards/" + fixture.board, "Authorization", Api.adminAuthorization())
                        .status(),
                "archiving twice changes nothing");

        // Another key of the organization no longer finds the board.
        Api.Reply otherBoard = Api.adminPost(
                "/api/admin/organizations/" + fixture.org + "/boards", "{\"name\":\"Open\",\"apiEnabled\":true}");
        assertEquals(201, otherBoard.status(), otherBoard::toString);
        Api.Reply otherKey = Api.adminPost(
                "/api/admin/boards/" + otherBoard.json().getString("_id") + "/api-keys", "{\"name\":\"sibling\"}");
        String siblingKey = UsedSecrets.remember(otherKey.json().getString("key"));
        assertEquals(
                404,
                Api.get("/api/board/" + fixture.board, "x-token", siblingKey).status());
        assertFalse(Api.get("/api/boards", "x-token", siblingKey).body().contains(fixture.board));
    }

    private static Api.Reply change(String board, String body) {
        return Api.send(
                "PATCH",
                "/api/admin/boards/" + board,
                body,
                "application/merge-patch+json",
                "Authorization",
                Api.adminAuthorization());
    }

    private static String firstField(Api.Reply reply) {
        assertEquals(reply.status() == 409 ? 409 : 400, reply.status(), reply::toString);
        return reply.json().getJsonArray("errors").getJsonObject(0).getString("field");
    }
}
