package it.com.propertyportal.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import it.com.propertyportal.Fixture;
import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A board defined with the hosted product's field UUIDs and type names, written and read back in both card
 * shapes: the hosted product's (values at the top level under their keys, cardId, boardUuid) and this
 * service's (_id, boardId, fields).
 */
class DropInCardsIT {

    static final String NAME = "6f0b7c1e-2a4d-4b8e-9c3f-1d2e3f4a5b6c";
    static final String PHONE = "0b1c2d3e-aaaa-4bbb-8ccc-000000000001";
    static final String STAGE = "0b1c2d3e-aaaa-4bbb-8ccc-000000000002";
    static final String TAGS = "0b1c2d3e-aaaa-4bbb-8ccc-000000000003";
    static final String VIEWING = "0b1c2d3e-aaaa-4bbb-8ccc-000000000004";
    static final String SHARE = "0b1c2d3e-aaaa-4bbb-8ccc-000000000005";
    static final String NOTES = "0b1c2d3e-aaaa-4bbb-8ccc-000000000006";
    static final String ADDRESS = "0b1c2d3e-aaaa-4bbb-8ccc-000000000007";
    static final String AGENT = "0b1c2d3e-aaaa-4bbb-8ccc-000000000008";
    static final String TEAM = "0b1c2d3e-aaaa-4bbb-8ccc-000000000009";
    static final String CHECKS = "0b1c2d3e-aaaa-4bbb-8ccc-000000000010";

    private final Fixture fixture = new Fixture().imported();
    private final String board = Api.unique("board");
    private final String key;

    DropInCardsIT() {
        Api.Reply reply = Api.importDocument(Json.createObjectBuilder()
                .add(
                        "boards",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", board)
                                        .add("companyId", fixture.org)
                                        .add("name", "Leases")
                                        .add("apiEnabled", true)
                                        .add(
                                                "fields",
                                                Json.createArrayBuilder()
                                                        .add(field(NAME, "string"))
                                                        .add(field(PHONE, "tel"))
                                                        .add(field(STAGE, "singleselect")
                                                                .add("options", options("new", "signed")))
                                                        .add(field(TAGS, "multiselect")
                                                                .add("options", options("pets", "parking", "garden")))
                                                        .add(field(CHECKS, "checkboxlist")
                                                                .add("options", options("id", "income")))
                                                        .add(field(VIEWING, "datetime-local"))
                                                        .add(field(SHARE, "percent"))
                                                        .add(field(NOTES, "rich-text"))
                                                        .add(field(ADDRESS, "address"))
                                                        .add(field(AGENT, "person"))
                                                        .add(field(TEAM, "persons")))))
                .build());
        assertEquals(200, reply.status(), reply::toString);
        key = fixture.newKey();
    }

    private static JsonObjectBuilder field(String key, String type) {
        return Json.createObjectBuilder()
                .add("key", key)
                .add("label", "Field " + type)
                .add("type", type);
    }

    private static JsonArrayBuilder options(String... values) {
        return Json.createArrayBuilder(java.util.List.of(values));
    }

    private JsonObject card(String id) {
        Api.Reply reply = Core.get(key, "/api/board/" + board + "/" + id);
        assertEquals(200, reply.status(), reply::toString);
        return reply.json().getJsonObject("data");
    }

    private static JsonObject goodValues() {
        return Json.createObjectBuilder()
                .add(NAME, "Jane Smith")
                .add(PHONE, "+1 206 555 0100")
                .add(STAGE, "signed")
                .add(TAGS, options("pets", "garden"))
                .add(CHECKS, options("income"))
                .add(VIEWING, "2027-03-01T14:30")
                .add(SHARE, 12.5)
                .add(NOTES, "<p>Quiet <b>cat</b><script>alert(1)</script></p>")
                .add(
                        ADDRESS,
                        Json.createObjectBuilder()
                                .add("street", "12 Pier St")
                                .add("city", "Seattle")
                                .add("state", "WA")
                                .add("zip", "98101")
                                .add("country", "US"))
                .add(AGENT, "user-ann")
                .add(TEAM, options("user-ann", "user-bob"))
                .build();
    }

    @Test
    void aCardWrittenWithFieldUuidsReadsBackInBothShapes() {
        JsonObject body = Json.createObjectBuilder(goodValues())
                .add("title", "Jane's lease")
                .build();
        Api.Reply created = Core.post(key, "/api/board/" + board, body.toString());
        assertEquals(200, created.status(), created::toString);
        String id = created.json().getJsonObject("data").getString("_id");

        JsonObject card = card(id);
        assertEquals(id, card.getString("cardId"));
        assertEquals(id, card.getString("_id"));
        assertEquals(board, card.getString("boardUuid"));
        assertEquals(board, card.getString("boardId"));
        assertEquals("Jane's lease", card.getString("name"));
        assertFalse(card.getBoolean("archived"));
        assertFalse(card.containsKey("assignee"), "an unassigned card has no assignee member, never null");
        JsonObject fields = card.getJsonObject("fields");
        for (String key : goodValues().keySet()) {
            assertEquals(fields.get(key), card.get(key), "the value of " + key + " at the top level too");
        }
        assertEquals("<p>Quiet <b>cat</b></p>", card.getString(NOTES), "rich text is cleaned");
        assertEquals("[\"pets\",\"garden\"]", card.get(TAGS).toString());

        Api.Reply list = Core.get(key, "/api/board/" + board);
        assertEquals(1, list.json().getInt("count"));
        assertEquals(1, list.json().getInt("total"));
        assertEquals(card, list.json().getJsonArray("cards").getJsonObject(0), "list items are the same card object");
    }

    @Test
    void aCardImportedInTheImportShapeReadsBackFlatToo() {
        String id = Api.unique("card");
        Api.Reply reply = Api.importDocument(Json.createObjectBuilder()
                .add(
                        "cards",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", id)
                                        .add("boardId", board)
                                        .add("name", "Imported")
                                        .add(
                                                "fields",
                                                Json.createObjectBuilder()
                                                        .add(STAGE, "new")
                                                        .add(SHARE, 50))))
                .build());
        assertEquals(200, reply.status(), reply::toString);
        JsonObject card = card(id);
        assertEquals("new", card.getString(STAGE));
        assertEquals(50, card.getInt(SHARE));
        Core.post(key, "/api/board/" + board, "{\"_id\":\"" + id + "\",\"" + STAGE + "\":\"signed\"}");
        assertEquals(
                "signed",
                Api.adminGet("/api/admin/cards/" + id)
                        .json()
                        .getJsonObject("fields")
                        .getString(STAGE));
    }

    @Test
    void everyNewTypeRefusesWrongValuesNamingEachKey() {
        JsonObject bad = Json.createObjectBuilder()
                .add("name", "Bad")
                .add(PHONE, "call me")
                .add(STAGE, "maybe")
                .add(TAGS, options("pets", "pets"))
                .add(CHECKS, "income")
                .add(VIEWING, "2027-03-01T14:30:00+25:00")
                .add(SHARE, "ten")
                .add(NOTES, 5)
                .add(ADDRESS, Json.createObjectBuilder().add("planet", "Mars"))
                .add(AGENT, "two words")
                .add(TEAM, options("ok", "not ok"))
                .add("no-such-field", 1)
                .build();
        Api.Reply reply = Core.post(key, "/api/board/" + board, bad.toString());
        assertEquals(400, reply.status(), reply::toString);
        Map<String, String> errors = new HashMap<>();
        reply.json()
                .getJsonArray("errors")
                .getValuesAs(JsonObject.class)
                .forEach(e -> errors.put(e.getString("field"), e.getString("reason")));
        assertEquals(
                Set.of(PHONE, STAGE, TAGS, CHECKS, VIEWING, SHARE, NOTES, ADDRESS, AGENT, TEAM, "no-such-field"),
                errors.keySet(),
                errors::toString);
        assertTrue(errors.get(VIEWING).contains("YYYY-MM-DDTHH:MM[:SS]"), errors::toString);
    }

    @Test
    void theSchemaKeepsTheDeclaredTypeNamesAndTheBoardFieldShapeListsThem() {
        Api.Reply schema = Core.get(key, "/api/schema/" + board);
        assertEquals(200, schema.status(), schema::toString);
        assertEquals("tel", schema.array().getJsonObject(1).getString("type"));
        Api.Reply fields = Core.get(key, "/api/board/" + board + "/configuration/fields");
        assertEquals(200, fields.status(), fields::toString);
        JsonObject first = fields.json().getJsonArray("data").getJsonObject(0);
        assertEquals(NAME, first.getString("uuid"));
        assertEquals("Field string", first.getString("name"));
        assertEquals("string", first.getString("type"));
        assertEquals(0, first.getInt("position"));
        assertTrue(first.getBoolean("optional"));
        assertFalse(first.getBoolean("archived"));
        assertEquals(11, fields.json().getJsonArray("data").size());
    }

    @Test
    void aFieldKeyMayNotBeACardMemberNorAnUnknownType() {
        for (String reserved : new String[] {"cardId", "boardUuid", "assignee", "fields", "_id", "name"}) {
            Api.Reply reply = Api.importDocument(Json.createObjectBuilder()
                    .add(
                            "boards",
                            Json.createArrayBuilder()
                                    .add(Json.createObjectBuilder()
                                            .add("_id", Api.unique("board"))
                                            .add("companyId", fixture.org)
                                            .add("name", "Bad")
                                            .add(
                                                    "fields",
                                                    Json.createArrayBuilder().add(field(reserved, "text")))))
                    .build());
            assertEquals(400, reply.status(), reserved);
            assertEquals(
                    "boards[0].fields[0].key",
                    reply.json().getJsonArray("errors").getJsonObject(0).getString("field"),
                    reserved);
        }
        Api.Reply unknownType = Api.importDocument(Json.createObjectBuilder()
                .add(
                        "boards",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", Api.unique("board"))
                                        .add("companyId", fixture.org)
                                        .add("name", "Bad")
                                        .add("fields", Json.createArrayBuilder().add(field("calc", "calculation")))))
                .build());
        assertEquals(400, unknownType.status());
        assertEquals(
                "boards[0].fields[0].type",
                unknownType.json().getJsonArray("errors").getJsonObject(0).getString("field"));
    }
}
