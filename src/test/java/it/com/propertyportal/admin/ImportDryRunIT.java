package it.com.propertyportal.admin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import it.com.propertyportal.Fixture;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import java.util.List;
import org.junit.jupiter.api.Test;

/** POST /api/admin/import/dry-run: what an import would do, or why it would be refused; nothing is written. */
class ImportDryRunIT {

    @Test
    void aGoodDocumentSaysWhatItWouldCreateAndWritesNothing() {
        Fixture fixture = new Fixture();
        Api.Reply dryRun =
                Api.adminPost("/api/admin/import/dry-run", fixture.document().toString());
        assertEquals(200, dryRun.status(), dryRun::toString);
        JsonObject outcome = dryRun.json();
        assertEquals(1, outcome.getJsonObject("created").getInt("organizations"));
        assertEquals(1, outcome.getJsonObject("created").getInt("boards"));
        assertEquals(2, outcome.getJsonObject("created").getInt("contacts"));
        assertEquals(0, outcome.getJsonArray("errors").size());
        assertEquals(
                404, Api.adminGet("/api/admin/organizations/" + fixture.org).status(), "nothing was written");
        assertEquals(
                0,
                Api.adminGet("/api/admin/audit?action=import&q=" + fixture.org)
                        .json()
                        .getInt("total"));

        fixture.imported();
        JsonObject again = Api.adminPost(
                        "/api/admin/import/dry-run", fixture.document().toString())
                .json();
        assertEquals(1, again.getJsonObject("updated").getInt("organizations"));
        assertEquals(0, again.getJsonObject("created").getInt("organizations"));
    }

    @Test
    void aBadDocumentListsEveryErrorByPathAndWritesNothing() {
        Fixture fixture = new Fixture();
        JsonObject document = Json.createObjectBuilder(fixture.document())
                .add(
                        "locations",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", Api.unique("loc"))
                                        .add("companyId", Api.unique("org"))
                                        .add("name", "Nowhere")))
                .build();
        Api.Reply dryRun = Api.adminPost("/api/admin/import/dry-run", document.toString());
        assertEquals(200, dryRun.status(), dryRun::toString);
        JsonObject error = dryRun.json().getJsonArray("errors").getJsonObject(0);
        assertEquals("locations[0].companyId", error.getString("field"));
        assertFalse(dryRun.json().containsKey("created"));
        assertEquals(
                404, Api.adminGet("/api/admin/organizations/" + fixture.org).status());
    }

    @Test
    void shapeProblemsAndTheProblemsTheDatabaseFindsComeInOneAnswer() {
        Fixture fixture = new Fixture();
        JsonObject document = Json.createObjectBuilder(fixture.document())
                .add(
                        "cards",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", Api.unique("card"))
                                        .add("boardId", Api.unique("board"))
                                        .add("name", "On no board")))
                .add(
                        "locations",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", Api.unique("loc"))
                                        .add("companyId", fixture.org)
                                        .add("name", 42)))
                .build();
        Api.Reply dryRun = Api.adminPost("/api/admin/import/dry-run", document.toString());
        assertEquals(200, dryRun.status(), dryRun::toString);
        List<String> fields = dryRun.json().getJsonArray("errors").getValuesAs(JsonObject.class).stream()
                .map(e -> e.getString("field"))
                .toList();
        assertTrue(fields.contains("locations[0].name"), fields::toString);
        assertTrue(fields.contains("cards[0].boardId"), fields::toString);
        assertEquals(
                404, Api.adminGet("/api/admin/organizations/" + fixture.org).status(), "nothing was written");
    }
}
