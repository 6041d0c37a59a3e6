package it.com.propertyportal.apikeys;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import it.com.propertyportal.Fixture;
import it.com.propertyportal.UsedSecrets;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A key's scope against every operation of the core area: a read key reads and is refused every change, a public
 * key is refused every core operation yet still sees its organization's hidden locations in the portal, a full key
 * is refused nothing. The table is checked against the served OpenAPI document, so a core operation added without
 * a row fails this test.
 */
class KeyScopeIT {

    /** What an operation does, as the key's scope sees it. */
    enum Kind {
        READ,
        CHANGE,
        /** One of the hosted product's operations this service answers 501 to: a read for the scope. */
        NOT_OFFERED
    }

    record Call(String method, String path, String contentType, String body) {}

    record Row(Kind kind, Function<KeyScopeIT.Records, Call> call) {}

    /** The organization's records the calls name. */
    record Records(String board, String card, String contact) {}

    private static final Fixture FIXTURE = new Fixture();
    private static final String PUBLISHED = Api.unique("loc");
    private static final String UNPUBLISHED = Api.unique("loc");
    private static final String OFFLINE = Api.unique("loc");
    private static final Map<String, List<String>> KEYS = new LinkedHashMap<>();
    private static final Map<String, Integer> TURNS = new LinkedHashMap<>();
    private static Records records;

    static final Map<String, Row> OPERATIONS = new LinkedHashMap<>();

    static {
        read("GET /api/boards", r -> get("/api/boards"));
        read("GET /api/schema/{boardId}", r -> get("/api/schema/" + r.board()));
        read(
                "GET /api/board/{boardId}/configuration/fields",
                r -> get("/api/board/" + r.board() + "/configuration/fields"));
        read("GET /api/board/{boardId}", r -> get("/api/board/" + r.board() + "?pageSize=1"));
        change("POST /api/board/{boardId}", r -> json("/api/board/" + r.board(), "{\"name\":\"scoped\"}"));
        read("GET /api/board/{boardId}/{cardId}", r -> get(card(r)));
        read("GET /api/board/{boardId}/{cardId}/comments", r -> get(card(r) + "/comments"));
        change("POST /api/board/{boardId}/{cardId}/comment", r -> json(card(r) + "/comment", "{}"));
        read("GET /api/board/{boardId}/{cardId}/contacts", r -> get(card(r) + "/contacts"));
        change(
                "POST /api/board/{boardId}/{cardId}/file",
                r -> new Call("POST", card(r) + "/file", "multipart/form-data; boundary=scope", "--scope--\r\n"));
        read("GET /api/board/{boardId}/{cardId}/files", r -> get(card(r) + "/files"));
        read("GET /api/board/{boardId}/{cardId}/files/{fileId}", r -> get(card(r) + "/files/" + Api.unique("file")));
        change("POST /api/board/{boardId}/{cardId}/form-link", r -> json(card(r) + "/form-link", "{}"));
        change(
                "POST /api/board/{boardId}/configuration/tabViews",
                r -> json("/api/board/" + r.board() + "/configuration/tabViews", "{}"));
        change("POST /api/board/{boardId}/tabView", r -> json("/api/board/" + r.board() + "/tabView", "{}"));
        read("GET /api/company/info", r -> get("/api/company/info"));
        read("GET /api/contacts", r -> get("/api/contacts"));
        change("POST /api/contacts", r -> json("/api/contacts", "{}"));
        read("GET /api/contacts/{contactId}", r -> get("/api/contacts/" + r.contact()));
        read(
                "GET /api/contacts/{contactId}/verifications",
                r -> get("/api/contacts/" + r.contact() + "/verifications"));
        read("GET /api/contacts/{contactId}/submissions", r -> get("/api/contacts/" + r.contact() + "/submissions"));
        change("POST /api/contacts/{contactId}", r -> json("/api/contacts/" + r.contact(), "{\"unknown\":1}"));
        read(
                "POST /api/contacts/by-email",
                r -> json("/api/contacts/by-email", "{\"email\":\"" + FIXTURE.email + "\"}"));
        change("POST /api/contacts/verify-email", r -> json("/api/contacts/verify-email", "{}"));
        change(
                "POST /api/contacts/verify-email/{requestId}/confirm",
                r -> json("/api/contacts/verify-email/" + Api.unique("request") + "/confirm", "{}"));
        read("GET /api/users", r -> get("/api/users"));
        // Reads of a delegate token: a body without one is a 400 naming it, past the scope check.
        read("POST /api/board/verify-user", r -> json("/api/board/verify-user", "{}"));
        read("GET /api/app/me", r -> get("/api/app/me"));
        for (String notOffered : List.of(
                "GET /api/users/{userId}/inboxes",
                "GET /api/inboxes/{channelId}/drafts",
                "POST /api/knowledge/create",
                "GET /api/knowledge/{id}",
                "PUT /api/knowledge/{id}",
                "POST /api/email/create-draft",
                "POST /api/email/send",
                "GET /api/board/{boardId}/configuration",
                "GET /api/board/{boardId}/configuration/automations",
                "GET /api/board/{boardId}/configuration/options",
                "GET /api/board/{boardId}/configuration/workflows",
                "GET /api/board/{boardId}/configuration/groups",
                "GET /api/board/{boardId}/configuration/shares",
                "GET /api/board/{boardId}/configuration/theme",
                "GET /api/board/{boardId}/configuration/filters",
                "GET /api/templates",
                "GET /api/templates/{id}",
                "POST /api/tasks/search",
                "POST /api/tasks",
                "GET /api/tasks/{taskId}",
                "PUT /api/tasks/{taskId}",
                "GET /api/routing-groups",
                "POST /api/routing-groups/create",
                "PUT /api/routing-groups/{id}",
                "POST /api/routing-groups/{id}/archive",
                "POST /api/files/upload-url",
                "POST /api/files/upload-complete")) {
            String[] parts = notOffered.split(" ");
            OPERATIONS.put(
                    notOffered,
                    new Row(
                            Kind.NOT_OFFERED,
                            r -> new Call(
                                    parts[0],
                                    parts[1].replace("{boardId}", r.board()).replaceAll("\\{[A-Za-z]+\\}", "x1"),
                                    null,
                                    null)));
        }
    }

    @BeforeAll
    static void anOrganizationWithHiddenLocationsAndKeysOfEachScope() {
        JsonObject document = Json.createObjectBuilder(FIXTURE.document())
                .add(
                        "locations",
                        Json.createArrayBuilder()
                                .add(location(PUBLISHED, "published"))
                                .add(location(UNPUBLISHED, "unpublished"))
                                .add(location(OFFLINE, "offline")))
                .build();
        Api.Reply imported = Api.importDocument(document);
        assertEquals(200, imported.status(), imported::toString);
        for (String scope : List.of("full", "read", "public")) {
            List<String> keys = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                keys.add(create(scope).json().getString("key"));
            }
            KEYS.put(scope, keys.stream().map(UsedSecrets::remember).toList());
        }
        Api.Reply card = Api.post("/api/board/" + FIXTURE.board, "{\"name\":\"scope card\"}", "x-token", key("full"));
        assertEquals(200, card.status(), card::toString);
        records = new Records(FIXTURE.board, card.json().getJsonObject("data").getString("_id"), FIXTURE.contact);
    }

    @Test
    void everyCoreOperationOfTheServedDocumentHasARow() {
        JsonObject paths = Api.get("/openapi?format=JSON").json().getJsonObject("paths");
        Set<String> core = new TreeSet<>();
        paths.forEach((template, item) -> item.asJsonObject().forEach((method, op) -> {
            if (Set.of("get", "post", "put", "patch", "delete").contains(method) && byApiKey(op.asJsonObject())) {
                core.add(method.toUpperCase(Locale.ROOT) + " " + template);
            }
        }));
        assertTrue(core.size() >= 50, "found only " + core.size() + " core operations: " + core);
        assertEquals(core, new TreeSet<>(OPERATIONS.keySet()));
    }

    @Test
    void aReadKeyReadsAndIsRefusedEveryChangeNamingTheScopeNeeded() {
        List<String> wrong = new ArrayList<>();
        OPERATIONS.forEach((operation, row) -> {
            Api.Reply reply = call(row, "read");
            boolean right = switch (row.kind()) {
                case READ -> admitted(reply);
                case CHANGE -> refused(reply, "full", "read");
                case NOT_OFFERED -> reply.status() == 501;
            };
            if (!right) {
                wrong.add(operation + " with a read key (" + row.kind() + "): " + reply);
            }
        });
        assertEquals(List.of(), wrong);
    }

    @Test
    void aPublicKeyIsRefusedEveryCoreOperation() {
        List<String> wrong = new ArrayList<>();
        OPERATIONS.forEach((operation, row) -> {
            Api.Reply reply = call(row, "public");
            if (!refused(reply, row.kind() == Kind.CHANGE ? "full" : "read", "public")) {
                wrong.add(operation + " with a public key: " + reply);
            }
        });
        assertEquals(List.of(), wrong);
    }

    @Test
    void aFullKeyIsRefusedNothing() {
        List<String> wrong = new ArrayList<>();
        OPERATIONS.forEach((operation, row) -> {
            Api.Reply reply = call(row, "full");
            boolean right = row.kind() == Kind.NOT_OFFERED ? reply.status() == 501 : admitted(reply);
            if (!right) {
                wrong.add(operation + " with a full key: " + reply);
            }
        });
        assertEquals(List.of(), wrong);
    }

    @Test
    void everyScopeSeesItsOrganizationsHiddenLocationsInThePortal() {
        Set<String> anonymous = locationIds(Api.get("/locations/" + FIXTURE.org));
        assertEquals(Set.of(PUBLISHED), anonymous);
        for (String scope : KEYS.keySet()) {
            Api.Reply reply = Api.get("/locations/" + FIXTURE.org, "x-token", key(scope));
            assertEquals(Set.of(PUBLISHED, UNPUBLISHED, OFFLINE), locationIds(reply), scope + ": " + reply);
            assertTrue(reply.body().contains("\"publishStatus\""), reply::toString);
            assertEquals(
                    Set.of(PUBLISHED, UNPUBLISHED, OFFLINE),
                    locationIds(Api.get("/listings/" + FIXTURE.org, "x-token", key(scope))),
                    scope);
        }
    }

    @Test
    void theKeyListShowsEachKeysScopeAndAKeyWithoutOneIsFull() {
        Api.Reply made = Api.adminPost("/api/admin/boards/" + FIXTURE.board + "/api-keys", "{\"name\":\"no scope\"}");
        assertEquals(201, made.status(), made::toString);
        assertEquals("full", made.json().getString("scope"));
        UsedSecrets.remember(made.json().getString("key"));
        Api.Reply reader = create("read");
        assertEquals("read", reader.json().getString("scope"));

        Map<String, String> listed = new LinkedHashMap<>();
        Api.Reply list = Api.adminGet("/api/admin/boards/" + FIXTURE.board + "/api-keys");
        assertEquals(200, list.status(), list::toString);
        for (JsonValue value : list.json().getJsonArray("data")) {
            JsonObject key = value.asJsonObject();
            listed.put(key.getString("id"), key.getString("scope"));
        }
        assertEquals("full", listed.get(made.json().getString("id")));
        assertEquals("read", listed.get(reader.json().getString("id")));
        assertEquals(Set.of("full", "read", "public"), Set.copyOf(listed.values()));
    }

    @Test
    void aScopeThatIsNotOneIsA400NamingScope() {
        for (String scope :
                List.of("\"write\"", "\"FULL\"", "\"\"", "1", "[\"read\"]", "\"" + "r".repeat(200) + "\"")) {
            Api.Reply reply = Api.adminPost(
                    "/api/admin/boards/" + FIXTURE.board + "/api-keys", "{\"name\":\"bad\",\"scope\":" + scope + "}");
            assertEquals(400, reply.status(), scope + ": " + reply);
            assertEquals(
                    List.of("scope"),
                    reply.json().getJsonArray("errors").stream()
                            .map(e -> e.asJsonObject().getString("field"))
                            .toList(),
                    reply::toString);
        }
    }

    @Test
    void theAuditRecordsTheScopeOfANewKey() {
        Api.Reply made = create("public");
        String id = made.json().getString("id");
        Api.Reply audit = Api.adminGet("/api/admin/audit?action=api-key-created&q=" + id);
        assertEquals(200, audit.status(), audit::toString);
        assertEquals(1, audit.json().getJsonArray("data").size(), audit::toString);
        String detail = audit.json().getJsonArray("data").getJsonObject(0).getString("detail");
        assertTrue(detail.contains("scope public"), detail);
    }

    private static Api.Reply create(String scope) {
        Api.Reply made = Api.adminPost(
                "/api/admin/boards/" + FIXTURE.board + "/api-keys",
                "{\"name\":\"" + scope + " key\",\"scope\":\"" + scope + "\"}");
        assertEquals(201, made.status(), made::toString);
        UsedSecrets.remember(made.json().getString("key"));
        return made;
    }

    /** The scope's keys in turn, a short pause between calls: every call stays inside each key's rate limit. */
    private static String key(String scope) {
        int turn = TURNS.merge(scope, 1, Integer::sum);
        try {
            Thread.sleep(25);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        List<String> keys = KEYS.get(scope);
        return keys.get(turn % keys.size());
    }

    private static Api.Reply call(Row row, String scope) {
        Call call = row.call().apply(records);
        return Api.send(call.method(), call.path(), call.body(), call.contentType(), "x-token", key(scope));
    }

    /** Admitted: anything but the scope's refusal, and not a failure of the server. */
    private static boolean admitted(Api.Reply reply) {
        return reply.status() != 403 && reply.status() != 401 && reply.status() != 429 && reply.status() < 500;
    }

    /** A 403 SCOPE_REQUIRED whose message names the scope needed and the key's own. */
    private static boolean refused(Api.Reply reply, String needed, String own) {
        if (reply.status() != 403) {
            return false;
        }
        JsonObject problem = reply.json();
        String message = problem.getString("detail", "");
        return "SCOPE_REQUIRED".equals(problem.getString("error", ""))
                && message.contains("scope " + needed)
                && message.contains("scope is " + own);
    }

    private static boolean byApiKey(JsonObject operation) {
        return operation.containsKey("security")
                && operation.getJsonArray("security").stream()
                        .anyMatch(s -> s.asJsonObject().containsKey("apiKey"));
    }

    private static Set<String> locationIds(Api.Reply reply) {
        assertEquals(200, reply.status(), reply::toString);
        Set<String> ids = new TreeSet<>();
        reply.array().forEach(l -> ids.add(l.asJsonObject().getString("_id")));
        return ids;
    }

    private static JsonObject location(String id, String status) {
        return Json.createObjectBuilder()
                .add("_id", id)
                .add("companyId", FIXTURE.org)
                .add("name", "Scope location " + id)
                .add("publishStatus", status)
                .add("address", Json.createObjectBuilder().add("formattedAddress", "1 Scope St, Seattle, WA"))
                .build();
    }

    private static void read(String operation, Function<Records, Call> call) {
        OPERATIONS.put(operation, new Row(Kind.READ, call));
    }

    private static void change(String operation, Function<Records, Call> call) {
        OPERATIONS.put(operation, new Row(Kind.CHANGE, call));
    }

    private static String card(Records r) {
        return "/api/board/" + r.board() + "/" + r.card();
    }

    private static Call get(String path) {
        return new Call("GET", path, null, null);
    }

    private static Call json(String path, String body) {
        return new Call("POST", path, "application/json", body);
    }
}
