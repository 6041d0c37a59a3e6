package it.com.propertyportal.admin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import it.com.propertyportal.Fixture;
import it.com.propertyportal.UsedSecrets;
import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The form editor's and the field list editor's operations: a form and a board's fields written under exactly
 * the import's rules (every problem named by its path), a board field a form fills kept, audited, and another
 * organization's records answered as unknown ones.
 */
class FormEditorIT {

    private static final Fixture MINE = new Fixture().imported();
    private static final Fixture THEIRS = new Fixture().imported();
    private static String adminOfTheirs;

    @BeforeAll
    static void anAdminOfTheOtherOrganization() {
        String email = Api.unique("editor") + "@example.com";
        String password = UsedSecrets.remember("editor-passphrase-" + Api.unique("p"));
        Api.Reply made = Api.adminPost(
                "/api/admin/organizations/" + THEIRS.org + "/users",
                Json.createObjectBuilder()
                        .add("email", email)
                        .add("firstName", "Eddie")
                        .add("lastName", "Tor")
                        .add("role", "Admin")
                        .add("password", password)
                        .build()
                        .toString());
        assertEquals(201, made.status(), made::toString);
        adminOfTheirs = Api.basic(email, password);
    }

    private static JsonObjectBuilder field(String uuid, String label, String type) {
        return Json.createObjectBuilder().add("uuid", uuid).add("label", label).add("type", type);
    }

    private static JsonObject form(Fixture f, String name, JsonArrayBuilder fields) {
        return Json.createObjectBuilder()
                .add("companyId", f.org)
                .add("boardId", f.board)
                .add("name", name)
                .add("fields", fields)
                .build();
    }

    private static Api.Reply admin(String method, String path, JsonObject body) {
        return Api.send(method, path, body.toString(), "application/json", "Authorization", Api.adminAuthorization());
    }

    private static Set<String> fieldsNamed(Api.Reply reply) {
        return reply.json().getJsonArray("errors").stream()
                .map(e -> e.asJsonObject().getString("field"))
                .collect(Collectors.toSet());
    }

    @Test
    void aNewFormRendersOnThePublicEndpointAndAnEditShowsThere() {
        Api.Reply created = admin(
                "POST",
                "/api/admin/forms",
                form(
                        MINE,
                        "Viewing request",
                        Json.createArrayBuilder()
                                .add(field("f-email", "Your e-mail", "email")
                                        .add("required", true)
                                        .add("fieldKey", "email"))
                                .add(field("f-stage", "Stage", "select")
                                        .add(
                                                "options",
                                                Json.createArrayBuilder()
                                                        .add("new")
                                                        .add("review"))
                                        .add("fieldKey", "stage"))));
        assertEquals(201, created.status(), created::toString);
        String id = created.json().getString("_id");
        assertEquals(MINE.org, created.json().getString("companyId"));

        JsonObject shown = Api.get("/forms/" + id + "/new/" + MINE.board).json();
        assertEquals("Viewing request", shown.getString("name"));
        assertEquals(
                List.of("f-email", "f-stage"),
                shown.getJsonArray("fields").stream()
                        .map(f -> f.asJsonObject().getString("uuid"))
                        .toList());

        Api.Reply changed = admin(
                "PUT",
                "/api/admin/forms/" + id,
                form(
                        MINE,
                        "Viewing request",
                        Json.createArrayBuilder()
                                .add(field("f-email", "Your e-mail", "email").add("fieldKey", "email"))
                                .add(field("f-phone", "Phone", "phone")
                                        .add("required", true)
                                        .add("fieldKey", "phone"))));
        assertEquals(200, changed.status(), changed::toString);
        JsonArray fields = Api.get("/forms/" + id + "/new/" + MINE.board).json().getJsonArray("fields");
        assertEquals(2, fields.size(), fields::toString);
        assertEquals("f-phone", fields.getJsonObject(1).getString("uuid"));
        assertTrue(fields.getJsonObject(1).getBoolean("required"));

        JsonObject audit =
                Api.adminGet("/api/admin/audit?action=form-saved&q=" + id).json();
        assertEquals(2, audit.getJsonArray("data").size(), audit::toString);

        Api.Reply taken = admin(
                "POST",
                "/api/admin/forms",
                Json.createObjectBuilder(form(MINE, "Again", Json.createArrayBuilder()))
                        .add("_id", id)
                        .build());
        assertEquals(400, taken.status(), taken::toString);
        assertEquals(Set.of("_id"), fieldsNamed(taken));
    }

    @Test
    void everyBadMemberIsNamedByItsPathAsTheImportNamesIt() {
        Api.Reply refused = admin(
                "POST",
                "/api/admin/forms",
                form(
                        MINE,
                        " ",
                        Json.createArrayBuilder()
                                .add(field("f-a", "", "string"))
                                .add(field("f-b", "Pick", "select"))
                                .add(field("f-c", "Colour", "string").add("fieldKey", "colour"))
                                .add(field("f-d", "When", "datetime"))));
        assertEquals(400, refused.status(), refused::toString);
        assertEquals(Set.of("name", "fields[0].label", "fields[1].options", "fields[3].type"), fieldsNamed(refused));
        // The board is checked once the form reads well: a key the board does not have is named by its path.
        Api.Reply unknownKey = admin(
                "POST",
                "/api/admin/forms",
                form(
                        MINE,
                        "Colours",
                        Json.createArrayBuilder()
                                .add(field("f-c", "Colour", "string").add("fieldKey", "colour"))));
        assertEquals(400, unknownKey.status(), unknownKey::toString);
        assertEquals(Set.of("fields[0].fieldKey"), fieldsNamed(unknownKey));
        // The import says the same of the same form.
        Api.Reply imported = Api.importDocument(Json.createObjectBuilder()
                .add(
                        "forms",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder(form(
                                                MINE,
                                                "Imported",
                                                Json.createArrayBuilder()
                                                        .add(field("f-a", "", "string"))
                                                        .add(field("f-b", "Pick", "select"))))
                                        .add("_id", Api.unique("form"))))
                .build());
        assertEquals(400, imported.status(), imported::toString);
        assertEquals(Set.of("forms[0].fields[0].label", "forms[0].fields[1].options"), fieldsNamed(imported));
    }

    @Test
    void aBoardsFieldsChangeUnderTheImportsRulesAndKeepWhatAFormFills() {
        Fixture board = new Fixture().imported();
        JsonArrayBuilder fields = Json.createArrayBuilder();
        Fixture.boardFields().forEach(fields::add);
        fields.add(Json.createObjectBuilder()
                .add("key", "parking")
                .add("label", "Parking")
                .add("type", "boolean"));
        Api.Reply changed = admin(
                "PUT",
                "/api/admin/boards/" + board.board + "/fields",
                Json.createObjectBuilder().add("fields", fields).build());
        assertEquals(200, changed.status(), changed::toString);
        String key = board.newKey();
        String schema = Api.get("/api/schema/" + board.board, "x-token", key).body();
        assertTrue(schema.contains("\"parking\""), schema);

        Api.Reply bad = admin(
                "PUT",
                "/api/admin/boards/" + board.board + "/fields",
                Json.createObjectBuilder()
                        .add(
                                "fields",
                                Json.createArrayBuilder()
                                        .add(Json.createObjectBuilder()
                                                .add("key", "a")
                                                .add("type", "text"))
                                        .add(Json.createObjectBuilder()
                                                .add("key", "b")
                                                .add("type", "select"))
                                        .add(Json.createObjectBuilder()
                                                .add("key", "a")
                                                .add("type", "nope"))
                                        .add(Json.createObjectBuilder()
                                                .add("key", "name")
                                                .add("type", "text")))
                        .build());
        assertEquals(400, bad.status(), bad::toString);
        assertEquals(Set.of("fields[1].options", "fields[2].key", "fields[2].type", "fields[3].key"), fieldsNamed(bad));

        Api.Reply made = admin(
                "POST",
                "/api/admin/forms",
                form(
                        board,
                        "Parking",
                        Json.createArrayBuilder()
                                .add(field("f-p", "Parking?", "boolean").add("fieldKey", "parking"))));
        assertEquals(201, made.status(), made::toString);
        Api.Reply dropping = admin(
                "PUT",
                "/api/admin/boards/" + board.board + "/fields",
                Json.createObjectBuilder().add("fields", Fixture.boardFields()).build());
        assertEquals(400, dropping.status(), dropping::toString);
        assertEquals(Set.of("fields"), fieldsNamed(dropping));
        assertTrue(dropping.body().contains("parking"), dropping::toString);
        assertTrue(Api.get("/api/schema/" + board.board, "x-token", key).body().contains("\"parking\""));
        // The import keeps it too.
        Api.Reply reimported = Api.importDocument(board.document());
        assertEquals(400, reimported.status(), reimported::toString);
        assertEquals(Set.of("boards[0].fields"), fieldsNamed(reimported));
        assertTrue(reimported.body().contains("parking"), reimported::toString);

        JsonObject audit = Api.adminGet("/api/admin/audit?action=board-fields-changed&q=" + board.board)
                .json();
        assertEquals(1, audit.getJsonArray("data").size(), audit::toString);
        assertTrue(audit.toString().contains("added: parking"), audit::toString);
    }

    @Test
    void anotherOrganizationsFormsAndBoardsAreUnknownToAnAdmin() {
        Api.Reply mine = admin(
                "POST",
                "/api/admin/forms",
                form(MINE, "Mine", Json.createArrayBuilder().add(field("f-n", "Notes", "textarea"))));
        assertEquals(201, mine.status(), mine::toString);
        String id = mine.json().getString("_id");
        JsonObject body = form(MINE, "Taken over", Json.createArrayBuilder());

        for (Api.Reply reply : List.of(
                Api.send(
                        "PUT",
                        "/api/admin/forms/" + id,
                        body.toString(),
                        "application/json",
                        "Authorization",
                        adminOfTheirs),
                Api.send(
                        "POST",
                        "/api/admin/forms",
                        body.toString(),
                        "application/json",
                        "Authorization",
                        adminOfTheirs),
                Api.send("GET", "/api/admin/forms/" + id, null, null, "Authorization", adminOfTheirs),
                Api.send(
                        "PUT",
                        "/api/admin/boards/" + MINE.board + "/fields",
                        "{\"fields\":[]}",
                        "application/json",
                        "Authorization",
                        adminOfTheirs),
                Api.send(
                        "PUT",
                        "/api/admin/forms/" + Api.unique("none"),
                        body.toString(),
                        "application/json",
                        "Authorization",
                        Api.adminAuthorization()))) {
            assertEquals(404, reply.status(), reply::toString);
        }
        // Their own form may not move to another organization's board.
        Api.Reply moved = Api.send(
                "POST",
                "/api/admin/forms",
                Json.createObjectBuilder(form(THEIRS, "Moved", Json.createArrayBuilder()))
                        .add("boardId", MINE.board)
                        .build()
                        .toString(),
                "application/json",
                "Authorization",
                adminOfTheirs);
        assertEquals(400, moved.status(), moved::toString);
        assertEquals(Set.of("boardId"), fieldsNamed(moved));
        assertEquals("Mine", Api.adminGet("/api/admin/forms/" + id).json().getString("name"));
        JsonArray theirList = Api.send("GET", "/api/admin/forms?limit=1000", null, null, "Authorization", adminOfTheirs)
                .json()
                .getJsonArray("data");
        assertTrue(theirList.stream()
                .noneMatch(f -> f.asJsonObject().getString("companyId").equals(MINE.org)));
    }
}
