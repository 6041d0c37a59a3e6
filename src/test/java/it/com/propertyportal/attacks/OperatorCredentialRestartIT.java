package it.com.propertyportal.attacks;

import static org.junit.jupiter.api.Assertions.assertEquals;

import it.com.propertyportal.Api;
import it.com.propertyportal.Fixture;
import it.com.propertyportal.ServerControl;
import it.com.propertyportal.UsedSecrets;
import it.com.propertyportal.admin.ConsoleSession;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The operator's console session belongs to the credential it was opened with: restarted with a new ADMIN_PASSWORD,
 * then with a new ADMIN_USER, the server refuses the old cookie on every console, administration and core call
 * (it created API keys before the fix, audited under the old name), and the old login signs in no more. The server
 * is restarted with the test run's own operator afterwards.
 */
class OperatorCredentialRestartIT {

    private static final Fixture fixture = new Fixture();
    private static final String NEW_PASSWORD = UsedSecrets.remember(Api.unique("rotated-operator-password"));
    private static final String NEW_USER = "ops-" + Api.unique("u").substring(2, 8);

    @BeforeAll
    static void anOrganization() {
        fixture.imported();
    }

    @AfterAll
    static void theRunsOwnOperatorAgain() {
        ServerControl.restart(Map.of("ADMIN_USER", Api.ADMIN_USER, "ADMIN_PASSWORD", Api.ADMIN_PASSWORD));
    }

    /** Every kind of call the session made: all answer, or all refuse. */
    private static void holds(ConsoleSession session, boolean holds, String when) {
        int console = session.send("GET", "/admin/session", null).statusCode();
        HttpResponse<String> key = session.change(
                "POST", "/api/admin/boards/" + fixture.board + "/api-keys", "{\"name\":\"by an old session\"}");
        int core = session.send(
                        "GET",
                        "/api/contacts?pageSize=1",
                        null,
                        "X-CSRF-Token",
                        session.csrfToken,
                        "X-Organization",
                        fixture.org)
                .statusCode();
        assertEquals(
                holds ? List.of(200, 201, 200) : List.of(401, 401, 401),
                List.of(console, key.statusCode(), core),
                when + ": /admin/session, a new API key, the core API — " + key.body());
    }

    @Test
    void aNewPasswordThenANewNameEndTheSessionsOpenedWithTheOld() {
        ConsoleSession opened = ConsoleSession.signedIn();
        holds(opened, true, "before");

        ServerControl.restart(Map.of("ADMIN_PASSWORD", NEW_PASSWORD));
        holds(opened, false, "after a new ADMIN_PASSWORD");
        assertEquals(
                401,
                Api.get("/api/admin/overview", "Authorization", Api.adminAuthorization())
                        .status());
        String renewed = Api.basic(Api.ADMIN_USER, NEW_PASSWORD);
        assertEquals(
                200, Api.get("/api/admin/overview", "Authorization", renewed).status());
        ConsoleSession withNewPassword = new ConsoleSession();
        assertEquals(
                303, withNewPassword.signIn(Api.ADMIN_USER, NEW_PASSWORD, null).statusCode());
        withNewPassword.csrfToken = ConsoleSession.json(withNewPassword.send("GET", "/admin/session", null))
                .getString("csrfToken");
        holds(withNewPassword, true, "a session of the new password");

        ServerControl.restart(Map.of("ADMIN_USER", NEW_USER));
        holds(withNewPassword, false, "after a new ADMIN_USER");
        holds(opened, false, "the first session, still");
        assertEquals(
                401, Api.get("/api/admin/overview", "Authorization", renewed).status());
        assertEquals(
                200,
                Api.get("/api/admin/overview", "Authorization", Api.basic(NEW_USER, NEW_PASSWORD))
                        .status());
    }
}
