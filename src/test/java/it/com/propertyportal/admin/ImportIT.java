package it.com.propertyportal.admin;

import static it.com.propertyportal.Api.unique;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ImportIT {

    private final String org = unique("org");
    private final String location = unique("loc");
    private final String school = unique("school");
    private final String contact = unique("contact");
    private final String board = unique("board");
    private final String card = unique("card");
    private final String form = unique("form");

    private JsonObject completeDocument() {
        return Json.createObjectBuilder()
                .add(
                        "organizations",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", org)
                                        .add("name", "Round Trip Homes")
                                        .add(
                                                "companyInfo",
                                                Json.createObjectBuilder()
                                                        .add("collectPayment", true)
                                                        .add("applicationLock", "onClose")
                                                        .add("payStubCount", 2))
                                        .add(
                                                "applicationConfig",
                                                Json.createObjectBuilder()
                                                        .add("incomeToRent", 3)
                                                        .add("leaseTerms", "<p>12 months</p>"))))
                .add(
                        "locations",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", location)
                                        .add("companyId", org)
                                        .add("name", "Elm Court 4")
                                        .add(
                                                "address",
                                                Json.createObjectBuilder()
                                                        .add("formattedAddress", "4 Elm Ct, Salem, OR")
                                                        .add("state", "OR")
                                                        .add("countryName", "United States")
                                                        .add("latitude", 44.94)
                                                        .add("longitude", -123.03))
                                        .add("bedCount", 2)
                                        .add("bathCount", 1)
                                        .add("squareFeet", 800)
                                        .add("marketRentValue", 150000)
                                        .add("rentMin", 140000)
                                        .add("rentMax", 160000)
                                        .add("videoUrl", "https://video.example/elm")
                                        .add("publishStatus", "unpublished")
                                        .add("active", true)
                                        .add("available", false)
                                        .add(
                                                "segmentIds",
                                                Json.createArrayBuilder()
                                                        .add("seg-a")
                                                        .add("seg-b"))
                                        .add(
                                                "applicationConfig",
                                                Json.createObjectBuilder()
                                                        .add("availableDate", "2027-03-01")
                                                        .add(
                                                                "coverPhoto",
                                                                Json.createArrayBuilder()
                                                                        .add("https://img.example/1.jpg")))
                                        .add(
                                                "companyInfo",
                                                Json.createObjectBuilder().add("collectPayment", false))))
                .add(
                        "contacts",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", contact)
                                        .add("companyId", org)
                                        .add("firstname", "Ada")
                                        .add("lastname", "Park")
                                        .add("email", "Ada.Park@Example.com")
                                        .add("phone", "+15035550100")
                                        .add("title", "Tenant")
                                        .add(
                                                "customFields",
                                                Json.createObjectBuilder().add("lease", "A-1"))))
                .add(
                        "boards",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", board)
                                        .add("companyId", org)
                                        .add("name", "Leases")
                                        .add("apiEnabled", true)
                                        .add(
                                                "fields",
                                                Json.createArrayBuilder()
                                                        .add(Json.createObjectBuilder()
                                                                .add("key", "rent")
                                                                .add("label", "Rent")
                                                                .add("type", "money"))
                                                        .add(Json.createObjectBuilder()
                                                                .add("key", "stage")
                                                                .add("label", "Stage")
                                                                .add("type", "select")
                                                                .add(
                                                                        "options",
                                                                        Json.createArrayBuilder()
                                                                                .add("draft")
                                                                                .add("signed"))))))
                .add(
                        "cards",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", card)
                                        .add("boardId", board)
                                        .add("name", "Ada's lease")
                                        .add(
                                                "fields",
                                                Json.createObjectBuilder()
                                                        .add("stage", "signed")
                                                        .add(
                                                                "rent",
                                                                Json.createObjectBuilder()
                                                                        .add("amount", 1500.5)
                                                                        .add("currency", "USD")))
                                        .add(
                                                "references",
                                                Json.createArrayBuilder().add(contact))))
                .add(
                        "forms",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", form)
                                        .add("companyId", org)
                                        .add("boardId", board)
                                        .add("name", "Lease form")
                                        .add(
                                                "fields",
                                                Json.createArrayBuilder()
                                                        .add(Json.createObjectBuilder()
                                                                .add("uuid", "f1")
                                                                .add("label", "Stage")
                                                                .add("type", "select")
                                                                .add("required", true)
                                                                .add(
                                                                        "options",
                                                                        Json.createArrayBuilder()
                                                                                .add("draft")
                                                                                .add("signed"))
                                                                .add("fieldKey", "stage")))))
                .build();
    }

    /** Schools are shared by every organization, so they come in a document of their own. */
    private JsonObject schoolsDocument() {
        return Json.createObjectBuilder()
                .add(
                        "schools",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", school)
                                        .add("name", "Elm Elementary")
                                        .add("type", "elementary")
                                        .add("rating", 7.5)
                                        .add("address", "1 School Rd")
                                        .add("url", "https://school.example")
                                        .add("latitude", 44.95)
                                        .add("longitude", -123.02)))
                .build();
    }

    @Test
    void everyKindRoundTripsByItsId() {
        JsonObject document = completeDocument();
        Api.Reply reply = Api.importDocument(document);
        assertEquals(200, reply.status(), reply::toString);
        assertEquals(org, reply.json().getString("organization"), "the answer names the organization it changed");
        Api.Reply schools = Api.importDocument(schoolsDocument());
        assertEquals(200, schools.status(), schools::toString);
        assertFalse(schools.json().containsKey("organization"), "a schools document changes no organization");
        document = Json.createObjectBuilder(document)
                .add("schools", schoolsDocument().getJsonArray("schools"))
                .build();
        for (String kind : List.of("organizations", "locations", "schools", "contacts", "boards", "cards", "forms")) {
            JsonObject created =
                    (kind.equals("schools") ? schools : reply).json().getJsonObject("created");
            assertEquals(1, created.getInt(kind), kind);
            JsonObject sent = document.getJsonArray(kind).getJsonObject(0);
            Api.Reply stored = Api.adminGet("/api/admin/" + kind + "/" + sent.getString("_id"));
            assertEquals(200, stored.status(), stored::toString);
            assertContains(sent, stored.json(), kind);
        }
    }

    @Test
    void importingAgainUpdatesInPlaceAndKeepsIds() {
        JsonObject document = completeDocument();
        assertEquals(200, Api.importDocument(document).status());
        JsonObject renamed = Json.createObjectBuilder(document)
                .add(
                        "organizations",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder().add("_id", org).add("name", "Renamed Homes")))
                .build();
        Api.Reply reply = Api.importDocument(renamed);
        assertEquals(200, reply.status(), reply::toString);
        assertEquals(1, reply.json().getJsonObject("updated").getInt("organizations"));
        assertEquals(0, reply.json().getJsonObject("created").getInt("organizations"));
        assertEquals(1, reply.json().getJsonObject("updated").getInt("cards"));
        assertEquals(
                "Renamed Homes",
                Api.adminGet("/api/admin/organizations/" + org).json().getString("name"));
    }

    @Test
    void reimportingACardChangesOnlyWhatItNamesAsEveryCardWriteDoes() {
        assertEquals(200, Api.importDocument(completeDocument()).status());
        JsonObject partial = Json.createObjectBuilder()
                .add(
                        "cards",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", card)
                                        .add("boardId", board)
                                        .add("name", "Ada's lease, renewed")
                                        .add(
                                                "fields",
                                                Json.createObjectBuilder().addNull("rent"))
                                        .add("assignee", "user-7")))
                .build();
        Api.Reply reply = Api.importDocument(partial);
        assertEquals(200, reply.status(), reply::toString);
        JsonObject stored = Api.adminGet("/api/admin/cards/" + card).json();
        assertEquals("Ada's lease, renewed", stored.getString("name"));
        assertEquals("signed", stored.getJsonObject("fields").getString("stage"), "a field not sent stays");
        assertFalse(stored.getJsonObject("fields").containsKey("rent"), "a field sent as null is removed");
        assertEquals(contact, stored.getJsonArray("references").getString(0), "references not sent stay");
        assertEquals("user-7", stored.getString("assignee"));
    }

    @Test
    void aBadDocumentChangesNothingAndNamesEveryProblem() {
        String newOrg = unique("org");
        JsonObject document = Json.createObjectBuilder()
                .add(
                        "organizations",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", newOrg)
                                        .add("name", "Never Stored")))
                .add(
                        "locations",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", unique("loc"))
                                        .add("companyId", newOrg)
                                        .add("name", "Fine"))
                                .add(Json.createObjectBuilder()
                                        .add("_id", unique("loc"))
                                        .add("companyId", unique("nobody"))
                                        .add("name", "Orphan")
                                        .add("bedCount", "two")))
                .add(
                        "schools",
                        Json.createArrayBuilder().add(Json.createObjectBuilder().add("name", "No position")))
                .build();
        Api.Reply reply = Api.importDocument(document);
        assertEquals(400, reply.status(), reply::toString);
        assertEquals("application/problem+json", reply.header("Content-Type"));
        Map<String, String> errors = errors(reply.json());
        assertEquals("must be an integer", errors.get("locations[1].bedCount"), errors::toString);
        assertTrue(errors.containsKey("schools[0].latitude"), errors::toString);
        assertEquals(404, Api.adminGet("/api/admin/organizations/" + newOrg).status());
    }

    @Test
    void referencesThatBreakAtTheDatabaseStageAlsoChangeNothing() {
        String newOrg = unique("org");
        JsonObject document = Json.createObjectBuilder()
                .add(
                        "organizations",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", newOrg)
                                        .add("name", "Never Stored Either")))
                .add(
                        "cards",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("boardId", unique("no-board"))
                                        .add("name", "Lost card")))
                .build();
        Api.Reply reply = Api.importDocument(document);
        assertEquals(400, reply.status(), reply::toString);
        assertEquals("names no board", errors(reply.json()).get("cards[0].boardId"));
        assertEquals(404, Api.adminGet("/api/admin/organizations/" + newOrg).status());
    }

    @Test
    void cardValuesAreCheckedAgainstTheBoardSchema() {
        assertEquals(200, Api.importDocument(completeDocument()).status());
        JsonObject document = Json.createObjectBuilder()
                .add(
                        "cards",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("boardId", board)
                                        .add("name", "Bad values")
                                        .add(
                                                "fields",
                                                Json.createObjectBuilder()
                                                        .add("stage", "lost")
                                                        .add("colour", "red"))))
                .build();
        Map<String, String> errors = errors(Api.importDocument(document).json());
        assertEquals("must be one of draft, signed", errors.get("cards[0].fields.stage"), errors::toString);
        assertTrue(errors.get("cards[0].fields.colour").startsWith("is not a field"), errors::toString);
    }

    @Test
    void htmlFieldsAreSanitizedOnImport() {
        String id = unique("org");
        JsonObject document = Json.createObjectBuilder()
                .add(
                        "organizations",
                        Json.createArrayBuilder()
                                .add(
                                        Json.createObjectBuilder()
                                                .add("_id", id)
                                                .add("name", "Sanitized")
                                                .add(
                                                        "applicationConfig",
                                                        Json.createObjectBuilder()
                                                                .add(
                                                                        "petRestrictions",
                                                                        "<p onclick=\"steal()\">No <b>cats</b><script>alert(1)</script>"
                                                                                + "<a href=\"javascript:alert(2)\">x</a></p>"))))
                .build();
        assertEquals(200, Api.importDocument(document).status());
        String html = Api.adminGet("/api/admin/organizations/" + id)
                .json()
                .getJsonObject("applicationConfig")
                .getString("petRestrictions");
        assertTrue(html.contains("<b>cats</b>"), html);
        assertFalse(html.contains("script"), html);
        assertFalse(html.contains("onclick"), html);
        assertFalse(html.contains("javascript:"), html);
    }

    @Test
    void recordsWithoutAnIdGetOne() {
        JsonObject document = Json.createObjectBuilder()
                .add(
                        "schools",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("name", "Anonymous School")
                                        .add("latitude", 1.5)
                                        .add("longitude", 2.5)))
                .build();
        Api.Reply reply = Api.importDocument(document);
        assertEquals(200, reply.status(), reply::toString);
        assertEquals(1, reply.json().getJsonObject("created").getInt("schools"));
    }

    @Test
    void aDocumentWithoutARecordIsRefusedNotImported() {
        for (String path : List.of("/api/admin/import", "/api/admin/import/dry-run")) {
            for (String document : List.of("{}", "{\"organizations\":[],\"boards\":[]}")) {
                Api.Reply refused = Api.adminPost(path, document);
                // A dry run answers what an import would: here its refusal, as errors.
                assertEquals(
                        path.endsWith("dry-run") ? 200 : 400, refused.status(), path + " " + document + ": " + refused);
                assertTrue(
                        errors(refused.json()).getOrDefault("organizations", "").contains("holds none"),
                        refused::toString);
            }
        }
    }

    @Test
    void administratorCallsNeedTheAdministrator() {
        Api.Reply none = Api.post("/api/admin/import", "{}");
        assertEquals(401, none.status());
        assertTrue(none.header("WWW-Authenticate").startsWith("Basic"));
        Api.Reply wrong = Api.post("/api/admin/import", "{}", "Authorization", Api.basic(Api.ADMIN_USER, "guess"));
        assertEquals(401, wrong.status());
        assertEquals("UNAUTHORIZED", wrong.json().getString("error"));
        assertEquals(
                401,
                Api.get("/api/admin/organizations", "Authorization", Api.basic("root", Api.ADMIN_PASSWORD))
                        .status());
        assertEquals(
                401,
                Api.get("/api/admin/organizations", "Authorization", "Basic !!!")
                        .status());
        assertEquals(null, wrong.header("Set-Cookie"));
    }

    @Test
    void listingAKindPagesInIdOrder() {
        JsonArray first =
                Api.adminGet("/api/admin/schools?limit=2&skip=0").json().getJsonArray("data");
        JsonArray next =
                Api.adminGet("/api/admin/schools?limit=2&skip=1").json().getJsonArray("data");
        assertEquals(2, first.size());
        String a = first.getJsonObject(0).getString("_id");
        String b = first.getJsonObject(1).getString("_id");
        assertTrue(a.compareTo(b) < 0, a + " before " + b);
        assertEquals(b, next.getJsonObject(0).getString("_id"));
        assertEquals(400, Api.adminGet("/api/admin/schools?limit=0").status());
        assertEquals(404, Api.adminGet("/api/admin/planets").status());
    }

    static Map<String, String> errors(JsonObject problem) {
        Map<String, String> errors = new java.util.HashMap<>();
        problem.getJsonArray("errors")
                .getValuesAs(JsonObject.class)
                .forEach(e -> errors.put(e.getString("field"), e.getString("reason")));
        return errors;
    }

    /** Every field that was sent comes back with the same value (numbers compared numerically). */
    static void assertContains(JsonObject sent, JsonObject stored, String where) {
        sent.forEach((key, value) -> {
            JsonValue back = stored.get(key);
            String path = where + "." + key;
            if (value instanceof JsonObject object) {
                assertTrue(back instanceof JsonObject, path + " missing: " + stored);
                assertContains(object, (JsonObject) back, path);
            } else if (value instanceof jakarta.json.JsonNumber number) {
                assertTrue(back instanceof jakarta.json.JsonNumber, path + " missing: " + stored);
                assertEquals(
                        0,
                        number.bigDecimalValue().compareTo(((jakarta.json.JsonNumber) back).bigDecimalValue()),
                        path);
            } else if (value instanceof JsonArray array && !array.isEmpty() && array.get(0) instanceof JsonObject) {
                JsonArray backArray = (JsonArray) back;
                assertEquals(array.size(), backArray.size(), path);
                for (int i = 0; i < array.size(); i++) {
                    assertContains(array.getJsonObject(i), backArray.getJsonObject(i), path + "[" + i + "]");
                }
            } else if (value instanceof JsonString) {
                assertEquals(value, back, path);
            } else {
                assertEquals(value, back, path);
            }
        });
    }
}
