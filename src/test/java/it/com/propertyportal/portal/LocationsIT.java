package it.com.propertyportal.portal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import java.util.List;
import org.junit.jupiter.api.Test;

class LocationsIT {

    static List<String> ids(JsonArray locations) {
        return locations.getValuesAs(JsonObject.class).stream()
                .map(l -> l.getString("_id"))
                .toList();
    }

    static List<String> ids(String path, String... headers) {
        Api.Reply reply = Api.get(path, headers);
        assertEquals(200, reply.status(), reply::toString);
        return ids(reply.array());
    }

    static String errorField(Api.Reply reply) {
        assertEquals(400, reply.status(), reply::toString);
        return reply.json().getJsonArray("errors").getJsonObject(0).getString("field");
    }

    @Test
    void activePublishedLocationsInNameOrderWithThePublicShape() {
        PortalFixture f = new PortalFixture()
                .configured(
                        Json.createObjectBuilder()
                                .add("collectPayment", true)
                                .add("payStubCount", 2)
                                .build(),
                        Json.createObjectBuilder()
                                .add("incomeToRent", 3)
                                .add("marketingTitle", "Company title")
                                .build());
        String b = f.location(
                "B Street 2",
                l -> l.add("bedCount", 2)
                        .add("bathCount", 1)
                        .add("squareFeet", 900)
                        .add("marketRentValue", 125000)
                        .add("rentMin", 120000)
                        .add("rentMax", 130000)
                        .add(
                                "address",
                                Json.createObjectBuilder()
                                        .add("formattedAddress", "2 B St, Salem, OR")
                                        .add("state", "OR")
                                        .add("countryName", "United States")
                                        .add("latitude", 44.9)
                                        .add("longitude", -123.0))
                        .add("videoUrl", "https://video.example/b")
                        .add("virtualTourUrl", "https://tour.example/b")
                        .add("segmentIds", Json.createArrayBuilder().add("seg-1"))
                        .add("companyInfo", Json.createObjectBuilder().add("payStubCount", 4))
                        .add("applicationConfig", Json.createObjectBuilder().add("marketingTitle", "Own title")));
        String a = f.location("A Street 1", l -> l.add("marketRent", "Call us").add("marketRentValue", 99900));
        f.location("C Unpublished", l -> l.add("publishStatus", "unpublished"));
        f.location("D Offline", l -> l.add("publishStatus", "offline"));
        f.location("E Inactive", l -> l.add("active", false));
        f.imported();

        Api.Reply reply = Api.get("/locations/" + f.org);
        assertEquals(200, reply.status(), reply::toString);
        assertEquals(List.of(a, b), ids(reply.array()));
        JsonObject first = reply.array().getJsonObject(0);
        assertEquals("Call us", first.getString("marketRent"), "an imported display string is kept");
        JsonObject second = reply.array().getJsonObject(1);
        assertEquals("$1,250", second.getString("marketRent"));
        assertEquals(125000, second.getInt("marketRentValue"));
        assertEquals(f.org, second.getString("companyId"));
        assertEquals("B Street 2", second.getString("name"));
        assertEquals(
                Json.createObjectBuilder()
                        .add("formattedAddress", "2 B St, Salem, OR")
                        .add("state", "OR")
                        .add("countryName", "United States")
                        .build(),
                second.getJsonObject("address"));
        for (String field :
                List.of("bedCount", "bathCount", "squareFeet", "rentMin", "rentMax", "videoUrl", "virtualTourUrl")) {
            assertTrue(second.containsKey(field), field);
        }
        for (String hidden : List.of("segmentIds", "active", "available", "publishStatus", "searchText")) {
            assertFalse(second.containsKey(hidden), hidden);
        }
        JsonObject info = second.getJsonObject("companyInfo");
        assertEquals(4, info.getInt("payStubCount"), "the location overrides its organization");
        assertTrue(info.getBoolean("collectPayment"), "fields it does not set come from its organization");
        JsonObject config = second.getJsonObject("applicationConfig");
        assertEquals("Own title", config.getString("marketingTitle"));
        assertEquals(3, config.getInt("incomeToRent"));
        assertEquals("Company title", first.getJsonObject("applicationConfig").getString("marketingTitle"));

        assertEquals(reply.array(), Api.get("/api/portal/locations/" + f.org).array());
    }

    @Test
    void theOrganizationsOwnTokenAddsUnpublishedAndOfflineWithTheirStatus() {
        PortalFixture f = new PortalFixture();
        String published = f.location("A Published");
        String unpublished = f.location("B Unpublished", l -> l.add("publishStatus", "unpublished"));
        String offline = f.location("C Offline", l -> l.add("publishStatus", "offline"));
        f.location("D Inactive", l -> l.add("active", false).add("publishStatus", "unpublished"));
        f.imported();
        String token = f.newKey();

        Api.Reply reply = Api.get("/locations/" + f.org, "x-token", token);
        assertEquals(List.of(published, unpublished, offline), ids(reply.array()));
        assertEquals(
                List.of("published", "unpublished", "offline"),
                reply.array().getValuesAs(JsonObject.class).stream()
                        .map(l -> l.getString("publishStatus"))
                        .toList());
        assertEquals(List.of(unpublished), ids("/locations/" + f.org + "?publishStatus=unpublished", "x-token", token));
        assertEquals(List.of(published, unpublished, offline), ids("/listings/" + f.org, "x-token", token));

        PortalFixture other = new PortalFixture().imported();
        assertEquals(List.of(published), ids("/locations/" + f.org, "x-token", other.newKey()));
        assertEquals(List.of(published), ids("/locations/" + f.org, "x-token", "ppk_not-a-key"));
        assertEquals(List.of(published), ids("/locations/" + f.org));
    }

    @Test
    void filtersNarrowTheList() {
        PortalFixture f = new PortalFixture();
        String a = f.location(
                "Alder Court 1",
                l -> l.add("bedCount", 1)
                        .add("bathCount", 1)
                        .add("marketRentValue", 100000)
                        .add("squareFeet", 500)
                        .add("available", false)
                        .add("address", Json.createObjectBuilder().add("formattedAddress", "1 Maple Ave, Eugene, OR")));
        String b = f.location(
                "Birch Court 2",
                l -> l.add("bedCount", 2)
                        .add("bathCount", 1)
                        .add("marketRentValue", 150000)
                        .add("squareFeet", 800)
                        .add("address", Json.createObjectBuilder().add("formattedAddress", "2 Oak St, Bend, OR")));
        String c = f.location(
                "Cedar 100%_Loft",
                l -> l.add("bedCount", 2)
                        .add("bathCount", 2)
                        .add("marketRentValue", 200000)
                        .add("marketRent", "$2,000 negotiable"));
        f.imported();
        String path = "/locations/" + f.org;

        assertEquals(List.of(b, c), ids(path + "?available=true"));
        assertEquals(List.of(a, b, c), ids(path + "?available=false"));
        assertEquals(List.of(b, c), ids(path + "?bedCount=2"));
        assertEquals(List.of(c), ids(path + "?bedCount=2&bathCount=2"));
        assertEquals(List.of(b, c), ids(path + "?minRent=150000"));
        assertEquals(List.of(a, b), ids(path + "?maxRent=150000"));
        assertEquals(List.of(b), ids(path + "?minRent=120000&maxRent=180000"));
        assertEquals(List.of(b), ids(path + "?search=BIRCH"), "names match case-insensitively");
        assertEquals(List.of(a), ids(path + "?search=maple%20ave"), "addresses match too");
        assertEquals(List.of(c), ids(path + "?search=_"), "wildcards are literal");
        assertEquals(List.of(), ids(path + "?search=a%25b"), "wildcards are literal");
        assertEquals(List.of(c), ids(path + "?search=%25"), "a one-character wildcard is literal too");
        assertEquals(List.of(b), ids(path + "?search=OA"), "a term too short for trigrams ignores case");
        assertEquals(List.of(a, c), ids(path + "?search=%201%20"), "a short term matches anywhere, trimmed");
        assertEquals(List.of(b), ids(path + "?squareFeet=800"));
        assertEquals(List.of(a), ids(path + "?name=Alder%20Court%201"));
        assertEquals(List.of(b), ids(path + "?marketRent=%241%2C500"), "the formatted display string");
        assertEquals(List.of(c), ids(path + "?marketRent=%242%2C000%20negotiable"), "an imported display string");
        assertEquals(List.of(a), ids(path + "?_id=" + a));
        assertEquals(List.of(b, c), ids("/api/portal/listings/" + f.org + "?bedCount=2"));
    }

    @Test
    void unknownKeysAndBadValuesAreNamed() {
        PortalFixture f = new PortalFixture();
        f.location("Only");
        f.imported();
        String path = "/locations/" + f.org;
        assertEquals("colour", errorField(Api.get(path + "?colour=red")));
        assertEquals("segmentIds", errorField(Api.get(path + "?segmentIds=x")));
        assertEquals("bedCount", errorField(Api.get(path + "?bedCount=two")));
        assertEquals("bathCount", errorField(Api.get(path + "?bathCount=-1")));
        assertEquals("minRent", errorField(Api.get(path + "?minRent=12.50")));
        assertEquals("maxRent", errorField(Api.get(path + "?maxRent=lots")));
        assertEquals("available", errorField(Api.get(path + "?available=yes")));
        assertEquals("publishStatus", errorField(Api.get(path + "?publishStatus=hidden")));
        assertEquals("limit", errorField(Api.get(path + "?limit=1001")));
        assertEquals("limit", errorField(Api.get(path + "?limit=0")));
        assertEquals("skip", errorField(Api.get(path + "?skip=-1")));
        assertEquals("bedCount", errorField(Api.get(path + "?bedCount=1&bedCount=2")));
        assertEquals("search", errorField(Api.get(path + "?search=" + "x".repeat(201))));
        Api.Reply reply = Api.get(path + "?colour=red");
        assertTrue(reply.json().getString("reason").contains("colour"), reply::toString);
        assertEquals(404, Api.get("/locations/" + Api.unique("org")).status());
        assertEquals(404, Api.get("/api/portal/locations/" + Api.unique("org")).status());
    }

    @Test
    void pagesInNameThenIdOrder() {
        PortalFixture f = new PortalFixture();
        String d = f.location("D");
        String b1 = f.location("B");
        String b2 = f.location("B");
        String a = f.location("A");
        String c = f.location("C");
        f.imported();
        List<String> bs = b1.compareTo(b2) < 0 ? List.of(b1, b2) : List.of(b2, b1);
        String path = "/locations/" + f.org;
        assertEquals(List.of(a, bs.get(0), bs.get(1), c, d), ids(path));
        assertEquals(List.of(a, bs.get(0)), ids(path + "?limit=2"));
        assertEquals(List.of(bs.get(1), c), ids(path + "?limit=2&skip=2"));
        assertEquals(List.of(c, d), ids(path + "?skip=3"));
        assertEquals(List.of(), ids(path + "?skip=10"));
    }

    @Test
    void allLocationsBeyondOneChunkInOrder() {
        PortalFixture f = new PortalFixture();
        List<String> names = new java.util.ArrayList<>();
        for (int i = 0; i < 2105; i++) {
            String name = String.format("Unit %04d", (i * 7919) % 2105 / 2);
            names.add(name);
            f.location(name);
        }
        f.imported();
        Api.Reply reply = Api.get("/locations/" + f.org);
        assertEquals(200, reply.status());
        List<JsonObject> all = reply.array().getValuesAs(JsonObject.class);
        assertEquals(2105, all.size());
        assertEquals(2105, all.stream().map(l -> l.getString("_id")).distinct().count());
        List<String> keys = all.stream()
                .map(l -> l.getString("name") + " " + l.getString("_id"))
                .toList();
        assertEquals(keys.stream().sorted().toList(), keys);
        assertEquals(
                keys.subList(1500, 2105),
                ids(Api.get("/locations/" + f.org + "?skip=1500").array()).stream()
                        .map(id -> all.stream()
                                .filter(l -> l.getString("_id").equals(id))
                                .findFirst()
                                .orElseThrow())
                        .map(l -> l.getString("name") + " " + l.getString("_id"))
                        .toList());
    }
}
