package it.com.propertyportal.admin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import it.com.propertyportal.Fixture;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import java.net.URI;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The admin console over HTTP: sign-in, CSRF on every change, the session's end, and only its own assets. */
class ConsoleIT {

    private final Fixture fixture = new Fixture().imported();

    @Test
    void everyConsoleChangeWithoutTheSessionsTokenIsRefusedAndChangesNothing() {
        ConsoleSession console = ConsoleSession.signedIn();
        String location = Api.unique("loc");
        JsonObject document = Json.createObjectBuilder(fixture.document())
                .add(
                        "locations",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", location)
                                        .add("companyId", fixture.org)
                                        .add("name", "Pier 1")))
                .build();
        assertEquals(200, Api.importDocument(document).status());
        String key = Api.adminPost("/api/admin/boards/" + fixture.board + "/api-keys", "{\"name\":\"kept\"}")
                .json()
                .getString("id");
        String board = "/api/admin/boards/" + fixture.board;
        List<String[]> changes = List.of(
                new String[] {"POST", "/api/admin/import", document.toString()},
                new String[] {"POST", "/api/admin/import/dry-run", document.toString()},
                new String[] {"PUT", board + "/api", "{\"enabled\":false}"},
                new String[] {"POST", board + "/api-keys", "{\"name\":\"forged\"}"},
                new String[] {"DELETE", board + "/api-keys/" + key, null},
                new String[] {"POST", board + "/cards/any/form-link", "{\"formId\":\"any\"}"},
                new String[] {
                    "POST",
                    "/api/admin/organizations/" + fixture.org + "/locations/status",
                    "{\"ids\":[\"" + location + "\"],\"action\":\"unpublish\"}"
                },
                new String[] {"POST", "/admin/sign-out", null});
        for (String[] change : changes) {
            HttpResponse<String> without = console.send(change[0], change[1], change[2]);
            assertEquals(403, without.statusCode(), () -> change[0] + " " + change[1] + ": " + without.body());
            assertTrue(without.body().contains("X-CSRF-Token"), without::body);
            HttpResponse<String> wrong = console.send(change[0], change[1], change[2], "X-CSRF-Token", "forged");
            assertEquals(403, wrong.statusCode(), () -> change[0] + " " + change[1] + " with a wrong token");
        }
        JsonObject keys = Api.adminGet(board + "/api-keys").json();
        assertEquals(1, keys.getJsonArray("data").size(), keys::toString);
        assertTrue(keys.getJsonArray("data").getJsonObject(0).isNull("revokedAt"));
        assertTrue(Api.adminGet(board).json().getBoolean("apiEnabled"));
        assertEquals(
                "published",
                Api.adminGet("/api/admin/organizations/" + fixture.org + "/locations")
                        .json()
                        .getJsonArray("data")
                        .getJsonObject(0)
                        .getString("publishStatus"));
        assertEquals(200, console.send("GET", "/admin/session", null).statusCode(), "the session is still open");

        HttpResponse<String> withToken = console.change("PUT", board + "/api", "{\"enabled\":false}");
        assertEquals(200, withToken.statusCode(), withToken::body);
        assertFalse(Api.adminGet(board).json().getBoolean("apiEnabled"));
    }

    @Test
    void anEndedSessionSendsThePagesToSignInAndTheApiAnswers401() {
        ConsoleSession console = ConsoleSession.signedIn();
        assertEquals(200, console.send("GET", "/admin/", null).statusCode());
        assertEquals(200, console.send("GET", "/api/admin/overview", null).statusCode());
        assertEquals(204, console.change("POST", "/admin/sign-out", null).statusCode());

        HttpResponse<String> page = console.send("GET", "/admin/", null);
        assertEquals(303, page.statusCode());
        assertEquals(
                "/admin/sign-in",
                URI.create(page.headers().firstValue("Location").orElseThrow()).getPath());
        HttpResponse<String> call = console.send("GET", "/api/admin/overview", null, "X-CSRF-Token", console.csrfToken);
        assertEquals(401, call.statusCode());
        assertFalse(
                call.headers().firstValue("WWW-Authenticate").orElse("").startsWith("Basic"),
                "a console call must not make the browser ask for Basic credentials");
        assertEquals(401, console.send("GET", "/admin/session", null).statusCode());
        assertEquals(
                401,
                console.change("PUT", "/api/admin/boards/" + fixture.board + "/api", "{\"enabled\":false}")
                        .statusCode());

        ConsoleSession stranger = new ConsoleSession();
        HttpResponse<String> forged = stranger.send("GET", "/admin/", null, "Cookie", "JSESSIONID=0000forged:x");
        assertEquals(303, forged.statusCode());
    }

    @Test
    void aSessionIsGivenTheConfiguredIdleTimeoutAndItsTokenIsNotCached() {
        ConsoleSession console = ConsoleSession.signedIn();
        // The session's idle timeout is the container's: the console sets it from CONSOLE_SESSION_IDLE.
        HttpResponse<String> session = console.send("GET", "/admin/session", null);
        assertEquals(1800, ConsoleSession.json(session).getInt("idleSeconds"), session::body);
        assertEquals(43200, ConsoleSession.json(session).getInt("lifetimeSeconds"), session::body);
        assertTrue(ConsoleSession.json(session).getInt("sessions") >= 1, session::body);
        assertEquals(
                "no-store", session.headers().firstValue("Cache-Control").orElse(""), "the CSRF token is not kept");
    }

    @Test
    void signingOutEverywhereEndsEverySessionOfTheAdministratorAndIsAudited() {
        ConsoleSession first = ConsoleSession.signedIn();
        ConsoleSession second = ConsoleSession.signedIn();
        String secondCookie = second.cookie();
        HttpResponse<String> session = second.send("GET", "/admin/session", null);
        assertTrue(ConsoleSession.json(session).getInt("sessions") >= 2, session::body);
        for (String token : new String[] {null, "forged", first.csrfToken}) {
            HttpResponse<String> refused = token == null
                    ? second.send("POST", "/admin/sign-out-everywhere", null)
                    : second.send("POST", "/admin/sign-out-everywhere", null, "X-CSRF-Token", token);
            assertEquals(403, refused.statusCode(), () -> token + ": " + refused.body());
        }
        assertEquals(200, first.send("GET", "/admin/session", null).statusCode(), "nothing ended without the token");

        String address = "198.51.100." + (int) (Math.random() * 200 + 20);
        HttpResponse<String> out = second.send(
                "POST",
                "/admin/sign-out-everywhere",
                null,
                "X-CSRF-Token",
                second.csrfToken,
                "X-Forwarded-For",
                address);
        assertEquals(204, out.statusCode(), out::body);
        String cleared = out.headers().firstValue("Set-Cookie").orElse("");
        assertTrue(cleared.startsWith("portal_console=;") && cleared.contains("Max-Age=0"), cleared);

        assertEquals(401, first.send("GET", "/admin/session", null).statusCode(), "the other session ended too");
        assertEquals(
                401,
                first.send("GET", "/api/admin/overview", null, "X-CSRF-Token", first.csrfToken)
                        .statusCode());
        assertEquals(303, first.send("GET", "/admin/", null).statusCode());
        ConsoleSession stranger = new ConsoleSession();
        assertEquals(
                401,
                stranger.send("GET", "/admin/session", null, "Cookie", secondCookie)
                        .statusCode(),
                "the cookie of the session that signed out is refused wherever it comes from");
        HttpResponse<String> again = stranger.send(
                "POST", "/admin/sign-out-everywhere", null, "Cookie", secondCookie, "X-CSRF-Token", second.csrfToken);
        assertEquals(401, again.statusCode(), "no session: nobody to sign out");
        assertEquals(200, Api.adminGet("/api/admin/overview").status(), "the Basic login is no session");

        JsonObject entries = Api.adminGet("/api/admin/audit?action=sign-out-everywhere&q=" + address)
                .json();
        assertEquals(1, entries.getInt("total"), entries::toString);
        JsonObject entry = entries.getJsonArray("data").getJsonObject(0);
        Matcher ended = Pattern.compile("console: (\\d+) sessions").matcher(entry.getString("detail"));
        assertTrue(ended.matches() && Integer.parseInt(ended.group(1)) >= 2, entry::toString);
    }

    @Test
    void aUsersNewPasswordEndsTheirOtherSessionsAndArchivingEndsThemAll() {
        it.com.propertyportal.Fixture fixture = new it.com.propertyportal.Fixture().imported();
        String email = Api.unique("sessions") + "@example.com";
        String password = it.com.propertyportal.UsedSecrets.remember("session-phrase-" + Api.unique("p"));
        Api.Reply created = Api.adminPost(
                "/api/admin/organizations/" + fixture.org + "/users",
                jakarta.json.Json.createObjectBuilder()
                        .add("email", email)
                        .add("firstName", "Lee")
                        .add("lastName", "Chan")
                        .add("role", "Viewer")
                        .add("password", password)
                        .build()
                        .toString());
        assertEquals(201, created.status(), created::toString);
        String userId = created.json().getString("_id");
        ConsoleSession here = userSession(email, password);
        ConsoleSession elsewhere = userSession(email, password);

        String next = it.com.propertyportal.UsedSecrets.remember(password + "-next");
        var changed = here.change(
                "POST",
                "/api/admin/profile/password",
                jakarta.json.Json.createObjectBuilder()
                        .add("currentPassword", password)
                        .add("newPassword", next)
                        .build()
                        .toString());
        assertEquals(204, changed.statusCode(), changed::body);
        assertEquals(200, here.send("GET", "/admin/session", null).statusCode(), "the session that changed it stays");
        assertEquals(401, elsewhere.send("GET", "/admin/session", null).statusCode(), "every other one ends");

        ConsoleSession third = userSession(email, next);
        Api.Reply archived = Api.delete(
                "/api/admin/organizations/" + fixture.org + "/users/" + userId,
                "Authorization",
                Api.adminAuthorization());
        assertEquals(200, archived.status(), archived::toString);
        assertEquals(401, here.send("GET", "/admin/session", null).statusCode(), "archiving ends them all");
        assertEquals(401, third.send("GET", "/admin/session", null).statusCode());
    }

    private static ConsoleSession userSession(String email, String password) {
        ConsoleSession session = new ConsoleSession();
        var signIn = session.signIn(email, password, null);
        assertEquals(303, signIn.statusCode(), signIn::body);
        assertEquals(
                "/admin/",
                java.net
                        .URI
                        .create(signIn.headers().firstValue("Location").orElseThrow())
                        .getPath());
        var reply = session.send("GET", "/admin/session", null);
        assertEquals(200, reply.statusCode(), reply::body);
        session.csrfToken = ConsoleSession.json(reply).getString("csrfToken");
        return session;
    }

    @Test
    void aWrongSignInGoesBackToTheFormAndIsAudited() {
        String address = "198.51.100." + (int) (Math.random() * 200 + 20);
        ConsoleSession console = new ConsoleSession();
        HttpResponse<String> wrong = console.signIn(Api.ADMIN_USER, "not-the-password", address);
        assertEquals(303, wrong.statusCode());
        assertEquals(
                "/admin/sign-in?error=wrong",
                wrong.headers().firstValue("Location").orElseThrow().replaceFirst("^https?://[^/]+", ""));
        assertEquals(303, console.send("GET", "/admin/", null).statusCode(), "no session after a wrong sign-in");
        JsonObject entries = Api.adminGet("/api/admin/audit?action=sign-in-failed&q=" + address)
                .json();
        assertEquals(1, entries.getInt("total"), entries::toString);
        JsonObject entry = entries.getJsonArray("data").getJsonObject(0);
        assertEquals(address, entry.getString("client"));
        assertFalse(entry.toString().contains("not-the-password"));
    }

    @Test
    void theConsoleLoadsNothingFromAnotherOrigin() {
        ConsoleSession console = ConsoleSession.signedIn();
        for (String path : List.of("/admin/", "/admin/sign-in")) {
            HttpResponse<String> page = console.send("GET", path, null);
            assertEquals(200, page.statusCode(), path);
            String policy = page.headers().firstValue("Content-Security-Policy").orElseThrow();
            assertTrue(policy.startsWith("default-src 'self';"), policy);
            assertFalse(policy.contains("unsafe-inline"), policy);
            assertFalse(page.body().contains("<style"), "no inline style in " + path);
            Matcher references = Pattern.compile("(?:src|href)=\"([^\"]*)\"").matcher(page.body());
            int count = 0;
            while (references.find()) {
                String reference = references.group(1);
                assertTrue(
                        reference.startsWith("/") && !reference.startsWith("//") || reference.startsWith("#"),
                        path + " refers to " + reference);
                count++;
            }
            assertTrue(count >= 2, "the page links its script and style sheet");
            Matcher scripts = Pattern.compile("<script([^>]*)>").matcher(page.body());
            while (scripts.find()) {
                assertTrue(scripts.group(1).contains("src=\"/admin/assets/"), "inline script in " + path);
            }
        }
        HttpResponse<String> index = console.send("GET", "/admin/", null);
        Matcher scriptNames =
                Pattern.compile("src=\"(/admin/assets/[\\w.-]+\\.js)\"").matcher(index.body());
        int scriptCount = 0;
        while (scriptNames.find()) {
            String name = scriptNames.group(1);
            HttpResponse<String> script = console.send("GET", name, null);
            assertEquals(200, script.statusCode(), name);
            assertFalse(Pattern.compile("https?://").matcher(script.body()).find(), name + " names no other origin");
            scriptCount++;
        }
        assertTrue(scriptCount >= 6, "the console's scripts: " + scriptCount);
        assertEquals(404, console.send("GET", "/admin/assets/index.html", null).statusCode());
        assertEquals(404, console.send("GET", "/admin/assets/server.xml", null).statusCode());
    }

    @Test
    void aSignInFormPostedFromAnotherSiteIsRefused() {
        ConsoleSession console = new ConsoleSession();
        HttpResponse<String> reply = console.send(
                "POST",
                "/admin/sign-in",
                null,
                "Origin",
                "https://evil.example",
                "Content-Type",
                "application/x-www-form-urlencoded");
        assertEquals(403, reply.statusCode(), reply::body);
    }
}
