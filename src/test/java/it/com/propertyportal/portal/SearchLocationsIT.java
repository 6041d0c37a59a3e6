package it.com.propertyportal.portal;

import static it.com.propertyportal.portal.LocationsIT.errorField;
import static it.com.propertyportal.portal.LocationsIT.ids;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import java.util.List;
import org.junit.jupiter.api.Test;

class SearchLocationsIT {

    private static final String PATH = "/api/portal/forms/searchLocations";

    private static JsonArray search(String body, String... headers) {
        Api.Reply reply = Api.post(PATH, body, headers);
        assertEquals(200, reply.status(), reply::toString);
        return reply.json().getJsonArray("locations");
    }

    @Test
    void matchesNameOrAddressBedsAndRentWithConfiguration() {
        PortalFixture f = new PortalFixture()
                .configured(
                        Json.createObjectBuilder().add("collectPayment", true).build(),
                        Json.createObjectBuilder().add("incomeToRent", 3).build());
        String a = f.location("Harbor View 1", l -> l.add("bedCount", 1).add("marketRentValue", 100000));
        String b = f.location("Harbor View 2", l -> l.add("bedCount", 2).add("marketRentValue", 180000));
        String c = f.location(
                "Inland 3",
                l -> l.add("bedCount", 2)
                        .add("marketRentValue", 120000)
                        .add("address", Json.createObjectBuilder().add("formattedAddress", "3 Harbor Rd")));
        f.location("Harbor Draft", l -> l.add("publishStatus", "unpublished"));
        f.imported();
        String org = "\"companyId\":\"" + f.org + "\"";

        JsonArray all = search("{" + org + ",\"query\":\"HARBOR\"}");
        assertEquals(List.of(a, b, c), ids(all));
        JsonObject first = all.getJsonObject(0);
        assertTrue(first.getJsonObject("companyInfo").getBoolean("collectPayment"));
        assertEquals(3, first.getJsonObject("applicationConfig").getInt("incomeToRent"));
        assertEquals("$1,000", first.getString("marketRent"));
        assertEquals(List.of(b, c), ids(search("{" + org + ",\"query\":\"harbor\",\"bedCount\":2}")));
        assertEquals(List.of(a, c), ids(search("{" + org + ",\"maxRent\":150000}")));
        assertEquals(List.of(c), ids(search("{" + org + ",\"bedCount\":2,\"maxRent\":150000}")));
        assertEquals(
                4,
                ids(search("{" + org + ",\"query\":\"harbor\"}", "x-token", f.newKey()))
                        .size());
    }

    @Test
    void atMostFifty() {
        PortalFixture f = new PortalFixture();
        for (int i = 0; i < 55; i++) {
            f.location(String.format("Unit %02d", i));
        }
        f.imported();
        JsonArray found = search("{\"companyId\":\"" + f.org + "\"}");
        assertEquals(50, found.size());
        assertEquals("Unit 00", found.getJsonObject(0).getString("name"));
        assertEquals("Unit 49", found.getJsonObject(49).getString("name"));
    }

    @Test
    void badBodiesAreNamed() {
        PortalFixture f = new PortalFixture().imported();
        assertEquals("companyId", errorField(Api.post(PATH, "{\"query\":\"x\"}")));
        assertEquals("bedCount", errorField(Api.post(PATH, "{\"companyId\":\"" + f.org + "\",\"bedCount\":\"two\"}")));
        assertEquals("maxRent", errorField(Api.post(PATH, "{\"companyId\":\"" + f.org + "\",\"maxRent\":-1}")));
        assertEquals("colour", errorField(Api.post(PATH, "{\"companyId\":\"" + f.org + "\",\"colour\":\"red\"}")));
        assertEquals(
                404,
                Api.post(PATH, "{\"companyId\":\"" + Api.unique("org") + "\"}").status());
        assertEquals(400, Api.post(PATH, "not json").status());
    }
}
