package it.com.propertyportal.attacks;

import static it.com.propertyportal.attacks.ProblemAnswers.assertProblem;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import it.com.propertyportal.Fixture;
import it.com.propertyportal.UsedSecrets;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * One rule for the text of every body: a control character (but a line break where a member may span lines), a
 * bidirectional override or isolate, a lone surrogate is a 400 naming the member, wherever the member is, and text
 * is stored in NFC. A name that reads otherwise than it is stored never reaches the audit or a page.
 */
class TextRuleIT {

    private static final Fixture fixture = new Fixture();
    private static String viewer;

    /** Each hostile text, as JSON writes it, and what the rule says of it. */
    private static final Map<String, String> HOSTILE = Map.of(
            "line\\nbreak", "must be one line",
            "bell\\u0007", "control character U+0007",
            "\\u001b[31mred", "control character U+001B",
            "invoice\\u202Efdp.exe", "bidirectional control U+202E",
            "isolate\\u2067x", "bidirectional control U+2067",
            "lone\\ud800", "lone surrogate U+D800",
            "c1\\u0085", "control character U+0085");

    @BeforeAll
    static void anOrganizationAndAUser() {
        fixture.imported();
        String email = Api.unique("texts") + "@example.com";
        String password = UsedSecrets.remember("text-rule-phrase-" + Api.unique("p"));
        Api.Reply created = Api.adminPost(
                "/api/admin/organizations/" + fixture.org + "/users",
                "{\"email\":\"" + email + "\",\"firstName\":\"Tex\",\"lastName\":\"Rule\",\"role\":\"Admin\","
                        + "\"password\":\"" + password + "\"}");
        assertEquals(201, created.status(), created::toString);
        viewer = Api.basic(email, password);
    }

    private static RawExchange.Answer send(String method, String path, String json, String authorization) {
        return RawExchange.send(
                method,
                path,
                json.getBytes(StandardCharsets.UTF_8),
                "Content-Type",
                "application/json",
                "Authorization",
                authorization);
    }

    @Test
    void anAppsTitleIsOneLineOfPlainText() {
        String apps = "/api/admin/organizations/" + fixture.org + "/apps";
        HOSTILE.forEach((text, reason) -> {
            RawExchange.Answer refused =
                    send("POST", apps, "{\"title\":\"" + text + "\",\"url\":\"https://apps.example.com/t\"}", viewer);
            assertTrue(assertProblem(refused, 400, "title").toString().contains(reason), () -> text + ": " + refused);
        });
        JsonAudit.assertNoneOf(fixture.org, "app-registered");
    }

    @Test
    void aProfilesNameRefusesABidiOverride() {
        RawExchange.Answer refused = send("PATCH", "/api/admin/profile", "{\"firstName\":\"Ann\\u202Eevil\"}", viewer);
        assertProblem(refused, 400, "firstName");
        RawExchange.Answer lineBreak = send("PATCH", "/api/admin/profile", "{\"lastName\":\"two\\nlines\"}", viewer);
        assertProblem(lineBreak, 400, "lastName");
    }

    @Test
    void aCardsNameAndABoardsTabViewNameAreOneLineAndACommentMaySpanLines() {
        String key = fixture.newKey();
        String board = "/api/board/" + fixture.board;
        RawExchange.Answer name = RawExchange.send(
                "POST",
                board,
                "{\"name\":\"two\\nlines\"}".getBytes(StandardCharsets.UTF_8),
                "Content-Type",
                "application/json",
                "x-token",
                key);
        assertProblem(name, 400, "name");
        RawExchange.Answer tab = RawExchange.send(
                "POST",
                board + "/configuration/tabViews",
                "{\"name\":\"Tab\\u202E\",\"url\":\"https://apps.example.com/tab\"}".getBytes(StandardCharsets.UTF_8),
                "Content-Type",
                "application/json",
                "x-token",
                key);
        assertProblem(tab, 400, "name");
        Api.Reply card = Api.post(board, "{\"name\":\"One card\"}", "x-token", key);
        assertEquals(200, card.status(), card::toString);
        String cardId = card.json().getJsonObject("data").getString("_id");
        Api.Reply comment = Api.post(
                board + "/" + cardId + "/comment",
                "{\"userId\":\"u1\",\"content\":\"first line\\nsecond line\\tand a tab\"}",
                "x-token",
                key);
        assertEquals(200, comment.status(), comment::toString);
        assertEquals(
                "first line\nsecond line\tand a tab",
                comment.json().getJsonObject("data").getString("content"));
    }

    @Test
    void textIsStoredComposed() {
        String key = fixture.newKey();
        Api.Reply card = Api.post("/api/board/" + fixture.board, "{\"name\":\"Cafe\\u0301\"}", "x-token", key);
        assertEquals(200, card.status(), card::toString);
        String cardId = card.json().getJsonObject("data").getString("_id");
        String read = Api.get("/api/board/" + fixture.board + "/" + cardId, "x-token", key)
                .json()
                .getJsonObject("data")
                .getString("name");
        assertEquals("Caf\u00e9", read);
        assertEquals(4, read.length());
    }

    /** The audit of the organization holds no entry of a refused change. */
    private static final class JsonAudit {

        static void assertNoneOf(String organization, String action) {
            Api.Reply audit = Api.adminGet("/api/admin/audit?action=" + action + "&q=" + organization);
            assertEquals(200, audit.status(), audit::toString);
            for (String shown : List.of("\\u202e", "\\u0007", "\\u001b")) {
                assertFalse(audit.body().toLowerCase().contains(shown), audit::toString);
            }
        }
    }
}
