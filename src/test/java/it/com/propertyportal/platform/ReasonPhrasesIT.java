package it.com.propertyportal.platform;

import static org.junit.jupiter.api.Assertions.assertEquals;

import it.com.propertyportal.Api;
import it.com.propertyportal.Fixture;
import it.com.propertyportal.RawHttp;
import it.com.propertyportal.UsedSecrets;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import org.junit.jupiter.api.Test;

/**
 * Every status the service sends goes out with its standard reason phrase (RFC 9110, RFC 6585 for 429), read off
 * the status line as a raw client sees it: a proxy or a client that logs the line shows what the code means.
 */
class ReasonPhrasesIT {

    private static final Map<Integer, String> STANDARD = Map.ofEntries(
            Map.entry(200, "OK"),
            Map.entry(201, "Created"),
            Map.entry(204, "No Content"),
            Map.entry(302, "Found"),
            Map.entry(303, "See Other"),
            Map.entry(304, "Not Modified"),
            Map.entry(400, "Bad Request"),
            Map.entry(401, "Unauthorized"),
            Map.entry(403, "Forbidden"),
            Map.entry(404, "Not Found"),
            Map.entry(405, "Method Not Allowed"),
            Map.entry(406, "Not Acceptable"),
            Map.entry(409, "Conflict"),
            Map.entry(413, "Content Too Large"),
            Map.entry(415, "Unsupported Media Type"),
            Map.entry(429, "Too Many Requests"),
            Map.entry(501, "Not Implemented"));

    private final Fixture fixture = new Fixture().imported();
    private final List<String> wrong = new ArrayList<>();

    @Test
    void everyStatusCarriesItsStandardReasonPhrase() {
        String key = fixture.newKey();
        String keys = "/api/admin/boards/" + fixture.board + "/api-keys";
        String admin = Api.adminAuthorization();

        expect(200, "GET", "/", null);
        RawHttp.Exchange created = expect(201, "POST", keys, "{\"name\":\"phrases\"}", "Authorization", admin);
        String keyId = field(created.body(), "id");
        UsedSecrets.remember(field(created.body(), "key"));
        expect(204, "DELETE", keys + "/" + keyId, null, "Authorization", admin);
        expect(303, "GET", "/admin", null);
        expect(302, "GET", "/metrics", null);
        String etag = Api.get("/locations/" + fixture.org).header("ETag");
        expect(304, "GET", "/locations/" + fixture.org, null, "If-None-Match", etag);
        expect(400, "GET", "/locations/%zz", null);
        expect(401, "GET", "/api/admin/organizations", null);
        String readKey = Api.adminPost(keys, "{\"name\":\"reader\",\"scope\":\"read\"}")
                .json()
                .getString("key");
        UsedSecrets.remember(readKey);
        expect(403, "POST", "/api/contacts", "{\"email\":\"r@example.com\"}", "x-token", readKey);
        expect(404, "GET", "/no/such/path", null);
        expect(405, "DELETE", "/", null);
        expect(406, "GET", "/", null, "Accept", "application/xml");
        Api.put("/api/admin/boards/" + fixture.board + "/api", "{\"enabled\":false}", "Authorization", admin);
        expect(409, "POST", keys, "{\"name\":\"too early\"}", "Authorization", admin);
        Api.put("/api/admin/boards/" + fixture.board + "/api", "{\"enabled\":true}", "Authorization", admin);
        expect(413, "POST", "/api/admin/import", null, "Authorization", admin, "Content-Length", "999999999999");
        expect(415, "POST", "/api/contacts", "x", "x-token", key, "Content-Type", "text/plain");
        expect(501, "GET", "/api/templates", null, "x-token", key);
        String address = "198.51." + ThreadLocalRandom.current().nextInt(256) + "."
                + ThreadLocalRandom.current().nextInt(1, 255);
        for (int i = 1; i <= 10; i++) {
            Api.get(
                    "/api/admin/organizations?limit=1",
                    "Authorization",
                    Api.basic(Api.ADMIN_USER, UsedSecrets.remember("phrase-guess-" + i)),
                    "X-Forwarded-For",
                    address);
        }
        expect(
                429,
                "GET",
                "/api/admin/organizations?limit=1",
                null,
                "Authorization",
                Api.basic(Api.ADMIN_USER, UsedSecrets.remember("phrase-guess-11")),
                "X-Forwarded-For",
                address);

        assertEquals(List.of(), wrong, "status lines without their standard phrase");
    }

    private RawHttp.Exchange expect(int status, String method, String path, String body, String... headers) {
        RawHttp.Exchange answer = RawHttp.send(
                Api.BASE,
                RawHttp.request(
                        method,
                        path,
                        "localhost",
                        body == null ? null : body.getBytes(StandardCharsets.UTF_8),
                        withJson(body, headers)));
        assertEquals(status, answer.status(), () -> method + " " + path + ": " + answer);
        String line = "HTTP/1.1 " + status + " " + STANDARD.get(status);
        if (!answer.statusLine().equals(line)) {
            wrong.add(method + " " + path + ": \"" + answer.statusLine() + "\", not \"" + line + "\"");
        }
        return answer;
    }

    /** A body goes as JSON unless the headers name another type. */
    private static String[] withJson(String body, String... headers) {
        if (body == null || List.of(headers).contains("Content-Type")) {
            return headers;
        }
        String[] all = java.util.Arrays.copyOf(headers, headers.length + 2);
        all[headers.length] = "Content-Type";
        all[headers.length + 1] = "application/json";
        return all;
    }

    private static String field(String json, String name) {
        try (var reader = jakarta.json.Json.createReader(new java.io.StringReader(json))) {
            return reader.readObject().getString(name);
        }
    }
}
