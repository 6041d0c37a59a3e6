package it.com.propertyportal.portal;

import static it.com.propertyportal.portal.LocationsIT.errorField;
import static org.junit.jupiter.api.Assertions.assertEquals;

import it.com.propertyportal.Api;
import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import org.junit.jupiter.api.Test;

class SchoolsIT {

    /** Miles per degree of latitude on a sphere of radius 3958.8 miles. */
    private static final double MILES_PER_DEGREE = 3958.8 * Math.PI / 180;

    /** A random place of this test's own, far from every other test's schools. */
    private final double lat = ThreadLocalRandom.current().nextDouble(-60, 60);

    private final double lon = ThreadLocalRandom.current().nextDouble(-170, 170);
    private final PortalFixture fixture = new PortalFixture();
    private final String location = fixture.location(
            "Near schools",
            l -> l.add(
                    "address",
                    Json.createObjectBuilder()
                            .add("formattedAddress", "1 School Way")
                            .add("latitude", lat)
                            .add("longitude", lon)));

    private JsonArray schools(String query) {
        Api.Reply reply = Api.get("/schools/" + location + query);
        assertEquals(200, reply.status(), reply::toString);
        return reply.array();
    }

    private static List<String> ids(JsonArray schools) {
        return schools.getValuesAs(JsonObject.class).stream()
                .map(s -> s.getString("_id"))
                .toList();
    }

    private static List<Double> distances(JsonArray schools) {
        return schools.getValuesAs(JsonObject.class).stream()
                .map(s -> s.getJsonNumber("distance").doubleValue())
                .toList();
    }

    @Test
    void nearestFirstWithinTwentyFiveMilesByDefault() {
        String twenty = fixture.school("Twenty", lat + 0.3, lon);
        String seven = fixture.school("Seven", lat - 0.1, lon);
        String fourteen = fixture.school("Fourteen", lat + 0.2, lon);
        String twentyEight = fixture.school("Twenty-eight", lat - 0.4, lon);
        fixture.imported();

        JsonArray near = schools("");
        assertEquals(List.of(seven, fourteen, twenty), ids(near));
        assertEquals(
                List.of(round(0.1 * MILES_PER_DEGREE), round(0.2 * MILES_PER_DEGREE), round(0.3 * MILES_PER_DEGREE)),
                distances(near));
        JsonObject first = near.getJsonObject(0);
        assertEquals("Seven", first.getString("name"));
        assertEquals("elementary", first.getString("type"));
        assertEquals(8, first.getInt("rating"));
        assertEquals("1 Seven Rd", first.getString("address"));
        assertEquals("https://schools.example/" + seven, first.getString("url"));

        assertEquals(List.of(seven, fourteen, twenty, twentyEight), ids(schools("?distance=30")));
        assertEquals(List.of(seven), ids(schools("?distance=7.5")));
        assertEquals(List.of(seven, fourteen), ids(schools("?limit=2")));
        assertEquals(ids(near), ids(Api.get("/api/portal/schools/" + location).array()));
    }

    @Test
    void distanceIsGreatCircleNotDegrees() {
        String east = fixture.school("East", lat, lon + 0.2);
        fixture.imported();
        double expected = haversine(lat, lon, lat, lon + 0.2);
        assertEquals(List.of(round(expected)), distances(schools("")), "at latitude " + lat);
        assertEquals(List.of(east), ids(schools("?distance=" + tenths(expected + 0.1))));
        if (expected > 0.3) {
            assertEquals(List.of(), ids(schools("?distance=" + tenths(expected - 0.1))));
        }
    }

    @Test
    void tenByDefaultAtMostFifty() {
        List<String> expected = new ArrayList<>();
        for (int i = 1; i <= 12; i++) {
            expected.add(fixture.school("School " + i, lat + i * 0.01, lon));
        }
        fixture.imported();
        assertEquals(expected.subList(0, 10), ids(schools("")));
        assertEquals(expected, ids(schools("?limit=50")));
        assertEquals("limit", errorField(Api.get("/schools/" + location + "?limit=51")));
        assertEquals("limit", errorField(Api.get("/schools/" + location + "?limit=-1")));
        assertEquals("limit", errorField(Api.get("/schools/" + location + "?limit=ten")));
        assertEquals("distance", errorField(Api.get("/schools/" + location + "?distance=-5")));
        assertEquals("distance", errorField(Api.get("/schools/" + location + "?distance=far")));
        assertEquals("distance", errorField(Api.get("/schools/" + location + "?distance=NaN")));
    }

    @Test
    void noCoordinatesNoSchoolsAndUnknownLocations404() {
        String nowhere = fixture.location("Nowhere");
        String draft = fixture.location(
                "Draft",
                l -> l.add("publishStatus", "unpublished")
                        .add(
                                "address",
                                Json.createObjectBuilder().add("latitude", lat).add("longitude", lon)));
        String school = fixture.school("Close", lat + 0.01, lon);
        fixture.imported();
        assertEquals(List.of(), ids(Api.get("/schools/" + nowhere).array()));
        assertEquals(List.of(school), ids(Api.get("/schools/" + draft).array()), "a preview shows schools too");
        assertEquals(404, Api.get("/schools/" + Api.unique("loc")).status());
    }

    private static String tenths(double miles) {
        return String.format(java.util.Locale.ROOT, "%.1f", miles);
    }

    private static double round(double miles) {
        return Math.round(miles * 10) / 10.0;
    }

    private static double haversine(double lat1, double lon1, double lat2, double lon2) {
        double p1 = Math.toRadians(lat1);
        double p2 = Math.toRadians(lat2);
        double a = Math.pow(Math.sin((p2 - p1) / 2), 2)
                + Math.cos(p1) * Math.cos(p2) * Math.pow(Math.sin(Math.toRadians(lon2 - lon1) / 2), 2);
        return 2 * 3958.8 * Math.asin(Math.sqrt(a));
    }
}
