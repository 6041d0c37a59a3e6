package it.com.propertyportal.attacks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import it.com.propertyportal.Fixture;
import it.com.propertyportal.UsedSecrets;
import it.com.propertyportal.admin.ConsoleSession;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import java.net.http.HttpResponse;
import java.util.concurrent.ThreadLocalRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A stolen session or login that guesses the password through the profile: every current password a profile
 * change is given is a sign-in attempt, under the login throttle of the client address and of the account (the
 * eleventh in 15 minutes is a 429, even when right), and each wrong one is in the audit; setting up a second factor
 * takes it too, so a stolen cookie alone cannot lock the owner out with a second factor of its own.
 */
class PasswordChecksIT {

    private static final Fixture fixture = new Fixture();
    private static final int MAX_FAILURES = 10;

    @BeforeAll
    static void anOrganization() {
        fixture.imported();
    }

    private record Person(String email, String password, String id) {}

    private static Person person() {
        String email = Api.unique("checked") + "@example.com";
        String password = UsedSecrets.remember("checked-phrase-" + Api.unique("p"));
        Api.Reply created = Api.adminPost(
                "/api/admin/organizations/" + fixture.org + "/users",
                Json.createObjectBuilder()
                        .add("email", email)
                        .add("firstName", "Pat")
                        .add("lastName", "Checked")
                        .add("role", "Viewer")
                        .add("password", password)
                        .build()
                        .toString());
        assertEquals(201, created.status(), created::toString);
        return new Person(email, password, created.json().getString("_id"));
    }

    /** A client address of its own (the tests' server trusts 127.0.0.1 to name it), so no other test meets it. */
    private static String someAddress() {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        return "203.0." + random.nextInt(114, 115) + "." + random.nextInt(1, 255);
    }

    private static Api.Reply changePassword(Person person, String current, String client) {
        return Api.post(
                "/api/admin/profile/password",
                Json.createObjectBuilder()
                        .add("currentPassword", current)
                        .add("newPassword", "a-new-private-phrase-" + Api.unique("n"))
                        .build()
                        .toString(),
                "Authorization",
                Api.basic(person.email(), person.password()),
                "X-Forwarded-For",
                client);
    }

    @Test
    void theEleventhWrongCurrentPasswordFromOneAddressIsRefusedEvenWhenRight() {
        Person pat = person();
        String client = someAddress();
        for (int i = 1; i <= MAX_FAILURES; i++) {
            Api.Reply wrong = changePassword(pat, "guess-" + i, client);
            assertEquals(400, wrong.status(), "attempt " + i + ": " + wrong);
            assertTrue(wrong.body().contains("\"field\":\"currentPassword\""), wrong::toString);
        }
        Api.Reply eleventh = changePassword(pat, pat.password(), client);
        assertEquals(429, eleventh.status(), "even the right one: " + eleventh);
        assertTrue(Long.parseLong(eleventh.header("Retry-After")) > 800, eleventh::toString);
        JsonObject audit = Api.adminGet("/api/admin/audit?action=sign-in-failed&user=" + pat.id() + "&limit=50")
                .json();
        assertEquals(MAX_FAILURES, audit.getInt("total"), audit::toString);
        assertTrue(
                audit.toString().contains("profile: wrong current password to change the password"), audit::toString);
        assertFalse(audit.toString().contains("guess-"), "never the password");
    }

    @Test
    void wrongCurrentPasswordsFromManyAddressesExhaustTheAccount() {
        Person lee = person();
        for (int i = 1; i <= MAX_FAILURES; i++) {
            Api.Reply wrong = Api.post(
                    "/api/admin/profile/second-factor/remove",
                    "{\"currentPassword\":\"guess-" + i + "\"}",
                    "Authorization",
                    Api.basic(lee.email(), lee.password()),
                    "X-Forwarded-For",
                    someAddress());
            assertEquals(400, wrong.status(), "attempt " + i + ": " + wrong);
        }
        Api.Reply fromAnywhere = changePassword(lee, lee.password(), someAddress());
        assertEquals(429, fromAnywhere.status(), fromAnywhere::toString);
        assertTrue(fromAnywhere.body().contains("for this account"), fromAnywhere::toString);
        // The account's sign-in shares the budget: ten guesses through the profile buy none at the sign-in.
        Api.Reply signIn = Api.get(
                "/api/admin/profile",
                "Authorization",
                Api.basic(lee.email(), lee.password()),
                "X-Forwarded-For",
                someAddress());
        assertEquals(429, signIn.status(), signIn::toString);
    }

    @Test
    void aSessionAloneSetsUpNoSecondFactor() {
        Person ava = person();
        ConsoleSession stolen = ConsoleSession.signedInAs(ava.email(), ava.password());
        HttpResponse<String> without = stolen.change("POST", "/api/admin/profile/second-factor", "{}");
        assertEquals(400, without.statusCode(), without::body);
        assertTrue(without.body().contains("\"field\":\"currentPassword\""), without::body);
        HttpResponse<String> wrong = stolen.send(
                "POST",
                "/api/admin/profile/second-factor",
                "{\"currentPassword\":\"a guess\"}",
                "X-CSRF-Token",
                stolen.csrfToken,
                "X-Forwarded-For",
                someAddress());
        assertEquals(400, wrong.statusCode(), wrong::body);
        HttpResponse<String> removeWithout = stolen.change("POST", "/api/admin/profile/second-factor/remove", "{}");
        assertEquals(400, removeWithout.statusCode(), removeWithout::body);
        HttpResponse<String> right = stolen.change(
                "POST",
                "/api/admin/profile/second-factor",
                Json.createObjectBuilder()
                        .add("currentPassword", ava.password())
                        .build()
                        .toString());
        assertEquals(200, right.statusCode(), right::body);
        JsonObject audit = Api.adminGet("/api/admin/audit?action=sign-in-failed&user=" + ava.id())
                .json();
        assertEquals(1, audit.getInt("total"), audit::toString);
        assertTrue(audit.toString().contains("to set up a second factor"), audit::toString);
    }
}
