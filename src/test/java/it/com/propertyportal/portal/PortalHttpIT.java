package it.com.propertyportal.portal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;

class PortalHttpIT {

    private final PortalFixture fixture = new PortalFixture();
    private final String location = fixture.location("Cached");

    @Test
    void publicGetsCarryAnEtagAndAnswer304WhenItMatches() {
        fixture.imported();
        for (String path : new String[] {
            "/context/" + location,
            "/api/portal/company/" + fixture.org,
            "/locations/" + fixture.org,
            "/listings/" + fixture.org,
            "/listing/" + location,
            "/schools/" + location,
            "/api/portal/listing/" + location
        }) {
            Api.Reply first = Api.get(path);
            assertEquals(200, first.status(), path);
            String etag = first.header("ETag");
            assertNotNull(etag, path);
            assertTrue(first.header("Cache-Control").contains("max-age="), path);
            assertEquals("*", first.header("Access-Control-Allow-Origin"), path);
            Api.Reply again = Api.get(path, "If-None-Match", etag);
            assertEquals(304, again.status(), path);
            assertEquals("", again.body(), path);
            assertEquals(etag, again.header("ETag"), path);
            assertEquals(200, Api.get(path, "If-None-Match", "\"stale\"").status(), path);
        }
    }

    @Test
    void aClientAskingForHttp2IsAnsweredOverHttp11() throws Exception {
        HttpClient client =
                HttpClient.newBuilder().version(HttpClient.Version.HTTP_2).build();
        HttpResponse<String> reply = client.send(
                HttpRequest.newBuilder(URI.create(Api.BASE + "/health/ready")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(200, reply.statusCode());
        assertEquals(HttpClient.Version.HTTP_1_1, reply.version());
    }

    @Test
    void theEtagChangesWithTheData() {
        fixture.imported();
        String before = Api.get("/listing/" + location).header("ETag");
        Api.Reply reply = Api.importDocument(jakarta.json.Json.createObjectBuilder()
                .add(
                        "locations",
                        jakarta.json.Json.createArrayBuilder()
                                .add(jakarta.json.Json.createObjectBuilder()
                                        .add("_id", location)
                                        .add("companyId", fixture.org)
                                        .add("name", "Renamed")))
                .build());
        assertEquals(200, reply.status(), reply::toString);
        Api.Reply after = Api.get("/listing/" + location, "If-None-Match", before);
        assertEquals(200, after.status());
        assertNotEquals(before, after.header("ETag"));
    }

    @Test
    void tokenCallsAreNotCachedPublicly() {
        fixture.imported();
        Api.Reply reply = Api.get("/locations/" + fixture.org, "x-token", fixture.newKey());
        assertEquals(200, reply.status());
        assertTrue(reply.header("Cache-Control").startsWith("private"), reply.header("Cache-Control"));
        assertTrue(Api.get("/locations/" + fixture.org).header("Cache-Control").startsWith("public"));
        assertTrue(reply.header("Vary").contains("x-token"));
    }

    @Test
    void anyOriginMayCallIncludingPreflightAndErrors() {
        fixture.imported();
        Api.Reply preflight = Api.send(
                "OPTIONS",
                "/api/portal/forms/searchLocations",
                null,
                null,
                "Origin",
                "https://landing.example",
                "Access-Control-Request-Method",
                "POST",
                "Access-Control-Request-Headers",
                "content-type");
        assertEquals(204, preflight.status(), preflight::toString);
        assertEquals("*", preflight.header("Access-Control-Allow-Origin"));
        assertTrue(preflight.header("Access-Control-Allow-Methods").contains("POST"));
        assertTrue(
                preflight.header("Access-Control-Allow-Headers").toLowerCase().contains("content-type"));
        assertTrue(
                preflight.header("Access-Control-Allow-Headers").toLowerCase().contains("x-token"));
        Api.Reply tokenPreflight = Api.send(
                "OPTIONS",
                "/locations/" + fixture.org,
                null,
                null,
                "Origin",
                "https://landing.example",
                "Access-Control-Request-Method",
                "GET",
                "Access-Control-Request-Headers",
                "x-token");
        assertEquals(204, tokenPreflight.status());

        Api.Reply post = Api.post(
                "/api/portal/forms/searchLocations",
                "{\"companyId\":\"" + fixture.org + "\"}",
                "Origin",
                "https://landing.example");
        assertEquals("*", post.header("Access-Control-Allow-Origin"));
        Api.Reply missing = Api.get("/listing/" + Api.unique("loc"), "Origin", "https://landing.example");
        assertEquals(404, missing.status());
        assertEquals("*", missing.header("Access-Control-Allow-Origin"));
        assertEquals(
                null,
                Api.get("/api/admin/organizations", "Origin", "https://evil.example")
                        .header("Access-Control-Allow-Origin"),
                "only the public portal is open to other origins");
    }
}
