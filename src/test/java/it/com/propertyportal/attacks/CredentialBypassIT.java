package it.com.propertyportal.attacks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import it.com.propertyportal.Fixture;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every operation of the served OpenAPI that needs a credential, called by a stranger who knows the API: with
 * no credential and with the other area's (a valid API key on the administrator's API, the administrator's
 * valid login on the core area), in every spelling of its path the router might read as the same path. The
 * path parameters are real records, so an operation that let the call through would answer 2xx or 400.
 */
class CredentialBypassIT {

    private static final Set<String> METHODS = Set.of("get", "post", "put", "patch", "delete");
    private static final String BOUNDARY = "stranger-boundary";

    private static JsonObject openApi;
    private static String userLogin;
    private static Fixture fixture;
    private static String key;
    private static final Map<String, String> values = new LinkedHashMap<>();

    @BeforeAll
    static void realRecordsToAimAt() {
        openApi = Api.get("/openapi?format=JSON").json();
        fixture = new Fixture().imported();
        key = fixture.newKey();
        String card = Api.post("/api/board/" + fixture.board, "{\"name\":\"target card\"}", "x-token", key)
                .json()
                .getJsonObject("data")
                .getString("_id");
        RawExchange.Answer file = RawExchange.send(
                "POST",
                "/api/board/" + fixture.board + "/" + card + "/file",
                Map.of("x-token", key, "Content-Type", "multipart/form-data; boundary=" + BOUNDARY),
                multipart());
        assertEquals(200, file.status(), file::toString);
        String spareKey = Api.adminPost("/api/admin/boards/" + fixture.board + "/api-keys", "{\"name\":\"spare\"}")
                .json()
                .getString("id");
        values.put("boardId", fixture.board);
        values.put("cardId", card);
        values.put(
                "fileId",
                jakarta.json.Json.createReader(new java.io.StringReader(file.body()))
                        .readObject()
                        .getJsonObject("data")
                        .getString("fileId"));
        values.put("contactId", fixture.contact);
        values.put("orgId", fixture.org);
        values.put("kind", "organizations");
        values.put("id", fixture.org);
        values.put("keyId", spareKey);
        values.put(
                "locationId",
                Api.adminPost(
                                "/api/admin/organizations/" + fixture.org + "/locations",
                                "{\"name\":\"Target location\",\"publishStatus\":\"unpublished\"}")
                        .json()
                        .getString("_id"));
        values.put(
                "appClientId",
                Api.adminPost(
                                "/api/admin/organizations/" + fixture.org + "/apps",
                                "{\"title\":\"spare\",\"url\":\"https://apps.example.com/spare\"}")
                        .json()
                        .getString("appClientId"));
        values.put("requestId", "0123456789abcdef0123456789abcdef");
        String form = Api.unique("form");
        Api.Reply formImported = Api.importDocument(jakarta.json.Json.createObjectBuilder()
                .add(
                        "forms",
                        jakarta.json.Json.createArrayBuilder()
                                .add(jakarta.json.Json.createObjectBuilder()
                                        .add("_id", form)
                                        .add("companyId", fixture.org)
                                        .add("boardId", fixture.board)
                                        .add("name", "Target form")
                                        .add("fields", jakarta.json.Json.createArrayBuilder())))
                .build());
        assertEquals(200, formImported.status(), formImported::toString);
        values.put("formId", form);
        String targetEmail = Api.unique("target") + "@example.com";
        String targetPassword = it.com.propertyportal.UsedSecrets.remember(Api.unique("private-phrase-"));
        values.put(
                "userId",
                Api.adminPost(
                                "/api/admin/organizations/" + fixture.org + "/users",
                                "{\"email\":\"" + targetEmail + "\",\"firstName\":\"T\","
                                        + "\"lastName\":\"U\",\"role\":\"Viewer\",\"password\":\""
                                        + targetPassword + "\"}")
                        .json()
                        .getString("_id"));
        // The profile's operations are a signed-in user's own (the operator has none); one with a secret offered.
        userLogin = Api.basic(targetEmail, targetPassword);
        assertEquals(
                200,
                Api.post(
                                "/api/admin/profile/second-factor",
                                "{\"currentPassword\":\"" + targetPassword + "\"}",
                                "Authorization",
                                userLogin)
                        .status());
        // The organization's own single sign-on, so that reading and removing it aim at a real record.
        assertEquals(
                200,
                Api.send(
                                "PUT",
                                "/api/admin/organizations/" + fixture.org + "/sso",
                                "{\"issuer\":\"https://login.bypass.example\",\"clientId\":\"portal\","
                                        + "\"clientSecret\":\"bypass-client-secret\"}",
                                "application/json",
                                "Authorization",
                                Api.adminAuthorization())
                        .status());
        // Parameters of the hosted product's operations not offered here: no record to aim at.
        values.put("channelId", "channel-1");
        values.put("taskId", "task-1");
    }

    @Test
    void noOperationAnswersAStrangerInAnySpellingOfItsPath() {
        List<String> answered = new ArrayList<>();
        int operations = 0;
        int calls = 0;
        for (Operation operation : guardedOperations()) {
            operations++;
            for (Spelling spelling : spellings(operation.template())) {
                for (Map<String, String> credential : List.of(Map.<String, String>of(), otherArea(operation))) {
                    calls++;
                    RawExchange.Answer answer = call(operation, spelling.path(), credential);
                    String refusal = refusalProblem(answer, spelling.plain());
                    if (refusal != null) {
                        answered.add(operation + " as " + spelling.path()
                                + (credential.isEmpty() ? " with nothing" : " with " + credential.keySet()) + ": "
                                + refusal + " — " + answer);
                    }
                }
            }
        }
        assertTrue(operations >= 36, "only " + operations + " guarded operations in the served OpenAPI");
        assertEquals(List.of(), answered, calls + " calls");
    }

    @Test
    void eachOperationIsReachedWithItsOwnCredential() {
        List<String> unreached = new ArrayList<>();
        for (Operation operation : guardedOperations()) {
            if (operation.method().equals("DELETE") || operation.template().endsWith("/confirm")) {
                continue;
            }
            RawExchange.Answer answer = call(operation, fill(operation.template()), ownCredential(operation));
            if (answer.status() == 401
                    || answer.status() == 403
                    || answer.status() == 404
                    || answer.status() == 405
                    || answer.status() >= 500 && !(answer.status() == 501 && operation.notOffered())) {
                unreached.add(operation + ": " + answer);
            }
        }
        assertEquals(List.of(), unreached, "the walk must aim at real records for its refusals to mean anything");
    }

    @Test
    void anAdmittedCallInAnotherSpellingIsStillPersonalAndCounted() {
        RawExchange.Answer core = RawExchange.send("GET", "/api;x/boards", Map.of("x-token", key), null);
        assertEquals(200, core.status(), core::toString);
        assertEquals("no-store", core.header("Cache-Control"));
        assertTrue(core.header("RateLimit-Remaining") != null, "the key's rate limit counts it: " + core.headers());
        RawExchange.Answer admin = RawExchange.send(
                "GET",
                "/api;x/admin;x/organizations/" + fixture.org + "/locations",
                Map.of("Authorization", Api.adminAuthorization()),
                null);
        assertEquals(200, admin.status(), admin::toString);
        assertEquals("no-store", admin.header("Cache-Control"));
        RawExchange.Answer audit = RawExchange.send(
                "GET", "/api/admin/audit?limit=5", Map.of("Authorization", Api.adminAuthorization()), null);
        assertFalse(audit.body().contains("\"user\":\"\""), "no audit entry without its user: " + audit.body());
    }

    /** Null when the answer is a proper refusal; otherwise what is wrong with it. */
    private static String refusalProblem(RawExchange.Answer answer, boolean plain) {
        int status = answer.status();
        if (plain ? status != 401 : status != 401 && status != 403 && status != 404) {
            return "answered " + status;
        }
        String type = answer.header("Content-Type");
        if (type == null || !type.startsWith("application/problem+json")) {
            return "not problem+json";
        }
        if (answer.body().contains("<html") || answer.body().contains("Exception")) {
            return "shows a page or an exception";
        }
        return null;
    }

    private static RawExchange.Answer call(Operation operation, String path, Map<String, String> credential) {
        Map<String, String> headers = new LinkedHashMap<>(credential);
        byte[] body = null;
        if (!operation.method().equals("GET") && !operation.method().equals("DELETE")) {
            if (operation.template().endsWith("/file")) {
                headers.put("Content-Type", "multipart/form-data; boundary=" + BOUNDARY);
                body = multipart();
            } else {
                headers.put("Content-Type", "application/json");
                body = "{}".getBytes(StandardCharsets.UTF_8);
            }
        }
        return RawExchange.send(operation.method(), path, headers, body);
    }

    private static Map<String, String> otherArea(Operation operation) {
        return operation.operator() ? Map.of("x-token", key) : Map.of("Authorization", Api.adminAuthorization());
    }

    private static Map<String, String> ownCredential(Operation operation) {
        if (operation.template().startsWith("/api/admin/profile")
                || operation.template().equals("/api/platform/user-token")) {
            return Map.of("Authorization", userLogin);
        }
        return operation.operator() ? Map.of("Authorization", Api.adminAuthorization()) : Map.of("x-token", key);
    }

    /** One guarded operation; {@code notOffered} when its documented answer is 501 (reached, and not offered). */
    record Operation(String method, String template, boolean operator, boolean notOffered) {
        @Override
        public String toString() {
            return method + " " + template;
        }
    }

    record Spelling(String path, boolean plain) {}

    /** The operations whose security requirement is not empty, each with the scheme it names. */
    static List<Operation> guardedOperations() {
        List<Operation> found = new ArrayList<>();
        openApi.getJsonObject("paths")
                .forEach((template, item) -> item.asJsonObject().forEach((method, op) -> {
                    if (!METHODS.contains(method)) {
                        return;
                    }
                    JsonValue security = op.asJsonObject().getOrDefault("security", openApi.get("security"));
                    if (security == null || security.asJsonArray().isEmpty()) {
                        return;
                    }
                    JsonObject first = security.asJsonArray().getJsonObject(0);
                    boolean operator = first.containsKey("admin") || first.containsKey("userLogin");
                    boolean notOffered =
                            op.asJsonObject().getJsonObject("responses").containsKey("501");
                    found.add(new Operation(method.toUpperCase(Locale.ROOT), template, operator, notOffered));
                }));
        return found;
    }

    private static String fill(String template) {
        String path = template;
        for (Map.Entry<String, String> value : values.entrySet()) {
            path = path.replace("{" + value.getKey() + "}", value.getValue());
        }
        if (path.contains("{")) {
            throw new IllegalStateException("no value for a parameter of " + template);
        }
        return path;
    }

    /**
     * The path as written, and as an attacker respells it: a matrix parameter on each segment, a doubled slash
     * and a dot segment before each, the first letter of each literal segment percent-encoded, the first
     * segment in upper case, and a trailing slash.
     */
    static List<Spelling> spellings(String template) {
        String[] literal = template.substring(1).split("/");
        String[] segments = fill(template).substring(1).split("/");
        List<Spelling> all = new ArrayList<>();
        all.add(new Spelling("/" + String.join("/", segments), true));
        for (int i = 0; i < segments.length; i++) {
            all.add(new Spelling(join(segments, i, segments[i] + ";x"), false));
            all.add(new Spelling(join(segments, i, "/" + segments[i]), false));
            all.add(new Spelling(join(segments, i, "./" + segments[i]), false));
            if (!literal[i].startsWith("{")) {
                all.add(new Spelling(
                        join(
                                segments,
                                i,
                                String.format("%%%02x", (int) segments[i].charAt(0)) + segments[i].substring(1)),
                        false));
            }
        }
        // Paths are case-sensitive: a later segment in upper case names another resource (a card called
        // TABVIEW), which may rightly answer 405 to a method it lacks; the first names none.
        all.add(new Spelling(join(segments, 0, segments[0].toUpperCase(Locale.ROOT)), false));
        all.add(new Spelling("/" + String.join("/", segments) + "/", false));
        return all;
    }

    private static String join(String[] segments, int replaced, String replacement) {
        StringBuilder path = new StringBuilder();
        for (int i = 0; i < segments.length; i++) {
            path.append('/').append(i == replaced ? replacement : segments[i]);
        }
        return path.toString();
    }

    private static byte[] multipart() {
        return ("--" + BOUNDARY + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"note.txt\"\r\n"
                        + "Content-Type: text/plain\r\n\r\nhello\r\n--" + BOUNDARY + "--\r\n")
                .getBytes(StandardCharsets.UTF_8);
    }
}
