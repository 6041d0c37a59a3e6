package it.com.propertyportal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;

/**
 * One organization of a test's own, with a board (API on), two contacts and a key when asked for.
 * Ids are unique per fixture so tests never see each other's data.
 */
public final class Fixture {

    public final String org = Api.unique("org");
    public final String board = Api.unique("board");
    public final String contact = Api.unique("contact");
    public final String otherContact = Api.unique("contact");
    public final String email = Api.unique("person") + "@example.com";

    public JsonObject document() {
        return Json.createObjectBuilder()
                .add(
                        "organizations",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", org)
                                        .add("name", "Test organization " + org)))
                .add(
                        "contacts",
                        Json.createArrayBuilder()
                                .add(contact(contact, "Robin", "Banks", email))
                                .add(contact(otherContact, "Sam", "Lee", "sam." + email)))
                .add(
                        "boards",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", board)
                                        .add("companyId", org)
                                        .add("name", "Applications")
                                        .add("apiEnabled", true)
                                        .add("fields", boardFields())))
                .build();
    }

    public static JsonArray boardFields() {
        return Json.createArrayBuilder()
                .add(field("email", "E-mail", "email"))
                .add(field("phone", "Phone", "phone"))
                .add(field("moveIn", "Move-in", "date"))
                .add(field("income", "Income", "money"))
                .add(field("pets", "Pets", "boolean"))
                .add(field("notes", "Notes", "textarea"))
                .add(field("score", "Score", "number"))
                .add(field("stage", "Stage", "select")
                        .add(
                                "options",
                                Json.createArrayBuilder()
                                        .add("new")
                                        .add("review")
                                        .add("done")))
                .build();
    }

    private static JsonObjectBuilder field(String key, String label, String type) {
        return Json.createObjectBuilder().add("key", key).add("label", label).add("type", type);
    }

    private JsonObjectBuilder contact(String id, String first, String last, String address) {
        return Json.createObjectBuilder()
                .add("_id", id)
                .add("companyId", org)
                .add("firstname", first)
                .add("lastname", last)
                .add("email", address);
    }

    /** Imports the fixture's document and returns this fixture. */
    public Fixture imported() {
        Api.Reply reply = Api.importDocument(document());
        assertEquals(200, reply.status(), reply::toString);
        return this;
    }

    /** Creates an API key on the fixture's board and returns its plaintext. */
    public String newKey() {
        Api.Reply reply = Api.adminPost("/api/admin/boards/" + board + "/api-keys", "{\"name\":\"test key\"}");
        assertEquals(201, reply.status(), reply::toString);
        return UsedSecrets.remember(reply.json().getString("key"));
    }
}
