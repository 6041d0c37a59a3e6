package it.com.propertyportal.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import it.com.propertyportal.Fixture;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Contacts through the core API: list and filters, upsert by id and by e-mail in both body shapes, scope. */
class ContactsApiIT {

    private final Fixture fixture = new Fixture().imported();
    private final String key = fixture.newKey();

    private JsonObject upsert(String body) {
        Api.Reply reply = Core.post(key, "/api/contacts", body);
        assertEquals(200, reply.status(), reply::toString);
        return reply.json();
    }

    private List<String> ids(String query) {
        Api.Reply reply = Core.get(key, "/api/contacts?pageSize=100&" + query);
        assertEquals(200, reply.status(), reply::toString);
        return reply.json().getJsonArray("data").getValuesAs(JsonObject.class).stream()
                .map(c -> c.getString("_id"))
                .toList();
    }

    @Test
    void aNativeBodyCreatesAndTheSameAddressUpdates() {
        String email = Api.unique("jane") + "@example.com";
        JsonObject created = upsert("{\"firstname\":\"Jane\",\"lastname\":\"Smith\",\"email\":\"" + email + "\","
                + "\"phone\":[{\"number\":\"+1 (555) 555-0100\",\"type\":\"mobile\"}],\"contactType\":\"Tenant\","
                + "\"customFields\":{\"pets\":\"cat\"}}");
        assertEquals("Jane Smith", created.getString("fullName"));
        assertEquals("JS", created.getString("duogram"));
        assertEquals("+1 (555) 555-0100", created.getString("phone"));
        assertEquals("Tenant", created.getString("contactType"));
        assertEquals(fixture.org, created.getString("companyId"));

        JsonObject updated = upsert("{\"email\":[\"" + email.toUpperCase() + "\"],\"title\":\"Nurse\"}");
        assertEquals(created.getString("_id"), updated.getString("_id"), "found by its first e-mail address");
        assertEquals("Jane", updated.getString("firstname"), "what is not sent stays");
        assertEquals("Nurse", updated.getString("title"));

        JsonObject byId =
                upsert("{\"_id\":\"" + created.getString("_id") + "\",\"lastname\":\"Jones\"," + "\"title\":null}");
        assertEquals("Jane Jones", byId.getString("fullName"));
        assertFalse(byId.containsKey("title"), "null clears; a contact without a title has no title member");

        Api.Reply one = Core.get(key, "/api/contacts/" + created.getString("_id"));
        assertEquals(200, one.status(), one::toString);
        assertEquals(1, one.json().getInt("count"));
        assertEquals(
                "Jane Jones", one.json().getJsonArray("data").getJsonObject(0).getString("fullName"));
    }

    @Test
    void theLegacyCapitalizedBodyWorksToo() {
        String email = Api.unique("sam") + "@example.com";
        JsonObject created = upsert("{\"First Name\":\"Sam\",\"Last Name\":\"Lee\",\"Email\":\"" + email + "\","
                + "\"Work Phone\":\"206-555-0199\",\"Mobile Phone\":\"+1 206 555 0123\",\"Contact Type\":\"Owner\","
                + "\"Title\":\"Landlord\",\"Company\":\"Lee Holdings\"}");
        assertEquals("Sam Lee", created.getString("fullName"));
        assertEquals("+1 206 555 0123", created.getString("phone"), "the mobile number first");
        assertEquals("Owner", created.getString("contactType"));
        Api.Reply both = Core.post(key, "/api/contacts", "{\"firstname\":\"A\",\"First Name\":\"B\"}");
        assertEquals(400, both.status());
        Api.Reply unknown = Core.post(key, "/api/contacts", "{\"firstname\":\"A\",\"nickname\":\"B\"}");
        assertEquals(
                "nickname",
                unknown.json().getJsonArray("errors").getJsonObject(0).getString("field"));
    }

    @Test
    void updatingByPathIgnoresTheBodysIdAndUnknownOrForeignIdsFindNothing() {
        JsonObject created = upsert("{\"firstname\":\"Path\",\"email\":\"" + Api.unique("p") + "@example.com\"}");
        String id = created.getString("_id");
        Api.Reply updated =
                Core.post(key, "/api/contacts/" + id, "{\"_id\":\"" + fixture.contact + "\",\"lastname\":\"Case\"}");
        assertEquals(200, updated.status(), updated::toString);
        assertEquals(id, updated.json().getString("_id"));
        assertEquals("Path Case", updated.json().getString("fullName"));
        Api.Reply notAnId = Core.post(key, "/api/contacts/" + id, "{\"_id\":{\"$ne\":null},\"lastname\":\"Case\"}");
        assertEquals(400, notAnId.status(), "the body's _id is not used, but it is still held to the id's shape");
        assertEquals(
                "_id", notAnId.json().getJsonArray("errors").getJsonObject(0).getString("field"));

        String strangersContact = new Fixture().imported().contact;
        assertEquals(
                0, Core.get(key, "/api/contacts/" + strangersContact).json().getInt("count"));
        Api.Reply foreignUpdate = Core.post(key, "/api/contacts/" + strangersContact, "{\"lastname\":\"X\"}");
        assertEquals(400, foreignUpdate.status(), foreignUpdate::toString);
        assertEquals(
                "contactId",
                foreignUpdate.json().getJsonArray("errors").getJsonObject(0).getString("field"));
        Api.Reply foreignUpsert =
                Core.post(key, "/api/contacts", "{\"_id\":\"" + strangersContact + "\",\"lastname\":\"X\"}");
        assertEquals(400, foreignUpsert.status(), foreignUpsert::toString);
        assertEquals(
                "_id",
                foreignUpsert.json().getJsonArray("errors").getJsonObject(0).getString("field"));
        Api.Reply nobody = Core.get(key, "/api/contacts/nobody");
        assertEquals(200, nobody.status(), nobody::toString);
        assertEquals(0, nobody.json().getJsonArray("data").size());
        assertEquals(
                400, Core.post(key, "/api/contacts", "{\"title\":\"Nobody\"}").status(), "a new contact needs a name");
        assertEquals(
                400,
                Core.post(key, "/api/contacts", "{\"firstname\":\"X\",\"imageUrl\":\"javascript:x\"}")
                        .status());
    }

    @Test
    void theListFiltersByEmailPhoneNameTypeAndTimeAndAnswersItsFiguresInHeaders() {
        // Read after the fixture's contacts were stored and before the new ones are sent: the server stamps
        // them on the same clock, and the column keeps microseconds, so "before" lies strictly between.
        Instant before = Instant.now().truncatedTo(ChronoUnit.MICROS);
        String a = upsert("{\"firstname\":\"Maria\",\"lastname\":\"Garcia Lopez\",\"phone\":\"+1 (206) 555-7788\","
                        + "\"contactType\":\"Tenant\"}")
                .getString("_id");
        String b = upsert("{\"firstname\":\"Mario\",\"lastname\":\"Garcia\",\"phone\":\"425 555 1234\","
                        + "\"contactType\":\"owner\"}")
                .getString("_id");

        assertEquals(List.of(fixture.contact), ids("email=" + fixture.email.toUpperCase()));
        assertEquals(List.of(a), ids("phone=555-77"));
        assertEquals(List.of(a), ids("name=garcia%20MARIA"), "every word must match");
        assertEquals(sorted(a, b), ids("name=garcia"));
        assertEquals(List.of(b), ids("contact_type=OWNER"));
        assertEquals(sorted(a, b), ids("updated_after=" + before));
        assertTrue(ids("updated_before=" + before).containsAll(List.of(fixture.contact, fixture.otherContact)));
        assertTrue(!ids("updated_before=" + before).contains(a));

        Api.Reply page = Core.get(key, "/api/contacts?page=1&pageSize=1");
        assertEquals(200, page.status());
        assertEquals(4, page.json().getInt("count"));
        assertEquals("1", page.header("x-offset"));
        assertEquals("4", page.header("x-count"));
        assertEquals("1", page.header("x-size"));
        assertEquals(1, page.json().getJsonArray("data").size());
        assertEquals(400, Core.get(key, "/api/contacts?emial=x@example.com").status());
        assertEquals(400, Core.get(key, "/api/contacts?pageSize=1001").status());
        assertEquals(400, Core.get(key, "/api/contacts?updated_after=yesterday").status());
    }

    private static List<String> sorted(String... ids) {
        return java.util.Arrays.stream(ids).sorted().toList();
    }

    @Test
    void theListIsSortedByTheColumnAskedForAndRefusesAnotherOrder() {
        upsert("{\"firstname\":\"Abe\",\"lastname\":\"Zorn\",\"email\":\"zz." + fixture.email + "\"}");
        String abe = ids("name=zorn").get(0);
        assertEquals(List.of(abe, fixture.contact, fixture.otherContact), ids("sort=name"));
        assertEquals(List.of(fixture.otherContact, fixture.contact, abe), ids("sort=-name"));
        assertEquals(List.of(fixture.contact, fixture.otherContact, abe), ids("sort=email"));
        assertEquals(List.of(abe, fixture.otherContact, fixture.contact), ids("sort=-email"));
        // Contacts without the value come last, whichever the direction and the database.
        upsert("{\"_id\":\"" + abe
                + "\",\"phone\":[{\"number\":\"+1 206 555 0100\",\"type\":\"mobile\"}],\"contactType\":\"Tenant\"}");
        assertEquals(abe, ids("sort=phone").get(0));
        assertEquals(abe, ids("sort=-phone").get(0));
        assertEquals(abe, ids("sort=-contact_type").get(0));
        Api.Reply refused = Core.get(key, "/api/contacts?sort=createdAt");
        assertEquals(400, refused.status(), refused::toString);
        assertTrue(refused.body().contains("\"sort\""), refused::toString);
    }

    @Test
    void aCardsContactsAndTheCompanyInfo() {
        Api.Reply card = Core.post(
                key,
                "/api/board/" + fixture.board,
                "{\"name\":\"Linked\",\"references\":[\"" + fixture.otherContact + "\",\"" + fixture.contact + "\"]}");
        String cardId = card.json().getJsonObject("data").getString("_id");
        Api.Reply contacts = Core.get(key, "/api/board/" + fixture.board + "/" + cardId + "/contacts");
        assertEquals(200, contacts.status(), contacts::toString);
        assertEquals(
                sorted(fixture.otherContact, fixture.contact),
                contacts.json().getJsonArray("data").getValuesAs(JsonObject.class).stream()
                        .map(c -> c.getString("_id"))
                        .toList());
        assertEquals(
                404,
                Core.get(key, "/api/board/" + fixture.board + "/nope/contacts").status());

        Api.Reply profile = Api.importDocument(Json.createObjectBuilder()
                .add(
                        "organizations",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", fixture.org)
                                        .add("name", "Harbor Homes")
                                        .add(
                                                "address",
                                                Json.createObjectBuilder()
                                                        .add("street", "1 Pier St")
                                                        .add("city", "Seattle"))
                                        .add("phone", "+1 206 555 0000")
                                        .add("website", "https://harbor.example")
                                        .add("logo", "https://harbor.example/logo.png")))
                .build());
        assertEquals(200, profile.status(), profile::toString);
        Api.Reply info = Core.get(key, "/api/company/info");
        assertEquals(200, info.status(), info::toString);
        assertEquals("Harbor Homes", info.json().getString("name"));
        assertEquals("Seattle", info.json().getJsonObject("address").getString("city"));
        assertTrue(info.json().getJsonObject("address").isNull("zip"));
        assertTrue(info.json().isNull("phone2"));
        assertEquals("https://harbor.example/logo.png", info.json().getString("logo"));
        assertNotEquals(401, info.status());
        assertEquals(401, Api.get("/api/company/info").status());
    }
}
