package it.com.propertyportal.admin;

import static it.com.propertyportal.admin.ImportIT.errors;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import it.com.propertyportal.forms.FormFixture;
import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * An import changes one organization: the one its document names. It can neither create, rename nor move
 * another organization or its records, nor plant records in it, and schools (shared by every organization)
 * come only in a document of their own. Every refusal is a 400 that lists each offending field by path and
 * changes nothing; the dry run lists the same.
 */
class ImportTenancyIT {

    /** Organization A, the one whose documents these tests import; B is another organization with records. */
    private final FormFixture b = new FormFixture().imported();

    private final String a = Api.unique("org");
    private final String aLocation = Api.unique("loc");

    private JsonObjectBuilder organization(String id, String name) {
        return Json.createObjectBuilder().add("_id", id).add("name", name);
    }

    private JsonObject documentOfA() {
        return Json.createObjectBuilder()
                .add("organizations", Json.createArrayBuilder().add(organization(a, "Organization A")))
                .add(
                        "locations",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", aLocation)
                                        .add("companyId", a)
                                        .add("name", "A's unit")))
                .build();
    }

    private static void assertRefused(Api.Reply reply, Map<String, String> expected) {
        assertEquals(400, reply.status(), reply::toString);
        assertEquals("application/problem+json", reply.header("Content-Type"));
        Map<String, String> errors = errors(reply.json());
        expected.forEach((field, reason) -> assertTrue(
                errors.containsKey(field) && errors.get(field).startsWith(reason),
                () -> field + " should be refused with '" + reason + "…': " + errors));
    }

    private String nameOf(String organization) {
        return Api.adminGet("/api/admin/organizations/" + organization).json().getString("name");
    }

    @Test
    void aDocumentThatAlsoCarriesAnotherOrganizationIsRefusedAndNeitherIsChanged() {
        String bName = nameOf(b.org);
        JsonObject document = Json.createObjectBuilder(documentOfA())
                .add(
                        "organizations",
                        Json.createArrayBuilder()
                                .add(organization(a, "Organization A"))
                                .add(organization(b.org, "Renamed by A"))
                                .add(organization(Api.unique("org"), "Made by A")))
                .build();
        assertRefused(
                Api.importDocument(document),
                Map.of(
                        "organizations[1]._id", "is a second organization",
                        "organizations[2]._id", "is a second organization"));
        assertEquals(bName, nameOf(b.org), "another organization is not renamed");
        assertEquals(404, Api.adminGet("/api/admin/organizations/" + a).status(), "nothing was written");
    }

    @Test
    void recordsNamingAnotherOrganizationAreRefusedSoNothingIsPlantedInIt() {
        JsonObject document = Json.createObjectBuilder(documentOfA())
                .add(
                        "locations",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", aLocation)
                                        .add("companyId", a)
                                        .add("name", "Mine"))
                                .add(Json.createObjectBuilder()
                                        .add("_id", Api.unique("loc"))
                                        .add("companyId", b.org)
                                        .add("name", "Planted in B")))
                .add(
                        "contacts",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", Api.unique("c"))
                                        .add("companyId", b.org)
                                        .add("firstname", "Planted")))
                .add(
                        "boards",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", Api.unique("board"))
                                        .add("companyId", b.org)
                                        .add("name", "Planted")))
                .add(
                        "forms",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", Api.unique("form"))
                                        .add("companyId", b.org)
                                        .add("boardId", b.board)
                                        .add("name", "Planted")
                                        .add("fields", Json.createArrayBuilder())))
                .build();
        String named = ", the organization this document changes (named by organizations[0]._id)";
        assertRefused(
                Api.importDocument(document),
                Map.of(
                        "locations[1].companyId", "must be " + a + named,
                        "contacts[0].companyId", "must be " + a,
                        "boards[0].companyId", "must be " + a,
                        "forms[0].companyId", "must be " + a));
        assertEquals(
                2,
                Api.adminGet("/api/admin/organizations/" + b.org + "/locations")
                        .json()
                        .getInt("total"),
                "B keeps its own two locations and no more");
        assertEquals(404, Api.adminGet("/api/admin/organizations/" + a).status());
    }

    @Test
    void idsOfAnotherOrganizationsRecordsAreForeignAndListed() {
        assertEquals(200, Api.importDocument(documentOfA()).status());
        JsonObject bCard = Api.adminGet("/api/admin/cards/" + b.card).json();
        JsonObject document = Json.createObjectBuilder(documentOfA())
                .add(
                        "locations",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", b.unit)
                                        .add("companyId", a)
                                        .add("name", "Moved to A")))
                .add("contacts", Json.createArrayBuilder())
                .add(
                        "boards",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", b.board)
                                        .add("companyId", a)
                                        .add("name", "Taken by A")))
                .add(
                        "cards",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", b.card)
                                        .add("boardId", b.board)
                                        .add("name", "Taken by A")))
                .add(
                        "forms",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", b.form)
                                        .add("companyId", a)
                                        .add("boardId", b.board)
                                        .add("name", "Taken by A")
                                        .add("fields", Json.createArrayBuilder())))
                .build();
        Api.Reply reply = Api.importDocument(document);
        assertRefused(
                reply,
                Map.of(
                        "locations[0]._id", "is the id of another organization's location",
                        "boards[0]._id", "is the id of another organization's board",
                        "cards[0].boardId", "is another organization's board",
                        "cards[0]._id", "is the id of another organization's card",
                        "forms[0]._id", "is the id of another organization's form"));
        assertEquals(
                b.org, Api.adminGet("/api/admin/locations/" + b.unit).json().getString("companyId"));
        assertEquals(
                "Harbor View 12",
                Api.adminGet("/api/admin/locations/" + b.unit).json().getString("name"));
        assertEquals(b.org, Api.adminGet("/api/admin/boards/" + b.board).json().getString("companyId"));
        assertEquals(bCard, Api.adminGet("/api/admin/cards/" + b.card).json());
        assertEquals(
                "Apply now", Api.adminGet("/api/admin/forms/" + b.form).json().getString("name"));

        JsonObject dryRun =
                Api.adminPost("/api/admin/import/dry-run", document.toString()).json();
        assertEquals(errors(reply.json()), errors(dryRun), "the dry run lists the same refusals");
    }

    @Test
    void aCardsOnlyDocumentBelongsToItsBoardsOrganizationAndCannotReachAnother() {
        String mine = Api.unique("board");
        assertEquals(
                200,
                Api.importDocument(Json.createObjectBuilder(documentOfA())
                                .add(
                                        "boards",
                                        Json.createArrayBuilder()
                                                .add(Json.createObjectBuilder()
                                                        .add("_id", mine)
                                                        .add("companyId", a)
                                                        .add("name", "A's board")))
                                .build())
                        .status());
        JsonObject document = Json.createObjectBuilder()
                .add(
                        "cards",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("boardId", mine)
                                        .add("name", "On A's board"))
                                .add(Json.createObjectBuilder()
                                        .add("boardId", b.board)
                                        .add("name", "On B's board")))
                .build();
        assertRefused(Api.importDocument(document), Map.of("cards[1].boardId", "is another organization's board"));
        assertEquals(
                List.of(b.card),
                b.cards().stream().map(c -> c.getString("_id")).toList(),
                "B's board keeps its one card");
    }

    @Test
    void anOrganizationsOwnDocumentCreatesItAndThenChangesItAndItAlone() {
        Api.Reply created = Api.importDocument(documentOfA());
        assertEquals(200, created.status(), created::toString);
        assertEquals(a, created.json().getString("organization"));
        assertEquals(1, created.json().getJsonObject("created").getInt("organizations"));
        JsonObject renamed = Json.createObjectBuilder(documentOfA())
                .add("organizations", Json.createArrayBuilder().add(organization(a, "A, renamed by its own document")))
                .build();
        assertEquals(200, Api.importDocument(renamed).status());
        assertEquals("A, renamed by its own document", nameOf(a));
        JsonObject locationsOnly = Json.createObjectBuilder()
                .add(
                        "locations",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", aLocation)
                                        .add("companyId", a)
                                        .add("name", "Renamed unit")))
                .build();
        Api.Reply updated = Api.importDocument(locationsOnly);
        assertEquals(200, updated.status(), updated::toString);
        assertEquals(a, updated.json().getString("organization"), "named by the records' companyId");
        assertEquals(1, updated.json().getJsonObject("updated").getInt("locations"));
    }

    @Test
    void schoolsComeOnlyInADocumentOfTheirOwnSoNoOrganizationsImportChangesThem() {
        double lat = 10 + Math.random() * 30;
        String school = Api.unique("school");
        JsonObject planted = Json.createObjectBuilder(documentOfA())
                .add(
                        "schools",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", school)
                                        .add("name", "Planted")
                                        .add("url", "https://schools.example/planted")
                                        .add("latitude", lat)
                                        .add("longitude", 5)))
                .build();
        assertRefused(Api.importDocument(planted), Map.of("schools", "are shared by every organization"));
        assertEquals(404, Api.adminGet("/api/admin/schools/" + school).status());
        assertEquals(404, Api.adminGet("/api/admin/organizations/" + a).status());

        JsonObject schools = Json.createObjectBuilder()
                .add("schools", planted.getJsonArray("schools"))
                .build();
        Api.Reply reply = Api.importDocument(schools);
        assertEquals(200, reply.status(), reply::toString);
        assertFalse(reply.json().containsKey("organization"));
        assertEquals(1, reply.json().getJsonObject("created").getInt("schools"));
        JsonArray audit = Api.adminGet("/api/admin/audit?action=import&q=schools&limit=5")
                .json()
                .getJsonArray("data");
        assertTrue(
                audit.stream()
                        .anyMatch(e -> e.asJsonObject().getString("target", "").equals("schools")),
                audit::toString);
    }

    @Test
    void theAuditLogNamesTheOrganizationAnImportChanged() {
        assertEquals(200, Api.importDocument(documentOfA()).status());
        JsonArray entries =
                Api.adminGet("/api/admin/audit?action=import&q=" + a).json().getJsonArray("data");
        assertEquals(
                List.of(a),
                entries.stream().map(e -> e.asJsonObject().getString("target")).toList());
    }
}
