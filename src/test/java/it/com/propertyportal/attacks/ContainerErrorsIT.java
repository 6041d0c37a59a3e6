package it.com.propertyportal.attacks;

import static it.com.propertyportal.attacks.ProblemAnswers.assertLeaksNothing;
import static it.com.propertyportal.attacks.ProblemAnswers.assertPrivateAndInert;
import static it.com.propertyportal.attacks.ProblemAnswers.assertProblem;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import it.com.propertyportal.Fixture;
import it.com.propertyportal.ServerControl;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What the servlet container and the JAX-RS runtime answer themselves (no route, wrong method, wrong media
 * type, a body too large, a path the container refuses) is a problem body naming the field, with an Allow
 * header on 405, and the core and administrator areas keep no-store and the security headers on it. What
 * Liberty refuses before any application sees the request, and Liberty's own web modules, show no stack
 * frame or class name.
 */
class ContainerErrorsIT {

    private static final long MAX_FILE_BYTES = 50L * 1024 * 1024;
    private static final long MAX_BODY_BYTES = 64L * 1024 * 1024;

    /** The server may announce itself ready before the application is: these tests may run first. */
    @BeforeAll
    static void applicationIsUp() {
        ServerControl.awaitReady(Duration.ofSeconds(120));
    }

    @Test
    void anUnknownPathIsA404NamingThePath() {
        RawExchange.Answer answer = RawExchange.send("GET", "/no/such/thing");
        String message = assertProblem(answer, 404, "path").getString("message");
        assertTrue(message.contains("/no/such/thing"), answer::toString);
        RawExchange.Answer admin =
                RawExchange.send("GET", "/api/admin/no/such/thing", "Authorization", Api.adminAuthorization());
        assertProblem(admin, 404, "path");
        assertPrivateAndInert(admin);
        assertProblem(RawExchange.send("GET", "/problems/container-error"), 404, "path");
    }

    @Test
    void aWrongMethodIsA405WithAnAllowHeader() {
        RawExchange.Answer portal = RawExchange.send("PUT", "/locations/any");
        assertProblem(portal, 405, "method");
        assertEquals(List.of("GET", "HEAD", "OPTIONS"), allowed(portal));
        RawExchange.Answer admin =
                RawExchange.send("PATCH", "/api/admin/import", "Authorization", Api.adminAuthorization());
        assertProblem(admin, 405, "method");
        assertTrue(allowed(admin).contains("POST"), admin::toString);
        assertPrivateAndInert(admin);
        String key = new Fixture().imported().newKey();
        RawExchange.Answer core = RawExchange.send("DELETE", "/api/contacts", "x-token", key);
        assertProblem(core, 405, "method");
        assertTrue(allowed(core).containsAll(List.of("GET", "POST")), core::toString);
        assertPrivateAndInert(core);
    }

    private static List<String> allowed(RawExchange.Answer answer) {
        String allow = answer.header("Allow");
        assertTrue(allow != null && !allow.isBlank(), () -> "no Allow header: " + answer);
        return Arrays.stream(allow.split(",")).map(String::trim).sorted().toList();
    }

    @Test
    void anUnsupportedMediaTypeIsA415NamingTheContentType() {
        String key = new Fixture().imported().newKey();
        RawExchange.Answer core = RawExchange.send(
                "POST",
                "/api/contacts",
                "<contact/>".getBytes(StandardCharsets.UTF_8),
                "Content-Type",
                "application/xml",
                "x-token",
                key);
        assertProblem(core, 415, "header.content-type");
        assertPrivateAndInert(core);
    }

    @Test
    void aBodyLargerThanAnyEndpointTakesIsA413BeforeItIsRead() {
        // Announced, not sent: the answer comes from the length alone.
        RawExchange.Answer answer = RawExchange.send(
                "POST",
                "/forms/submit",
                "Content-Type",
                "application/json",
                "Content-Length",
                Long.toString(MAX_BODY_BYTES + 1));
        assertProblem(answer, 413, "body");
    }

    @Test
    void aChunkedJsonBodyOverItsLimitIsA413() {
        RawExchange.Answer answer = RawExchange.sendChunked(
                "POST",
                "/forms/submit",
                chunks -> {
                    chunks.send("{\"formId\":\"".getBytes(StandardCharsets.US_ASCII));
                    byte[] filler = "x".repeat(64 * 1024).getBytes(StandardCharsets.US_ASCII);
                    for (int i = 0; i < 20; i++) {
                        chunks.send(filler);
                    }
                    chunks.send("\"}".getBytes(StandardCharsets.US_ASCII));
                },
                "Content-Type",
                "application/json");
        assertProblem(answer, 413, "body");
    }

    @Test
    void anUploadOverItsLimitIsA413WithOrWithoutALength() {
        Fixture fixture = new Fixture().imported();
        String key = fixture.newKey();
        Api.Reply card = Api.post("/api/board/" + fixture.board, "{\"name\":\"upload\"}", "x-token", key);
        assertEquals(200, card.status(), card::toString);
        String cardId = card.json().getJsonObject("data").getString("_id");
        String path = "/api/board/" + fixture.board + "/" + cardId + "/file";
        byte[] head = ("--xyz\r\nContent-Disposition: form-data; name=\"file\"; filename=\"big.txt\"\r\n"
                        + "Content-Type: text/plain\r\n\r\n")
                .getBytes(StandardCharsets.US_ASCII);
        byte[] tail = "\r\n--xyz--\r\n".getBytes(StandardCharsets.US_ASCII);
        byte[] body = new byte[head.length + (int) MAX_FILE_BYTES + 1 + tail.length];
        Arrays.fill(body, (byte) 'a');
        System.arraycopy(head, 0, body, 0, head.length);
        System.arraycopy(tail, 0, body, body.length - tail.length, tail.length);
        RawExchange.Answer announced = RawExchange.send(
                "POST", path, body, "x-token", key, "Content-Type", "multipart/form-data; boundary=xyz");
        assertProblem(announced, 413, "file");
        assertPrivateAndInert(announced);
        RawExchange.Answer chunked = RawExchange.sendChunked(
                "POST",
                path,
                chunks -> chunks.send(body),
                "x-token",
                key,
                "Content-Type",
                "multipart/form-data; boundary=xyz");
        assertProblem(chunked, 413, "file");
    }

    @Test
    void anEncodedSlashBackslashDotOrHashInASegmentIsA400NamingThePath() {
        for (String path : List.of(
                "/locations/a%2Fb",
                "/locations/a%2fb",
                "/locations/a%5Cb",
                "/locations/a%2eb",
                "/locations/a%23b",
                "/locations/a\\b",
                "/admin/assets/x%2F..%2Fconsole.js")) {
            assertProblem(RawExchange.send("GET", path), 400, "path");
        }
        RawExchange.Answer core = RawExchange.send("GET", "/api/contacts/a%2Fb", "x-token", "any");
        assertProblem(core, 400, "path");
        assertPrivateAndInert(core);
    }

    @Test
    void aHeaderTheRuntimeCannotParseIsA400NamingIt() {
        // RESTEasy refuses these itself, through the servlet container's error page.
        assertProblem(RawExchange.send("GET", "/context/any", "Accept", "a/b/c"), 400, "header.accept");
        RawExchange.Answer core = RawExchange.send(
                "POST",
                "/api/contacts",
                "{}".getBytes(StandardCharsets.UTF_8),
                "Content-Type",
                ";;;",
                "x-token",
                "any");
        assertProblem(core, 400, "header.content-type");
        assertPrivateAndInert(core);
    }

    @Test
    void whatLibertyRefusesBeforeTheApplicationShowsNoClassOrStackFrame() {
        // Decoded control characters and dot segments that climb above the root are refused by Liberty's web
        // container before it picks an application (Servlet 6 path canonicalization), with a one-line body.
        for (String path : List.of(
                "/no%00such",
                "/api/contacts/a%01b",
                "/locations/x%7F",
                "/../api/contacts",
                "/%2e%2e/api/contacts",
                "/.;/api/contacts")) {
            RawExchange.Answer answer = RawExchange.send("GET", path);
            assertEquals(400, answer.status(), answer::toString);
            assertLeaksNothing(answer);
            RawExchange.Answer json = RawExchange.send("GET", path, "Accept", "application/json");
            assertEquals(400, json.status(), json::toString);
            assertEquals("application/json", json.header("Content-Type"), json::toString);
            assertLeaksNothing(json);
        }
    }

    @Test
    void libertysOwnModulesShowNoClassOrStackFrame() {
        for (String path : List.of("/health/%2F", "/metrics/%2F", "/openapi/%2F", "/openapi/ui/%5C", "/health/x%23y")) {
            RawExchange.Answer answer = RawExchange.send("GET", path);
            assertTrue(answer.status() >= 400 && answer.status() < 500, () -> path + ": " + answer);
            assertEquals("Request refused", answer.body().trim(), () -> path + ": " + answer);
        }
    }
}
