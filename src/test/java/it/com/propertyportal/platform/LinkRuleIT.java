package it.com.propertyportal.platform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import it.com.propertyportal.Fixture;
import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * Every field that holds a link takes only an absolute http or https URL with a host, of at most 2,048
 * characters, on the import (organizations, locations, contacts, cards, schools) and on the core API
 * (tab views, contacts, cards); anything else is a 400 naming each field by its JSON path.
 */
class LinkRuleIT {

    private static final String LONGEST = "https://img.example/" + "a".repeat(2048 - 20);
    /** Links every field refuses, each for its own reason. */
    private static final List<String> REFUSED = List.of(
            "javascript:alert(document.cookie)",
            "JAVASCRIPT:alert(1)",
            "data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+",
            "vbscript:msgbox(1)",
            "//evil.example/x.jpg",
            "/images/relative.jpg",
            "https://",
            "https://img.example/a b.jpg",
            "https://img.example/\u0007.jpg",
            "ftp://img.example/x.jpg",
            "https://user:secret@img.example/x.jpg",
            LONGEST + "a",
            "https://img.example/" + "ü".repeat(400));
    /** A link as it is sent, and as it is stored and answered: the URI, in ASCII. */
    private record Taken(String sent, String stored) {}
    /** Links every field takes, edge cases included. */
    private static final List<Taken> TAKEN = List.of(
            new Taken(LONGEST, LONGEST),
            new Taken("HTTPS://IMG.EXAMPLE/PHOTO.JPG", "HTTPS://IMG.EXAMPLE/PHOTO.JPG"),
            new Taken("https://bücher.example/foto.jpg", "https://xn--bcher-kva.example/foto.jpg"),
            new Taken(
                    "https://img.example/grüße/ä.jpg?größe=groß#ö",
                    "https://img.example/gr%C3%BC%C3%9Fe/%C3%A4.jpg?gr%C3%B6%C3%9Fe=gro%C3%9F#%C3%B6"),
            new Taken("https://[2001:db8::7]:8443/photo.jpg", "https://[2001:db8::7]:8443/photo.jpg"),
            new Taken("http://img.example", "http://img.example"));

    private final Fixture fixture = new Fixture();

    /** The fixture's organization with a link in every link field of every kind an organization imports. */
    private JsonObject organizationDocument(String link, String location, String contact, String card) {
        JsonObject config = Json.createObjectBuilder()
                .add(
                        "coverPhoto",
                        Json.createArrayBuilder()
                                .add("https://img.example/cover.jpg")
                                .add(link))
                .add("marketingImages", Json.createArrayBuilder().add(link))
                .add("agent", Json.createObjectBuilder().add("name", "Dana").add("photo", link))
                .build();
        JsonArrayBuilder fields = Json.createArrayBuilder(Fixture.boardFields())
                .add(Json.createObjectBuilder()
                        .add("key", "website")
                        .add("label", "Website")
                        .add("type", "url"));
        return Json.createObjectBuilder(fixture.document())
                .add(
                        "organizations",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", fixture.org)
                                        .add("name", "Links")
                                        .add("website", link)
                                        .add("logo", link)
                                        .add("applicationConfig", config)))
                .add(
                        "locations",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", location)
                                        .add("companyId", fixture.org)
                                        .add("name", "Linked unit")
                                        .add("videoUrl", link)
                                        .add("virtualTourUrl", link)
                                        .add("applicationConfig", config)))
                .add(
                        "contacts",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", contact)
                                        .add("companyId", fixture.org)
                                        .add("firstname", "Lin")
                                        .add("imageUrl", link)))
                .add(
                        "boards",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", fixture.board)
                                        .add("companyId", fixture.org)
                                        .add("name", "Applications")
                                        .add("apiEnabled", true)
                                        .add("fields", fields)))
                .add(
                        "cards",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", card)
                                        .add("boardId", fixture.board)
                                        .add("name", "Linked card")
                                        .add(
                                                "fields",
                                                Json.createObjectBuilder().add("website", link))))
                .build();
    }

    private static JsonObject schoolsDocument(String school, String link) {
        return Json.createObjectBuilder()
                .add(
                        "schools",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", school)
                                        .add("name", "Linked school")
                                        .add("url", link)
                                        .add("latitude", 1)
                                        .add("longitude", 1)))
                .build();
    }

    private static Set<String> errorFields(Api.Reply reply) {
        assertEquals(400, reply.status(), reply::toString);
        assertEquals("application/problem+json", reply.header("Content-Type"));
        Set<String> fields = new TreeSet<>();
        reply.json()
                .getJsonArray("errors")
                .forEach(e -> fields.add(e.asJsonObject().getString("field")));
        return fields;
    }

    @Test
    void theImportRefusesABadLinkInEveryLinkFieldByItsPath() {
        Set<String> everyLinkField = new TreeSet<>(List.of(
                "organizations[0].website",
                "organizations[0].logo",
                "organizations[0].applicationConfig.coverPhoto[1]",
                "organizations[0].applicationConfig.marketingImages[0]",
                "organizations[0].applicationConfig.agent.photo",
                "locations[0].videoUrl",
                "locations[0].virtualTourUrl",
                "locations[0].applicationConfig.coverPhoto[1]",
                "locations[0].applicationConfig.marketingImages[0]",
                "locations[0].applicationConfig.agent.photo",
                "contacts[0].imageUrl"));
        for (String link : REFUSED) {
            String location = Api.unique("loc");
            Api.Reply reply =
                    Api.importDocument(organizationDocument(link, location, Api.unique("c"), Api.unique("card")));
            // A link with a control character breaks the text rule of every body, which names every member at once,
            // the card's value included (the link rule reaches card values only once every other field passed).
            Set<String> named = new TreeSet<>(everyLinkField);
            if (link.chars().anyMatch(c -> c < 0x20)) {
                named.add("cards[0].fields.website");
            }
            assertEquals(named, errorFields(reply), link);
            assertEquals(404, Api.adminGet("/api/admin/locations/" + location).status(), "nothing stored: " + link);
            String school = Api.unique("school");
            assertEquals(
                    Set.of("schools[0].url"), errorFields(Api.importDocument(schoolsDocument(school, link))), link);
            assertEquals(404, Api.adminGet("/api/admin/schools/" + school).status());
        }
    }

    @Test
    void aBadLinkInACardFieldIsRefusedByItsPathOnTheImport() {
        // Card values are checked once the document's board is known, after every other field passed.
        JsonObject good = organizationDocument(
                "https://img.example/ok.jpg", Api.unique("loc"), Api.unique("c"), Api.unique("card"));
        for (String link : REFUSED) {
            JsonObject document = Json.createObjectBuilder(good)
                    .add(
                            "cards",
                            Json.createArrayBuilder()
                                    .add(Json.createObjectBuilder()
                                            .add("boardId", fixture.board)
                                            .add("name", "Bad link")
                                            .add(
                                                    "fields",
                                                    Json.createObjectBuilder().add("website", link))))
                    .build();
            assertEquals(Set.of("cards[0].fields.website"), errorFields(Api.importDocument(document)), link);
        }
    }

    @Test
    void theImportTakesEdgeLinksAndStoresThemInAscii() {
        for (Taken taken : TAKEN) {
            String link = taken.sent();
            String location = Api.unique("loc");
            String contact = Api.unique("c");
            String card = Api.unique("card");
            Api.Reply reply = Api.importDocument(organizationDocument(link, location, contact, card));
            assertEquals(200, reply.status(), () -> link + ": " + reply);
            JsonObject stored = Api.adminGet("/api/admin/locations/" + location).json();
            assertEquals(taken.stored(), stored.getString("videoUrl"), link);
            assertEquals(
                    taken.stored(),
                    stored.getJsonObject("applicationConfig")
                            .getJsonArray("coverPhoto")
                            .getString(1));
            assertEquals(
                    taken.stored(),
                    stored.getJsonObject("applicationConfig")
                            .getJsonObject("agent")
                            .getString("photo"));
            assertEquals(
                    taken.stored(),
                    Api.adminGet("/api/admin/organizations/" + fixture.org)
                            .json()
                            .getString("logo"));
            assertEquals(
                    taken.stored(),
                    Api.adminGet("/api/admin/contacts/" + contact).json().getString("imageUrl"));
            assertEquals(
                    taken.stored(),
                    Api.adminGet("/api/admin/cards/" + card)
                            .json()
                            .getJsonObject("fields")
                            .getString("website"));
            String school = Api.unique("school");
            assertEquals(200, Api.importDocument(schoolsDocument(school, link)).status(), link);
            assertEquals(
                    taken.stored(),
                    Api.adminGet("/api/admin/schools/" + school).json().getString("url"));
        }
    }

    @Test
    void theCoreApiRefusesABadLinkInTabViewsContactsAndCards() {
        Api.Reply imported = Api.importDocument(organizationDocument(
                "https://img.example/ok.jpg", Api.unique("loc"), fixture.contact, Api.unique("card")));
        assertEquals(200, imported.status(), imported::toString);
        // A key per call keeps each under the test server's rate limit.
        String contactsKey = fixture.newKey();
        List<Call> calls = List.of(
                new Call(
                        "url",
                        fixture.newKey(),
                        "/api/board/" + fixture.board + "/configuration/tabViews",
                        link -> Json.createObjectBuilder().add("name", "Tab").add("url", link)),
                new Call(
                        "url",
                        fixture.newKey(),
                        "/api/board/" + fixture.board + "/tabView",
                        link -> Json.createObjectBuilder().add("name", "Tab").add("url", link)),
                new Call(
                        "imageUrl",
                        fixture.newKey(),
                        "/api/contacts",
                        link -> Json.createObjectBuilder()
                                .add("firstname", "New")
                                .add("imageUrl", link)),
                new Call(
                        "imageUrl",
                        contactsKey,
                        "/api/contacts/" + fixture.contact,
                        link -> Json.createObjectBuilder().add("imageUrl", link)),
                new Call(
                        "website",
                        fixture.newKey(),
                        "/api/board/" + fixture.board,
                        link -> Json.createObjectBuilder().add("name", "Card").add("website", link)));
        for (String link : REFUSED) {
            calls.forEach(call ->
                    assertEquals(Set.of(call.field()), errorFields(call.send(link)), call.path() + ": " + link));
        }
        for (Taken taken : TAKEN) {
            String link = taken.sent();
            calls.forEach(call -> {
                Api.Reply reply = call.send(link);
                assertEquals(200, reply.status(), () -> call.path() + ": " + link + ": " + reply);
                if (call.field().equals("url")) {
                    assertEquals(
                            taken.stored(),
                            reply.json().getJsonObject("data").getString("url"),
                            call.path() + ": " + link);
                }
            });
            JsonObject contact = Api.get("/api/contacts/" + fixture.contact, "x-token", contactsKey)
                    .json()
                    .getJsonArray("data")
                    .getJsonObject(0);
            assertEquals(taken.stored(), contact.getString("imageUrl"), link);
        }
    }

    @Test
    void aTabViewMustHaveALink() {
        assertEquals(200, Api.importDocument(fixture.document()).status());
        String key = fixture.newKey();
        Api.Reply reply = Api.post(
                "/api/board/" + fixture.board + "/configuration/tabViews", "{\"name\":\"No link\"}", "x-token", key);
        assertEquals(Set.of("url"), errorFields(reply));
        assertTrue(reply.json()
                .getJsonArray("errors")
                .getJsonObject(0)
                .getString("reason")
                .contains("required"));
    }

    /** A core API call that sends a link in its body, and the field a refusal names. */
    private record Call(String field, String key, String path, Function<String, JsonObjectBuilder> body) {

        Api.Reply send(String link) {
            return Api.post(path, body.apply(link).build().toString(), "x-token", key);
        }
    }
}
