package it.com.propertyportal.admin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import it.com.propertyportal.AtOnce;
import it.com.propertyportal.portal.PortalFixture;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The administrator creates and changes one location, checked by the import's own rules; the portal shows the
 * change at once; another organization's location is not found; the list orders by the column asked for.
 */
class LocationEditingIT {

    private final PortalFixture fixture = new PortalFixture().imported();
    private final String locations = "/api/admin/organizations/" + fixture.org + "/locations";

    private static JsonObject location(String name, String... photos) {
        return Json.createObjectBuilder()
                .add("name", name)
                .add(
                        "address",
                        Json.createObjectBuilder()
                                .add("formattedAddress", "12 Quay Street, Harbor City, CA 94000")
                                .add("state", "CA")
                                .add("countryName", "United States")
                                .add("latitude", 37.8)
                                .add("longitude", -122.4))
                .add("bedCount", 2)
                .add("bathCount", 1)
                .add("squareFeet", 850)
                .add("marketRentValue", 185000)
                .add("publishStatus", "published")
                .add(
                        "applicationConfig",
                        Json.createObjectBuilder()
                                .add("marketingTitle", "Bright corner unit")
                                .add("coverPhoto", Json.createArrayBuilder(List.of(photos))))
                .build();
    }

    private static Set<String> fields(Api.Reply reply) {
        return reply.json().getJsonArray("errors").stream()
                .map(e -> e.asJsonObject().getString("field"))
                .collect(Collectors.toSet());
    }

    @Test
    void aCreatedLocationIsOnThePortalAtOnceAndAnEditShowsThereToo() {
        assertEquals(200, Api.get("/locations/" + fixture.org).status(), "the public list, now cached");
        Api.Reply created = Api.adminPost(
                locations,
                location("Quay House", "https://img.example/quay-1.jpg", "https://img.example/quay-2.jpg")
                        .toString());
        assertEquals(201, created.status(), created::toString);
        JsonObject stored = created.json();
        String id = stored.getString("_id");
        assertEquals(fixture.org, stored.getString("companyId"));
        assertEquals(
                "12 Quay Street, Harbor City, CA 94000",
                stored.getJsonObject("address").getString("formattedAddress"));
        assertEquals(185000, stored.getJsonNumber("marketRentValue").longValue());

        Api.Reply one = Api.adminGet(locations + "/" + id);
        assertEquals(200, one.status(), one::toString);
        assertEquals(stored, one.json());
        assertTrue(Api.get("/locations/" + fixture.org).body().contains("Quay House"), "on the public list at once");
        Api.Reply listing = Api.get("/listing/" + id);
        assertEquals(200, listing.status(), listing::toString);
        assertEquals("Quay House", listing.json().getString("name"));

        JsonObject changed = Json.createObjectBuilder(one.json())
                .add("name", "Quay House North")
                .add(
                        "applicationConfig",
                        Json.createObjectBuilder(one.json().getJsonObject("applicationConfig"))
                                .add(
                                        "coverPhoto",
                                        Json.createArrayBuilder()
                                                .add("https://img.example/quay-2.jpg")
                                                .add("https://img.example/quay-1.jpg")))
                .build();
        Api.Reply put = Api.put(locations + "/" + id, changed.toString(), "Authorization", Api.adminAuthorization());
        assertEquals(200, put.status(), put::toString);
        assertEquals("Quay House North", put.json().getString("name"));
        assertEquals(
                "https://img.example/quay-2.jpg",
                put.json()
                        .getJsonObject("applicationConfig")
                        .getJsonArray("coverPhoto")
                        .getString(0));
        assertEquals("Quay House North", Api.get("/listing/" + id).json().getString("name"), "the portal at once");
        assertEquals(
                "Bright corner unit",
                put.json().getJsonObject("applicationConfig").getString("marketingTitle"),
                "what was sent back is kept");

        JsonObject created1 =
                Api.adminGet("/api/admin/audit?action=location-created&q=" + id).json();
        assertEquals(1, created1.getInt("total"), created1::toString);
        assertEquals(fixture.org, created1.getJsonArray("data").getJsonObject(0).getString("target"));
        JsonObject changed1 =
                Api.adminGet("/api/admin/audit?action=location-changed&q=" + id).json();
        assertEquals(1, changed1.getInt("total"), changed1::toString);
        assertTrue(changed1.getJsonArray("data")
                .getJsonObject(0)
                .getString("detail")
                .contains("Quay House North"));

        JsonObject unpublished = Json.createObjectBuilder(put.json())
                .add("publishStatus", "unpublished")
                .build();
        assertEquals(
                200,
                Api.put(locations + "/" + id, unpublished.toString(), "Authorization", Api.adminAuthorization())
                        .status());
        assertEquals(404, Api.get("/listing/" + id).status(), "an unpublished location leaves the portal at once");
        assertFalse(Api.get("/locations/" + fixture.org).body().contains("Quay House"));
    }

    @Test
    void aBadLocationIsRefusedByTheImportsRulesNamingEachFieldAndNothingIsWritten() {
        JsonObject bad = Json.createObjectBuilder(location(" ", "https://img.example/a.jpg", "javascript:alert(1)"))
                .add(
                        "address",
                        Json.createObjectBuilder()
                                .add("formattedAddress", "x".repeat(501))
                                .add("latitude", 37.8))
                .add("bedCount", 1001)
                .add("videoUrl", "//video.example/tour")
                .add("colour", "blue")
                .build();
        Api.Reply refused = Api.adminPost(locations, bad.toString());
        assertEquals(400, refused.status(), refused::toString);
        assertEquals(
                Set.of(
                        "name",
                        "address",
                        "address.formattedAddress",
                        "bedCount",
                        "videoUrl",
                        "colour",
                        "applicationConfig.coverPhoto[1]"),
                fields(refused));
        assertEquals(0, Api.adminGet(locations).json().getInt("total"), "nothing written");

        Api.Reply nullCompany = Api.adminPost(locations, "{\"name\":\"Null company\",\"companyId\":null}");
        assertEquals(201, nullCompany.status(), "null is not sent: " + nullCompany);
        assertEquals(fixture.org, nullCompany.json().getString("companyId"));
        Api.Reply noName = Api.adminPost(locations, "{}");
        assertEquals(Set.of("name"), fields(noName), noName::toString);
        Api.Reply otherCompany = Api.adminPost(
                locations,
                Json.createObjectBuilder(location("Elsewhere"))
                        .add("companyId", "org-x")
                        .build()
                        .toString());
        assertEquals(Set.of("companyId"), fields(otherCompany), otherCompany::toString);

        String id = nullCompany.json().getString("_id");
        Api.Reply taken = Api.adminPost(
                locations,
                Json.createObjectBuilder(location("Again"))
                        .add("_id", id)
                        .build()
                        .toString());
        assertEquals(Set.of("_id"), fields(taken), taken::toString);
        Api.Reply moved = Api.put(
                locations + "/" + id,
                Json.createObjectBuilder(location("Moved"))
                        .add("_id", "another-id")
                        .build()
                        .toString(),
                "Authorization",
                Api.adminAuthorization());
        assertEquals(Set.of("_id"), fields(moved), moved::toString);
        Api.Reply badPhoto = Api.put(
                locations + "/" + id,
                location("Kept", "https://img.example/a.jpg", "ftp://img.example/b.jpg")
                        .toString(),
                "Authorization",
                Api.adminAuthorization());
        assertEquals(Set.of("applicationConfig.coverPhoto[1]"), fields(badPhoto), badPhoto::toString);
        assertEquals("Null company", Api.adminGet(locations + "/" + id).json().getString("name"));
        assertEquals(400, Api.adminGet(locations + "/a%20b").status());
        assertEquals(404, Api.adminGet(locations + "/" + Api.unique("none")).status());
    }

    @Test
    void anotherOrganizationsLocationIsNotFound() {
        PortalFixture other = new PortalFixture();
        String theirs = other.location("Their Place");
        other.imported();
        String otherLocations = "/api/admin/organizations/" + other.org + "/locations";
        assertEquals(200, Api.adminGet(otherLocations + "/" + theirs).status());

        Api.Reply read = Api.adminGet(locations + "/" + theirs);
        assertEquals(404, read.status(), read::toString);
        Api.Reply changed = Api.put(
                locations + "/" + theirs, location("Taken over").toString(), "Authorization", Api.adminAuthorization());
        assertEquals(404, changed.status(), changed::toString);
        Api.Reply planted = Api.adminPost(
                locations,
                Json.createObjectBuilder(location("Planted"))
                        .add("_id", theirs)
                        .build()
                        .toString());
        assertEquals(Set.of("_id"), fields(planted), planted::toString);
        assertEquals(
                "Their Place",
                Api.adminGet(otherLocations + "/" + theirs).json().getString("name"));
        assertEquals(
                404,
                Api.adminPost(
                                "/api/admin/organizations/" + Api.unique("org") + "/locations",
                                location("x").toString())
                        .status());
    }

    @Test
    void twentyCreatesOfOneIdAtOnceMakeOneLocationAndTwentyChangesAtOnceAllLand() throws Exception {
        String id = Api.unique("loc-raced");
        String body = Json.createObjectBuilder(location("Raced"))
                .add("_id", id)
                .add("segmentIds", Json.createArrayBuilder().add("seg-a"))
                .build()
                .toString();
        List<Api.Reply> creates = AtOnce.send(20, i -> Api.adminPost(locations, body));
        List<Integer> statuses = creates.stream().map(Api.Reply::status).toList();
        assertEquals(1, statuses.stream().filter(s -> s == 201).count(), statuses::toString);
        for (Api.Reply reply : creates) {
            assertTrue(
                    reply.status() == 201
                            || (reply.status() == 409
                                    && "CONFLICT".equals(reply.json().getString("error")))
                            || (reply.status() == 400 && fields(reply).equals(Set.of("_id"))),
                    reply::toString);
        }

        JsonObject stored = Api.adminGet(locations + "/" + id).json();
        List<Api.Reply> changes = AtOnce.send(
                20,
                i -> Api.put(
                        locations + "/" + id,
                        Json.createObjectBuilder(stored)
                                .add("name", "Raced " + i)
                                .add(
                                        "segmentIds",
                                        Json.createArrayBuilder().add("seg-a").add("seg-" + i))
                                .build()
                                .toString(),
                        "Authorization",
                        Api.adminAuthorization()));
        for (Api.Reply reply : changes) {
            assertEquals(200, reply.status(), reply::toString);
        }
        JsonObject last = Api.adminGet(locations + "/" + id).json();
        String winner = last.getString("name").substring("Raced ".length());
        assertEquals(
                Set.of("seg-a", "seg-" + winner),
                last.getJsonArray("segmentIds").getValuesAs(JsonString.class).stream()
                        .map(JsonString::getString)
                        .collect(Collectors.toSet()),
                "the name and the segments are of one change");
    }

    @Test
    void theListIsOrderedByTheColumnAskedFor() {
        for (String name : List.of("Birch", "Alder", "Cedar")) {
            JsonObject body = Json.createObjectBuilder(location(name))
                    .add(
                            "address",
                            Json.createObjectBuilder()
                                    .add(
                                            "formattedAddress",
                                            switch (name) {
                                                case "Birch" -> "Zed Road 1";
                                                case "Alder" -> "Main Street 2";
                                                default -> "Avenue A 3";
                                            }))
                    .add("publishStatus", name.equals("Cedar") ? "unpublished" : "published")
                    .build();
            assertEquals(201, Api.adminPost(locations, body.toString()).status());
        }
        assertEquals(201, Api.adminPost(locations, "{\"name\":\"Dogwood\"}").status(), "without an address");
        assertEquals(List.of("Alder", "Birch", "Cedar", "Dogwood"), names(""));
        assertEquals(List.of("Dogwood", "Cedar", "Birch", "Alder"), names("?sort=-name"));
        assertEquals(List.of("Dogwood", "Cedar", "Alder", "Birch"), names("?sort=address"), "no address first");
        assertEquals(List.of("Birch", "Alder", "Cedar", "Dogwood"), names("?sort=-address"));
        assertEquals(List.of("Alder", "Birch", "Dogwood", "Cedar"), names("?sort=publishStatus"));
        assertEquals(List.of("Cedar", "Dogwood", "Birch", "Alder"), names("?sort=-publishStatus"));
        assertEquals(List.of("Birch"), names("?sort=-address&limit=1"));
        Api.Reply bad = Api.adminGet(locations + "?sort=colour");
        assertEquals(400, bad.status(), bad::toString);
        assertEquals(Set.of("sort"), fields(bad));
        assertEquals(400, Api.adminGet(locations + "?sort=" + "-".repeat(30)).status());
    }

    private List<String> names(String query) {
        Api.Reply list = Api.adminGet(locations + query);
        assertEquals(200, list.status(), list::toString);
        return list.json().getJsonArray("data").stream()
                .map(JsonValue::asJsonObject)
                .map(l -> l.getString("name"))
                .toList();
    }
}
