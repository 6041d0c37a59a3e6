package it.com.propertyportal.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import it.com.propertyportal.Fixture;
import jakarta.json.JsonObject;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;

/**
 * docs/aptly-compatibility.md holds one row per operation of the hosted product's OpenAPI document, and every
 * row it says is "not offered" answers 501 naming the operation, with a link to that row that works.
 */
class NotOfferedIT {

    private static final Path DOCUMENT = Path.of("docs", "aptly-compatibility.md");
    private static final Path REFERENCE = Path.of("docs", "reference", "aptly-openapi.yml");
    private static final Pattern ROW = Pattern.compile(
            "^\\| (?:<a id=\"([A-Za-z]+)\"></a>)?`([A-Za-z]+)` \\| `([A-Z]+) ([^`]+)` \\| ([^|]+?) \\|",
            Pattern.MULTILINE);
    private static final Set<String> METHODS = Set.of("get", "post", "put", "patch", "delete");

    record Row(String anchor, String operationId, String method, String path, String here) {}

    record Operation(String method, String path, boolean open) {}

    private static List<Row> rows;
    private static Map<String, Operation> reference;
    private static Fixture fixture;
    private static String key;

    @BeforeAll
    static void readTheDocumentAndTheReference() throws IOException {
        rows = new ArrayList<>();
        Matcher row = ROW.matcher(Files.readString(DOCUMENT, StandardCharsets.UTF_8));
        while (row.find()) {
            rows.add(new Row(
                    row.group(1),
                    row.group(2),
                    row.group(3),
                    row.group(4),
                    row.group(5).trim()));
        }
        reference = referenceOperations();
        fixture = new Fixture().imported();
        key = fixture.newKey();
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Operation> referenceOperations() throws IOException {
        Map<String, Object> document;
        try (InputStream in = Files.newInputStream(REFERENCE)) {
            document = new Yaml().load(in);
        }
        Object defaultSecurity = document.get("security");
        Map<String, Operation> found = new TreeMap<>();
        ((Map<String, Map<String, Object>>) document.get("paths"))
                .forEach((path, item) -> item.forEach((m, op) -> {
                    if (METHODS.contains(m)) {
                        Map<String, Object> operation = (Map<String, Object>) op;
                        Object security = operation.getOrDefault("security", defaultSecurity);
                        boolean open = security instanceof List<?> list && list.isEmpty();
                        Operation previous = found.put(
                                (String) operation.get("operationId"), new Operation(m.toUpperCase(), path, open));
                        assertEquals(null, previous, "operationId given twice in the reference: " + operation);
                    }
                }));
        return found;
    }

    @Test
    void theDocumentHasOneRowPerOperationOfTheReference() {
        assertTrue(reference.size() >= 50, "operations read from " + REFERENCE + ": " + reference.size());
        Map<String, Operation> documented = new TreeMap<>();
        for (Row row : rows) {
            Operation previous = documented.put(row.operationId(), new Operation(row.method(), row.path(), false));
            assertEquals(null, previous, "two rows for " + row.operationId());
            assertEquals(row.operationId(), row.anchor(), "the row's anchor is its operationId: " + row);
        }
        Map<String, String> expected = new TreeMap<>();
        reference.forEach((id, op) -> expected.put(id, op.method() + " " + op.path()));
        Map<String, String> actual = new TreeMap<>();
        documented.forEach((id, op) -> actual.put(id, op.method() + " " + op.path()));
        assertEquals(expected, actual, "rows of " + DOCUMENT + " against the operations of " + REFERENCE);
    }

    @Test
    void everyOperationNotOfferedAnswers501NamingItWithALinkToItsRow() throws Exception {
        List<Row> notOffered =
                rows.stream().filter(r -> r.here().equals("not offered")).toList();
        assertEquals(27, notOffered.size(), "rows not offered: " + notOffered);
        String served = Api.get("/docs/aptly-compatibility.md").body();
        for (Row row : notOffered) {
            String path = fill(row.path());
            // A key per operation keeps the walk under the test server's rate limit (50 calls a minute).
            Api.Reply answer = call(row.method(), path, "x-token", fixture.newKey());
            assertNotOffered(row, answer);
            boolean open = reference.get(row.operationId()).open();
            assertEquals(
                    !open,
                    answer.header("RateLimit-Remaining") != null,
                    "a call that asks for a key counts against it like every core call: " + answer);

            String link = answer.json().getString("documentation");
            assertEquals(Api.BASE + "/docs/aptly-compatibility.md#" + row.operationId(), link);
            HttpResponse<String> page = HttpClient.newHttpClient()
                    .send(
                            HttpRequest.newBuilder(URI.create(link.substring(0, link.indexOf('#'))))
                                    .build(),
                            HttpResponse.BodyHandlers.ofString());
            assertEquals(200, page.statusCode(), link);
            assertTrue(
                    page.body().contains("<a id=\"" + row.operationId() + "\"></a>"),
                    "the served document has the anchor " + link);
            assertEquals(served, page.body());

            Api.Reply stranger = call(row.method(), path);
            if (open) {
                assertNotOffered(row, stranger);
            } else {
                assertEquals(401, stranger.status(), "the hosted product asks a credential for it: " + stranger);
                assertEquals("UNAUTHORIZED", stranger.json().getString("error"));
            }
        }
    }

    @Test
    void theServedDocumentIsTheRepositorysMarkdown() throws IOException {
        Api.Reply served = Api.get("/docs/aptly-compatibility.md");
        assertEquals(200, served.status(), served::toString);
        assertTrue(served.header("Content-Type").startsWith("text/markdown"), served::toString);
        assertEquals(Files.readString(DOCUMENT, StandardCharsets.UTF_8), served.body());
    }

    @Test
    void thePathsBesideThemStillAnswerAsBefore() {
        String board = "/api/board/" + fixture.board;
        Api.Reply fields = Api.get(board + "/configuration/fields", "x-token", key);
        assertEquals(200, fields.status(), fields::toString);
        Api.Reply tabView = Api.post(
                board + "/configuration/tabViews",
                "{\"name\":\"Site\",\"url\":\"https://example.com/\"}",
                "x-token",
                key);
        assertEquals(200, tabView.status(), tabView::toString);
        Api.Reply legacy =
                Api.post(board + "/tabView", "{\"name\":\"Old\",\"url\":\"https://example.com/\"}", "x-token", key);
        assertEquals(200, legacy.status(), legacy::toString);
        Api.Reply created = Api.post(board, "{\"name\":\"a card\"}", "x-token", key);
        assertEquals(200, created.status(), created::toString);
        String card = created.json().getJsonObject("data").getString("_id");
        assertEquals(200, Api.get(board, "x-token", key).status());
        assertEquals(200, Api.get(board + "/" + card, "x-token", key).status());
        assertEquals(
                200, Api.get(board + "/" + card + "/comments", "x-token", key).status());

        // Below the hosted product's configuration path, a card called "configuration" is still the card's
        // resource's to answer (here: no such card), not the router's "no resource".
        for (String below : List.of("/configuration/comments", "/configuration/files/x")) {
            Api.Reply answer = Api.get(board + below, "x-token", key);
            assertEquals(404, answer.status(), answer::toString);
            assertTrue(answer.json().getString("message").startsWith("Card "), answer::toString);
        }
        Api.Reply cardOfVerifyUser = Api.get("/api/board/verify-user/" + card, "x-token", key);
        assertEquals(404, cardOfVerifyUser.status(), cardOfVerifyUser::toString);
        assertTrue(cardOfVerifyUser.json().getString("message").startsWith("Board "), cardOfVerifyUser::toString);
        Api.Reply unknown = Api.get(board + "/configuration/colours", "x-token", key);
        assertNotEquals(501, unknown.status(), unknown::toString);
        Api.Reply mistyped = Api.get("/api/user", "x-token", key);
        assertEquals(404, mistyped.status(), mistyped::toString);
    }

    private static void assertNotOffered(Row row, Api.Reply answer) {
        String what = row.method() + " " + row.path() + ": " + answer;
        assertEquals(501, answer.status(), what);
        assertTrue(answer.header("Content-Type").startsWith("application/problem+json"), what);
        JsonObject problem = answer.json();
        assertEquals(501, problem.getInt("status"), what);
        assertEquals("NOT_OFFERED", problem.getString("error"), what);
        assertEquals(row.operationId(), problem.getString("operationId"), what);
        assertTrue(problem.getString("message").contains(row.operationId()), what);
        assertTrue(problem.getString("message").contains(problem.getString("documentation")), what);
        assertFalse(problem.getString("message").contains("Exception"), what);
    }

    private static Api.Reply call(String method, String path, String... headers) {
        boolean body = method.equals("POST") || method.equals("PUT") || method.equals("PATCH");
        return Api.send(method, path, body ? "{}" : null, body ? "application/json" : null, headers);
    }

    private static String fill(String template) {
        String path = template.replace("{boardId}", fixture.board);
        path = path.replaceAll("\\{[A-Za-z]+}", "x-1");
        assertFalse(path.contains("{"), path);
        return path;
    }
}
