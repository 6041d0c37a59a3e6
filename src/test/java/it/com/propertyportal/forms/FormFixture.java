package it.com.propertyportal.forms;

import static org.junit.jupiter.api.Assertions.assertEquals;

import it.com.propertyportal.Api;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import java.util.List;

/**
 * One organization of a test's own with a board, a form using every field type (and a unit picker),
 * a card on that board, two units (one inactive) and another organization with its own board and unit (each
 * organization imported in a document of its own, as every import is).
 */
public final class FormFixture {

    public final String org = Api.unique("org");
    public final String otherOrg = Api.unique("org");
    public final String board = Api.unique("board");
    public final String otherBoard = Api.unique("board");
    public final String sameOrgBoard = Api.unique("board");
    public final String form = Api.unique("form");
    public final String card = Api.unique("card");
    public final String otherCard = Api.unique("card");
    public final String unit = Api.unique("loc");
    public final String inactiveUnit = Api.unique("loc");
    public final String otherUnit = Api.unique("loc");
    private String key;

    /** The other organization, with its own board and unit, in a document of its own. */
    public JsonObject otherDocument() {
        return Json.createObjectBuilder()
                .add(
                        "organizations",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", otherOrg)
                                        .add("name", "Other " + otherOrg)))
                .add("locations", Json.createArrayBuilder().add(location(otherUnit, otherOrg, "Elsewhere 5", true)))
                .add(
                        "boards",
                        Json.createArrayBuilder()
                                .add(board(otherBoard, otherOrg).add("fields", Json.createArrayBuilder())))
                .build();
    }

    public JsonObject document() {
        return Json.createObjectBuilder()
                .add(
                        "organizations",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder().add("_id", org).add("name", "Forms test " + org)))
                .add(
                        "locations",
                        Json.createArrayBuilder()
                                .add(location(unit, org, "Harbor View 12", true))
                                .add(location(inactiveUnit, org, "Closed Wing 1", false)))
                .add(
                        "boards",
                        Json.createArrayBuilder()
                                .add(board(board, org)
                                        .add(
                                                "fields",
                                                Json.createArrayBuilder()
                                                        .add(field("fullName", "text"))
                                                        .add(field("notes", "textarea"))
                                                        .add(field("email", "email"))
                                                        .add(field("phone", "phone"))
                                                        .add(field("moveIn", "date"))
                                                        .add(field("pets", "boolean"))
                                                        .add(field("income", "money"))
                                                        .add(field("unit", "text"))
                                                        .add(field("stage", "select")
                                                                .add(
                                                                        "options",
                                                                        Json.createArrayBuilder()
                                                                                .add("new")
                                                                                .add("review")))
                                                        .add(field("incomeText", "text"))))
                                .add(board(sameOrgBoard, org).add("fields", Json.createArrayBuilder())))
                .add(
                        "cards",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", card)
                                        .add("boardId", board)
                                        .add("name", "Existing")
                                        .add(
                                                "fields",
                                                Json.createObjectBuilder()
                                                        .add("fullName", "Ada Lovelace")
                                                        .add(
                                                                "income",
                                                                Json.createObjectBuilder()
                                                                        .add("amount", 1250.5)
                                                                        .add("currency", "USD"))
                                                        .add("pets", true)))
                                .add(Json.createObjectBuilder()
                                        .add("_id", otherCard)
                                        .add("boardId", sameOrgBoard)
                                        .add("name", "Other board's card")))
                .add(
                        "forms",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", form)
                                        .add("companyId", org)
                                        .add("boardId", board)
                                        .add("name", "Apply now")
                                        .add(
                                                "fields",
                                                Json.createArrayBuilder()
                                                        .add(formField(
                                                                "f-name", "Full name", "string", true, "fullName"))
                                                        .add(formField("f-notes", "Notes", "textarea", false, "notes"))
                                                        .add(formField("f-email", "E-mail", "email", true, "email"))
                                                        .add(formField("f-phone", "Phone", "phone", false, "phone"))
                                                        .add(formField(
                                                                "f-move-in", "Move-in date", "date", false, "moveIn"))
                                                        .add(formField(
                                                                "f-pets", "I have pets", "boolean", false, "pets"))
                                                        .add(formField(
                                                                "f-income", "Monthly income", "money", false, "income"))
                                                        .add(formField(
                                                                "f-income-text",
                                                                "Savings",
                                                                "money",
                                                                false,
                                                                "incomeText"))
                                                        .add(formField("f-stage", "Stage", "select", false, "stage")
                                                                .add(
                                                                        "options",
                                                                        Json.createArrayBuilder()
                                                                                .add("new")
                                                                                .add("review")))
                                                        .add(formField("f-unit", "Unit", "select", false, "unit")
                                                                .add("unitPicker", true)))))
                .build();
    }

    private static JsonObjectBuilder location(String id, String organizationId, String name, boolean active) {
        return Json.createObjectBuilder()
                .add("_id", id)
                .add("companyId", organizationId)
                .add("name", name)
                .add("active", active);
    }

    private static JsonObjectBuilder board(String id, String organizationId) {
        return Json.createObjectBuilder()
                .add("_id", id)
                .add("companyId", organizationId)
                .add("name", "Board " + id)
                .add("apiEnabled", true);
    }

    private static JsonObjectBuilder field(String key, String type) {
        return Json.createObjectBuilder().add("key", key).add("label", key).add("type", type);
    }

    private static JsonObjectBuilder formField(
            String uuid, String label, String type, boolean required, String fieldKey) {
        return Json.createObjectBuilder()
                .add("uuid", uuid)
                .add("label", label)
                .add("type", type)
                .add("required", required)
                .add("fieldKey", fieldKey);
    }

    public FormFixture imported() {
        for (JsonObject document : List.of(document(), otherDocument())) {
            Api.Reply reply = Api.importDocument(document);
            assertEquals(200, reply.status(), reply::toString);
        }
        return this;
    }

    /** A submit body of the fixture's form for the card (or "new") with the data given. */
    public String submit(String cardId, JsonObjectBuilder data) {
        return Json.createObjectBuilder()
                .add("formId", form)
                .add("cardId", cardId)
                .add("boardId", board)
                .add("data", data)
                .build()
                .toString();
    }

    /** A submit body for an existing card, carrying a form link's token. */
    public String submit(String cardId, JsonObjectBuilder data, String token) {
        return Json.createObjectBuilder()
                .add("formId", form)
                .add("cardId", cardId)
                .add("boardId", board)
                .add("data", data)
                .add("token", token)
                .build()
                .toString();
    }

    /** An API key of the fixture's organization, made once. */
    public String key() {
        if (key == null) {
            Api.Reply created = Api.adminPost("/api/admin/boards/" + board + "/api-keys", "{\"name\":\"forms test\"}");
            assertEquals(201, created.status(), created::toString);
            key = it.com.propertyportal.UsedSecrets.remember(created.json().getString("key"));
        }
        return key;
    }

    /** The answer to a request for a form link of the fixture's form on one of its board's cards. */
    public Api.Reply requestLink(String cardId, String body) {
        return Api.post("/api/board/" + board + "/" + cardId + "/form-link", body, "x-token", key());
    }

    /** The token of a fresh form link (default lifetime) of the fixture's form for a card of its board. */
    public String link(String cardId) {
        Api.Reply reply = requestLink(cardId, "{\"formId\":\"" + form + "\"}");
        assertEquals(200, reply.status(), reply::toString);
        return reply.json().getJsonObject("data").getString("token");
    }

    /** The least valid data: the two required fields. */
    public static JsonObjectBuilder minimal() {
        return Json.createObjectBuilder().add("f-name", "Grace Hopper").add("f-email", "grace@example.com");
    }

    /** A card in the import shape, read through the administrator's API. */
    public static JsonObject card(String id) {
        Api.Reply reply = Api.adminGet("/api/admin/cards/" + id);
        assertEquals(200, reply.status(), reply::toString);
        return reply.json();
    }

    /** The board's cards, newest first, through the core API with a key of the fixture's own. */
    public List<JsonObject> cards() {
        Api.Reply reply = Api.get("/api/board/" + board + "?pageSize=1000", "x-token", key());
        assertEquals(200, reply.status(), reply::toString);
        return reply.json().getJsonArray("cards").getValuesAs(JsonObject.class);
    }
}
