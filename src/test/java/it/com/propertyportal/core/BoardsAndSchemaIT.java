package it.com.propertyportal.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import it.com.propertyportal.Fixture;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import java.util.List;
import org.junit.jupiter.api.Test;

class BoardsAndSchemaIT {

    private final Fixture fixture = new Fixture().imported();
    private final String key = fixture.newKey();

    @Test
    void theSchemaListsTheFieldsInTheBoardsOrder() {
        Api.Reply reply = Core.get(key, "/api/schema/" + fixture.board);
        assertEquals(200, reply.status(), reply::toString);
        JsonArray fields = reply.array();
        assertEquals(
                List.of("email", "phone", "moveIn", "income", "pets", "notes", "score", "stage"),
                fields.getValuesAs(JsonObject.class).stream()
                        .map(f -> f.getString("key"))
                        .toList());
        JsonObject stage = fields.getJsonObject(7);
        assertEquals("select", stage.getString("type"));
        assertEquals("Stage", stage.getString("label"));
        assertEquals(3, stage.getJsonArray("options").size());
    }

    @Test
    void aBoardWithItsApiOffAnswers403ToEveryKey() {
        Api.put(
                "/api/admin/boards/" + fixture.board + "/api",
                "{\"enabled\":false}",
                "Authorization",
                Api.adminAuthorization());
        Api.Reply reply = Core.get(key, "/api/schema/" + fixture.board);
        assertEquals(403, reply.status(), reply::toString);
        assertEquals("API_DISABLED", reply.json().getString("error"));
        assertEquals(403, Core.get(key, "/api/board/" + fixture.board).status());
        assertEquals(
                403,
                Core.post(key, "/api/board/" + fixture.board, "{\"name\":\"x\"}")
                        .status());
    }

    @Test
    void anUnknownBoardIs404() {
        assertEquals(404, Core.get(key, "/api/schema/no-such-board").status());
    }

    @Test
    void theBoardListShowsOnlyThisOrganizationsOpenBoards() {
        String closed = Api.unique("board");
        Api.importDocument(jakarta.json.Json.createObjectBuilder()
                .add(
                        "boards",
                        jakarta.json.Json.createArrayBuilder()
                                .add(jakarta.json.Json.createObjectBuilder()
                                        .add("_id", closed)
                                        .add("companyId", fixture.org)
                                        .add("name", "Closed")
                                        .add("apiEnabled", false)))
                .build());
        Api.Reply reply = Core.get(key, "/api/boards");
        assertEquals(200, reply.status(), reply::toString);
        List<String> uuids = reply.json().getJsonArray("data").getValuesAs(JsonObject.class).stream()
                .map(b -> b.getString("uuid"))
                .toList();
        assertEquals(List.of(fixture.board), uuids);
        JsonObject board = reply.json().getJsonArray("data").getJsonObject(0);
        assertEquals("Applications", board.getString("name"));
        assertTrue(board.getJsonArray("endpoints").size() > 3);
        assertEquals("GET", board.getJsonArray("endpoints").getJsonObject(0).getString("method"));
        assertEquals(
                Api.BASE + "/api/schema/" + fixture.board,
                board.getJsonArray("endpoints").getJsonObject(0).getString("url"),
                "endpoint URLs are absolute");
    }
}
