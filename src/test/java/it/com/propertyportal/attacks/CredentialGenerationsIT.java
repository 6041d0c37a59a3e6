package it.com.propertyportal.attacks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import it.com.propertyportal.Fixture;
import it.com.propertyportal.UsedSecrets;
import it.com.propertyportal.admin.ConsoleSession;
import jakarta.json.Json;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What a credential grants ends with the credential, at the next request: a console session and a delegate token
 * of a user whose password, role or status changed, or who signed out everywhere, are refused on every console,
 * administration and core call; the operator's "sign out everywhere" ends the operator's every session. (The
 * operator's new ADMIN_PASSWORD or ADMIN_USER: OperatorCredentialRestartIT.)
 */
class CredentialGenerationsIT {

    private static final Fixture fixture = new Fixture();
    private static String app;

    /** A user of the fixture's organization: address, password and id. */
    private record Person(String email, String password, String id) {

        String basic() {
            return Api.basic(email, password);
        }
    }

    @BeforeAll
    static void anOrganizationWithAnApp() {
        fixture.imported();
        Api.Reply made = Api.adminPost(
                "/api/admin/organizations/" + fixture.org + "/apps",
                "{\"title\":\"Generations\",\"url\":\"https://apps.example.com/generations\"}");
        assertEquals(201, made.status(), made::toString);
        app = made.json().getString("appClientId");
    }

    private static Person person(String role) {
        String email = Api.unique(role.toLowerCase(Locale.ROOT)) + "@example.com";
        String password = UsedSecrets.remember("generation-phrase-" + Api.unique("p"));
        Api.Reply created = Api.adminPost(
                "/api/admin/organizations/" + fixture.org + "/users",
                Json.createObjectBuilder()
                        .add("email", email)
                        .add("firstName", "Gen")
                        .add("lastName", role)
                        .add("role", role)
                        .add("password", password)
                        .build()
                        .toString());
        assertEquals(201, created.status(), created::toString);
        return new Person(email, password, created.json().getString("_id"));
    }

    private static String token(Person person) {
        Api.Reply issued = Api.post(
                "/api/platform/user-token", "{\"appClientId\":\"" + app + "\"}", "Authorization", person.basic());
        assertEquals(200, issued.status(), issued::toString);
        return issued.json().getString("token");
    }

    /** Every place a session or a token is taken: all answer, or all refuse. */
    private static void holds(ConsoleSession session, String token, boolean holds, String when) {
        int console = session.send("GET", "/admin/session", null).statusCode();
        int administration = session.send("GET", "/api/admin/profile", null).statusCode();
        int core = session.send("GET", "/api/contacts?pageSize=1", null, "X-CSRF-Token", session.csrfToken)
                .statusCode();
        int verify = Api.post(
                        "/api/app/verify",
                        Json.createObjectBuilder().add("token", token).build().toString())
                .status();
        int me = Api.get("/api/app/me", "Authorization", "DelegateToken " + token)
                .status();
        int coreWithToken = Api.get("/api/contacts?pageSize=1", "Authorization", "DelegateToken " + token)
                .status();
        List<Integer> expected = holds ? List.of(200, 200, 200, 200, 200, 200) : List.of(401, 401, 401, 401, 401, 401);
        assertEquals(
                expected,
                List.of(console, administration, core, verify, me, coreWithToken),
                when + ": session on /admin/session, /api/admin/profile, the core API; token on /api/app/verify, "
                        + "/api/app/me, the core API");
    }

    /** The operator changes the members of a user the body names. */
    private static void change(Person person, String json) {
        Api.Reply changed = Api.send(
                "PATCH",
                "/api/admin/organizations/" + fixture.org + "/users/" + person.id(),
                json,
                "application/json",
                "Authorization",
                Api.adminAuthorization());
        assertEquals(200, changed.status(), changed::toString);
    }

    @Test
    void aNewPasswordEndsTheOtherSessionsAndEveryTokenButKeepsTheSessionThatChangedIt() {
        Person kim = person("Staff");
        ConsoleSession changing = ConsoleSession.signedInAs(kim.email(), kim.password());
        ConsoleSession other = ConsoleSession.signedInAs(kim.email(), kim.password());
        String token = token(kim);
        holds(other, token, true, "before");
        String replacement = UsedSecrets.remember("generation-new-phrase-" + Api.unique("p"));
        HttpResponse<String> changed = changing.change(
                "POST",
                "/api/admin/profile/password",
                Json.createObjectBuilder()
                        .add("currentPassword", kim.password())
                        .add("newPassword", replacement)
                        .build()
                        .toString());
        assertEquals(204, changed.statusCode(), changed::body);
        holds(other, token, false, "after a new password");
        assertEquals(200, changing.send("GET", "/admin/session", null).statusCode(), "the changing session goes on");
        assertEquals(
                401, Api.get("/api/admin/profile", "Authorization", kim.basic()).status(), "the old password");
        Person renewed = new Person(kim.email(), replacement, kim.id());
        holds(changing, token(renewed), true, "a session and token under the new password");
    }

    @Test
    void signingOutEverywhereEndsEverySessionAndEveryToken() {
        Person ava = person("Viewer");
        ConsoleSession here = ConsoleSession.signedInAs(ava.email(), ava.password());
        ConsoleSession elsewhere = ConsoleSession.signedInAs(ava.email(), ava.password());
        String token = token(ava);
        holds(elsewhere, token, true, "before");
        assertEquals(
                204, here.change("POST", "/admin/sign-out-everywhere", null).statusCode());
        holds(elsewhere, token, false, "after signing out everywhere");
        assertEquals(401, here.send("GET", "/admin/session", null).statusCode());
        ConsoleSession again = ConsoleSession.signedInAs(ava.email(), ava.password());
        holds(again, token(ava), true, "a new sign-in");
    }

    @Test
    void aNewRoleEndsTheSessionsAndTokensIssuedUnderTheOldOne() {
        Person lee = person("Admin");
        ConsoleSession session = ConsoleSession.signedInAs(lee.email(), lee.password());
        String token = token(lee);
        holds(session, token, true, "before");
        change(lee, "{\"role\":\"Viewer\"}");
        holds(session, token, false, "after a new role");
        ConsoleSession fresh = ConsoleSession.signedInAs(lee.email(), lee.password());
        String freshToken = token(lee);
        change(lee, "{\"firstName\":\"Lee\",\"lastName\":\"Renamed\"}");
        holds(fresh, freshToken, true, "a new name is no new credential");
    }

    @Test
    void archivingEndsEverySessionAndToken() {
        Person sam = person("Staff");
        ConsoleSession session = ConsoleSession.signedInAs(sam.email(), sam.password());
        String token = token(sam);
        holds(session, token, true, "before");
        Api.Reply archived = Api.delete(
                "/api/admin/organizations/" + fixture.org + "/users/" + sam.id(),
                "Authorization",
                Api.adminAuthorization());
        assertEquals(200, archived.status(), archived::toString);
        holds(session, token, false, "after archiving");
    }

    @Test
    void theOperatorsSignOutEverywhereEndsTheOperatorsEverySession() {
        ConsoleSession one = ConsoleSession.signedIn();
        ConsoleSession two = ConsoleSession.signedIn();
        HttpResponse<String> operator = two.send("GET", "/admin/session", null);
        assertEquals(200, operator.statusCode(), operator::body);
        assertEquals("operator", ConsoleSession.json(operator).getString("subject"));
        assertEquals(204, one.change("POST", "/admin/sign-out-everywhere", null).statusCode());
        for (ConsoleSession ended : List.of(one, two)) {
            assertEquals(401, ended.send("GET", "/admin/session", null).statusCode());
            HttpResponse<String> key = ended.change(
                    "POST", "/api/admin/boards/" + fixture.board + "/api-keys", "{\"name\":\"after sign-out\"}");
            assertEquals(401, key.statusCode(), key::body);
        }
        assertTrue(Api.adminGet("/api/admin/organizations?limit=1").status() == 200, "Basic logins are no sessions");
    }
}
