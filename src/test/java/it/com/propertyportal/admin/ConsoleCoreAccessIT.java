package it.com.propertyportal.admin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import it.com.propertyportal.Fixture;
import jakarta.json.JsonObject;
import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The console's signed-in session on the core API: the session's CSRF token on every call (reads too), the
 * user's own organization with the rights of their role, the operator in the organization it names, and every
 * change audited as a console change.
 */
class ConsoleCoreAccessIT {

    private static final String PASSWORD = "console-core-passphrase-7";

    private final Fixture fixture = new Fixture().imported();
    private final Fixture other = new Fixture().imported();

    private String user(Fixture of, String role) {
        String email = Api.unique(role.toLowerCase()) + "@example.com";
        Api.Reply made = Api.adminPost(
                "/api/admin/organizations/" + of.org + "/users",
                "{\"email\":\"" + email + "\",\"firstName\":\"Casey\",\"lastName\":\"Jones\",\"role\":\"" + role
                        + "\",\"password\":\"" + PASSWORD + "\"}");
        assertEquals(201, made.status(), made::toString);
        return email;
    }

    @Test
    void aUserReadsAndChangesTheirOwnOrganizationWithTheSessionsToken() {
        ConsoleSession staff = ConsoleSession.signedInAs(user(fixture, "Staff"), PASSWORD);
        String cards = "/api/board/" + fixture.board;
        HttpResponse<String> listed = staff.change("GET", cards, null);
        assertEquals(200, listed.statusCode(), listed::body);
        HttpResponse<String> made = staff.change("POST", cards, "{\"name\":\"from the console\"}");
        assertEquals(200, made.statusCode(), made::body);
        String cardId = ConsoleSession.json(made).getJsonObject("data").getString("_id");
        HttpResponse<String> read = staff.change("GET", cards + "/" + cardId, null);
        assertEquals(200, read.statusCode(), read::body);

        JsonObject audit = Api.adminGet("/api/admin/audit?action=console-change&limit=50&q=" + fixture.board)
                .json();
        List<String> targets = audit.getJsonArray("data").getValuesAs(JsonObject.class).stream()
                .map(entry -> entry.getString("target"))
                .toList();
        assertEquals(List.of("POST /api/board/" + fixture.board), targets, audit::toString);

        HttpResponse<String> elsewhere = staff.change("GET", "/api/board/" + other.board, null);
        assertEquals(404, elsewhere.statusCode(), elsewhere::body);
        HttpResponse<String> named =
                staff.send("GET", cards, null, "X-CSRF-Token", staff.csrfToken, "X-Organization", other.org);
        assertEquals(404, named.statusCode(), named::body);
    }

    @Test
    void theCookieAloneOrAForgedTokenReachesNothing() {
        ConsoleSession staff = ConsoleSession.signedInAs(user(fixture, "Staff"), PASSWORD);
        String cards = "/api/board/" + fixture.board;
        HttpResponse<String> cookieOnly = staff.send("GET", cards, null);
        assertEquals(401, cookieOnly.statusCode(), cookieOnly::body);
        HttpResponse<String> forged = staff.send("GET", cards, null, "X-CSRF-Token", "forged");
        assertEquals(403, forged.statusCode(), forged::body);
        assertTrue(forged.body().contains("CSRF_TOKEN_MISSING"), forged::body);
        HttpResponse<String> forgedChange =
                staff.send("POST", cards, "{\"name\":\"forged\"}", "X-CSRF-Token", "forged");
        assertEquals(403, forgedChange.statusCode(), forgedChange::body);
        HttpResponse<String> noSession = new ConsoleSession().send("GET", cards, null, "X-CSRF-Token", "anything");
        assertEquals(401, noSession.statusCode(), noSession::body);
        // With an API key the request is the key's alone: a wrong key is not rescued by the session.
        HttpResponse<String> withAKey =
                staff.send("GET", cards, null, "X-CSRF-Token", staff.csrfToken, "x-token", "not-a-key");
        assertEquals(401, withAKey.statusCode(), withAKey::body);
        assertEquals(
                200,
                staff.send("GET", cards, null, "X-CSRF-Token", staff.csrfToken, "x-token", fixture.newKey())
                        .statusCode());
        HttpResponse<String> signedOut = staff.change("POST", "/admin/sign-out", null);
        assertEquals(204, signedOut.statusCode(), signedOut::body);
        HttpResponse<String> after = staff.change("GET", cards, null);
        assertEquals(401, after.statusCode(), after::body);
        JsonObject audit = Api.adminGet("/api/admin/audit?action=console-change&limit=50&q=forged")
                .json();
        assertEquals(0, audit.getInt("total"), audit::toString);
    }

    @Test
    void aViewerReadsButChangesNothing() {
        ConsoleSession viewer = ConsoleSession.signedInAs(user(fixture, "Viewer"), PASSWORD);
        String cards = "/api/board/" + fixture.board;
        assertEquals(200, viewer.change("GET", cards, null).statusCode());
        HttpResponse<String> refused = viewer.change("POST", cards, "{\"name\":\"by a viewer\"}");
        assertEquals(403, refused.statusCode(), refused::body);
        assertTrue(refused.body().contains("ROLE_REQUIRED"), refused::body);
        assertFalse(Api.get(cards, "x-token", fixture.newKey()).body().contains("by a viewer"));
    }

    @Test
    void theOperatorNamesTheOrganization() {
        ConsoleSession operator = ConsoleSession.signedIn();
        String cards = "/api/board/" + fixture.board;
        HttpResponse<String> unnamed = operator.change("GET", cards, null);
        assertEquals(400, unnamed.statusCode(), unnamed::body);
        assertTrue(unnamed.body().contains("X-Organization"), unnamed::body);
        HttpResponse<String> named =
                operator.send("GET", cards, null, "X-CSRF-Token", operator.csrfToken, "X-Organization", fixture.org);
        assertEquals(200, named.statusCode(), named::body);
        HttpResponse<String> wrongOrg =
                operator.send("GET", cards, null, "X-CSRF-Token", operator.csrfToken, "X-Organization", other.org);
        assertEquals(404, wrongOrg.statusCode(), wrongOrg::body);
        HttpResponse<String> unknown = operator.send(
                "GET", cards, null, "X-CSRF-Token", operator.csrfToken, "X-Organization", Api.unique("org"));
        assertEquals(404, unknown.statusCode(), unknown::body);
        HttpResponse<String> malformed =
                operator.send("GET", cards, null, "X-CSRF-Token", operator.csrfToken, "X-Organization", "a b");
        assertEquals(400, malformed.statusCode(), malformed::body);
        HttpResponse<String> keys = operator.send(
                "GET",
                "/api/admin/boards/" + fixture.board + "/api-keys",
                null,
                "X-CSRF-Token",
                operator.csrfToken,
                "X-Organization",
                fixture.org);
        assertEquals(200, keys.statusCode(), keys::body);
    }
}
