package it.com.propertyportal.attacks;

import static it.com.propertyportal.attacks.ProblemAnswers.assertLeaksNothing;
import static it.com.propertyportal.attacks.ProblemAnswers.assertPrivateAndInert;
import static it.com.propertyportal.attacks.ProblemAnswers.assertProblem;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import it.com.propertyportal.Fixture;
import it.com.propertyportal.ServerControl;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Input an attacker writes by hand never reaches the database and never answers 500: a NUL anywhere (JSON,
 * query, header, form, file name), JSON built to exhaust the parser, and query or path text that is not
 * well-formed, each refused with a 400 that names where it was. Sent as raw bytes, since Java's HttpClient
 * refuses to send most of it.
 */
class HostileInputIT {

    private static final String JSON = "application/json";

    /** The server may announce itself ready before the application is: these tests may run first. */
    @BeforeAll
    static void applicationIsUp() {
        ServerControl.awaitReady(Duration.ofSeconds(120));
    }

    private static RawExchange.Answer postJson(String path, String json, String... headers) {
        return postJson(path, json.getBytes(StandardCharsets.UTF_8), headers);
    }

    private static RawExchange.Answer postJson(String path, byte[] json, String... headers) {
        String[] all = new String[headers.length + 2];
        all[0] = "Content-Type";
        all[1] = JSON;
        System.arraycopy(headers, 0, all, 2, headers.length);
        return RawExchange.send("POST", path, json, all);
    }

    private static String submission(String data) {
        return "{\"formId\":\"" + Api.unique("form") + "\",\"cardId\":\"c\",\"boardId\":\"b\",\"data\":" + data + "}";
    }

    @Test
    void aNulInAJsonStringOfThePublicFormSubmissionIsA400NamingIt() {
        String nul = "{\"formId\":\"f\\u0000\",\"cardId\":\"c\",\"boardId\":\"b\",\"data\":{}}";
        assertProblem(postJson("/forms/submit", nul), 400, "formId");
        assertProblem(
                postJson("/api/portal/forms/submit", submission("{\"notes\":[\"ok\",\"x\\u0000y\"]}")),
                400,
                "data.notes[1]");
        assertProblem(postJson("/forms/submit", submission("{\"no\\u0000tes\":\"x\"}")), 400, "data");
        assertProblem(postJson("/api/portal/forms/searchLocations", "{\"companyId\":\"a\\u0000\"}"), 400, "companyId");
    }

    @Test
    void aNulInACoreBodyNeverReachesTheDatabase() {
        Fixture fixture = new Fixture().imported();
        String key = fixture.newKey();
        String email = Api.unique("nul") + "@example.com";
        RawExchange.Answer refused = postJson(
                "/api/contacts", "{\"firstname\":\"Ro\\u0000bin\",\"email\":\"" + email + "\"}", "x-token", key);
        assertProblem(refused, 400, "firstname");
        assertPrivateAndInert(refused);
        assertProblem(
                postJson("/api/board/" + fixture.board, "{\"name\":\"card\",\"notes\":\"\\u0000\"}", "x-token", key),
                400,
                "notes");
        Api.Reply contacts = Api.get("/api/contacts?email=" + email, "x-token", key);
        assertEquals(200, contacts.status(), contacts::toString);
        assertEquals(0, contacts.json().getInt("count"), contacts::toString);
    }

    @Test
    void jsonNestedDeeperThan64LevelsIsA400() {
        assertProblem(postJson("/forms/submit", submission("[".repeat(1000) + "]".repeat(1000))), 400, "body");
        RawExchange.Answer deepest = postJson("/forms/submit", submission("[".repeat(63) + "]".repeat(63)));
        assertEquals(400, deepest.status(), deepest::toString);
        assertTrue(deepest.body().contains("data must be an object"), deepest::toString);
    }

    @Test
    void aNumberLongerThan100CharactersIsA400() {
        assertProblem(
                postJson("/forms/submit", submission("{\"income\":1" + "0".repeat(5000) + "}")), 400, "data.income");
        assertProblem(postJson("/forms/submit", submission("{\"income\":1e999999999}")), 400, "data.income");
    }

    @Test
    void dataAfterTheJsonValueIsA400() {
        assertProblem(postJson("/forms/submit", submission("{}") + " trailing"), 400, "body");
        assertProblem(postJson("/forms/submit", submission("{}") + "{\"formId\":\"other\"}"), 400, "body");
    }

    @Test
    void aMemberNameGivenTwiceIsA400() {
        assertProblem(postJson("/forms/submit", "{\"formId\":\"a\",\"formId\":\"b\"}"), 400, "formId");
        assertProblem(postJson("/forms/submit", submission("{\"notes\":\"a\",\"notes\":\"b\"}")), 400, "data.notes");
    }

    @Test
    void aBodyThatIsNotUtf8IsA400() {
        byte[] latin1 = "{\"formId\":\"caf\u00e9\"}".getBytes(StandardCharsets.ISO_8859_1);
        assertProblem(postJson("/forms/submit", latin1), 400, "body");
    }

    @Test
    void aControlCharacterInAQueryValueIsA400NamingTheParameter() {
        Fixture fixture = new Fixture().imported();
        assertProblem(RawExchange.send("GET", "/locations/" + fixture.org + "?search=a%00b"), 400, "query.search");
        assertProblem(RawExchange.send("GET", "/api/portal/listings/" + fixture.org + "?name=%01"), 400, "query.name");
        RawExchange.Answer core = RawExchange.send("GET", "/api/contacts?name=x%00", "x-token", fixture.newKey());
        assertProblem(core, 400, "query.name");
        assertPrivateAndInert(core);
        RawExchange.Answer admin =
                RawExchange.send("GET", "/api/admin/audit?q=%00", "Authorization", Api.adminAuthorization());
        assertProblem(admin, 400, "query.q");
        assertPrivateAndInert(admin);
    }

    @Test
    void charactersAQueryMayNotHoldUnencodedAreA400() {
        for (String raw : List.of("<", "\"", "{", "}", "|", "\\", "^", "`", ">", "\u00c3\u00a9")) {
            assertProblem(RawExchange.send("GET", "/locations/any?search=a" + raw + "b"), 400, "query.search");
        }
        assertProblem(RawExchange.send("GET", "/locations/any?search=%zz"), 400, "query.search");
        assertProblem(RawExchange.send("GET", "/locations/any?search=%FF"), 400, "query.search");
        assertProblem(RawExchange.send("GET", "/locations/any?se%00arch=1"), 400, "query");
    }

    @Test
    void aRawSpaceEndsTheRequestLineBeforeTheApplicationSeesIt() {
        // Liberty's HTTP channel reads "b" as the protocol version: an empty 505, written before any application.
        RawExchange.Answer answer = RawExchange.send("GET", "/locations/any?search=a b");
        assertEquals(505, answer.status(), answer::toString);
        assertEquals("", answer.body(), answer::toString);
    }

    @Test
    void aControlCharacterInAHeaderIsA400NamingTheHeader() {
        RawExchange.Answer core = RawExchange.send("GET", "/api/boards", "x-token", "ppk_\u0000");
        assertProblem(core, 400, "header.x-token");
        assertPrivateAndInert(core);
        assertProblem(
                RawExchange.send(
                        "POST",
                        "/forms/submit",
                        submission("{}").getBytes(StandardCharsets.UTF_8),
                        "Content-Type",
                        JSON,
                        "Idempotency-Key",
                        "a\u0001b"),
                400,
                "header.idempotency-key");
        assertProblem(RawExchange.send("GET", "/context/any", "X-Anything", "\u007f"), 400, "header.x-anything");
    }

    @Test
    void aPathThatIsNotPlainPercentEncodedUtf8IsA400() {
        assertProblem(RawExchange.send("GET", "/locations/a%C0%80"), 400, "path");
        assertProblem(RawExchange.send("GET", "/locations/a%FF"), 400, "path");
        assertProblem(RawExchange.send("GET", "/locations/caf\u00c3\u00a9"), 400, "path");
        assertEquals(
                404,
                RawExchange.send("GET", "/api/portal/../contacts").status(),
                "a dot segment is no spelling of a resource");
    }

    @Test
    void theConsoleSignInFormIsHeldToTheSameRules() {
        byte[] nul = "user=ad%00min&password=x".getBytes(StandardCharsets.US_ASCII);
        assertProblem(
                RawExchange.send("POST", "/admin/sign-in", nul, "Content-Type", "application/x-www-form-urlencoded"),
                400,
                "form.user");
        byte[] large = ("user=admin&password=" + "x".repeat(20_000)).getBytes(StandardCharsets.US_ASCII);
        assertProblem(
                RawExchange.send("POST", "/admin/sign-in", large, "Content-Type", "application/x-www-form-urlencoded"),
                413,
                "body");
        assertProblem(
                RawExchange.sendChunked(
                        "POST",
                        "/admin/sign-in",
                        chunks -> chunks.send("user=admin&password=x".getBytes(StandardCharsets.US_ASCII)),
                        "Content-Type",
                        "application/x-www-form-urlencoded"),
                411,
                "header.content-length");
    }

    @Test
    void aControlCharacterInAnUploadedFileNameIsNeverStored() {
        Fixture fixture = new Fixture().imported();
        String key = fixture.newKey();
        Api.Reply card = Api.post("/api/board/" + fixture.board, "{\"name\":\"upload\"}", "x-token", key);
        assertEquals(200, card.status(), card::toString);
        String cardId = card.json().getJsonObject("data").getString("_id");
        // U+0001 is replaced in the stored name; a NUL is refused by the container's multipart parser.
        for (String name : List.of("a\u0001b.txt", "a\u0000b.txt")) {
            ByteArrayOutputStream body = new ByteArrayOutputStream();
            String part = "--xyz\r\nContent-Disposition: form-data; name=\"file\"; filename=\"" + name
                    + "\"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--xyz--\r\n";
            body.writeBytes(part.getBytes(StandardCharsets.ISO_8859_1));
            RawExchange.Answer answer = RawExchange.send(
                    "POST",
                    "/api/board/" + fixture.board + "/" + cardId + "/file",
                    body.toByteArray(),
                    "x-token",
                    key,
                    "Content-Type",
                    "multipart/form-data; boundary=xyz");
            if (name.indexOf('\u0000') >= 0) {
                assertEquals(400, answer.status(), answer::toString);
                assertLeaksNothing(answer);
                assertPrivateAndInert(answer);
            } else {
                assertEquals(200, answer.status(), answer::toString);
                assertTrue(answer.body().contains("\"name\":\"a_b.txt\""), answer::toString);
            }
        }
        Api.Reply files = Api.get("/api/board/" + fixture.board + "/" + cardId, "x-token", key);
        assertTrue(!files.body().contains("a\\u0001b") && !files.body().contains("a\\u0000b"), files::toString);
    }
}
