package it.com.propertyportal.admin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.eatthepath.otp.TimeBasedOneTimePasswordGenerator;
import it.com.propertyportal.Api;
import it.com.propertyportal.Fixture;
import it.com.propertyportal.UsedSecrets;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import java.io.ByteArrayOutputStream;
import java.net.http.HttpResponse;
import java.security.GeneralSecurityException;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.ThreadLocalRandom;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;

/**
 * An organization user's optional second factor: set up with a secret and its QR code, confirmed with a code,
 * then asked for at the console's sign-in (a code taken once), refused for HTTP Basic, and removed by an Admin.
 */
class SecondFactorIT {

    private final Fixture fixture = new Fixture().imported();
    private final String email = Api.unique("second") + "@example.com";
    private final String password = UsedSecrets.remember("second-factor-phrase-" + Api.unique("p"));
    private final String login = Api.basic(email, password);
    /** An address of this test's own: its refused logins count there. */
    private final String client =
            "2001:db8:79::" + Integer.toHexString(ThreadLocalRandom.current().nextInt(1, 0xffff));

    @Test
    void aSecondFactorIsSetUpAskedForAtTheConsoleTakenOnceAndRemovedByAnAdmin() throws Exception {
        Api.Reply created = Api.adminPost(
                "/api/admin/organizations/" + fixture.org + "/users",
                Json.createObjectBuilder()
                        .add("email", email)
                        .add("firstName", "Sam")
                        .add("lastName", "Rivera")
                        .add("role", "Staff")
                        .add("password", password)
                        .build()
                        .toString());
        assertEquals(201, created.status(), created::toString);
        String userId = created.json().getString("_id");
        assertFalse(created.json().getBoolean("secondFactor"));

        Api.Reply unproven = Api.post("/api/admin/profile/second-factor", "{}", "Authorization", login);
        assertEquals(
                400, unproven.status(), "a session or a stolen cookie alone sets up no second factor: " + unproven);
        assertTrue(unproven.body().contains("\"currentPassword\""), unproven::toString);
        Api.Reply offered = Api.post(
                "/api/admin/profile/second-factor",
                Json.createObjectBuilder()
                        .add("currentPassword", password)
                        .build()
                        .toString(),
                "Authorization",
                login);
        assertEquals(200, offered.status(), offered::toString);
        String secret = offered.json().getString("secret");
        assertTrue(
                offered.json().getString("link").startsWith("otpauth://totp/Property%20Portal%3A"), offered::toString);
        assertTrue(offered.json().getString("link").contains("secret=" + secret + "&issuer=Property%20Portal"));
        Api.Reply qr = Api.get("/api/admin/profile/second-factor/qr.svg", "Authorization", login);
        assertEquals(200, qr.status(), qr::toString);
        assertTrue(qr.header("Content-Type").startsWith("image/svg+xml"), qr::toString);
        assertTrue(qr.body().startsWith("<svg") && qr.body().contains("<path d=\"M"), qr.body());

        Instant now = Instant.now();
        String wrong = otherThan(secret, now);
        Api.Reply refused = confirm(wrong);
        assertEquals(400, refused.status(), refused::toString);
        assertTrue(refused.body().contains("\"code\""), refused::toString);
        Api.Reply confirmed = confirm(code(secret, now));
        assertEquals(200, confirmed.status(), confirmed::toString);
        assertTrue(confirmed.json().getBoolean("secondFactor"));
        assertFalse(confirmed.body().contains(secret), "the secret is never answered again");

        Api.Reply basic = Api.get("/api/admin/profile", "Authorization", login, "X-Forwarded-For", client);
        assertEquals(401, basic.status(), basic::toString);
        assertTrue(basic.body().contains("second factor"), basic::toString);

        ConsoleSession console = new ConsoleSession();
        assertEquals("code-needed", error(console.signIn(email, password, null, client)));
        assertEquals("code", error(console.signIn(email, password, otherThan(secret, now), client)));
        // The code of the step after the confirming one's (the server takes the step before and after its own).
        String next = code(secret, now.plus(Duration.ofSeconds(30)));
        HttpResponse<String> signedIn = console.signIn(email, password, next, client);
        assertEquals(
                "/admin/",
                java.net
                        .URI
                        .create(signedIn.headers().firstValue("Location").orElseThrow())
                        .getPath(),
                signedIn::body);
        HttpResponse<String> session = console.send("GET", "/admin/session", null);
        assertEquals(200, session.statusCode(), session::body);
        assertEquals("Staff", ConsoleSession.json(session).getString("role"));
        assertEquals("code", error(new ConsoleSession().signIn(email, password, next, client)), "a code is taken once");

        Api.Reply removed = Api.delete(
                "/api/admin/organizations/" + fixture.org + "/users/" + userId + "/second-factor",
                "Authorization",
                Api.adminAuthorization());
        assertEquals(200, removed.status(), removed::toString);
        assertFalse(removed.json().getBoolean("secondFactor"));
        assertEquals(200, Api.get("/api/admin/profile", "Authorization", login).status(), "the password alone again");
        JsonObject audit = Api.adminGet("/api/admin/audit?user=" + userId + "&action=second-factor-set")
                .json();
        assertEquals(1, audit.getJsonArray("data").size(), audit::toString);
        assertFalse(audit.toString().contains(secret), "no secret in the audit");
    }

    private Api.Reply confirm(String code) {
        return Api.post(
                "/api/admin/profile/second-factor/confirm",
                Json.createObjectBuilder().add("code", code).build().toString(),
                "Authorization",
                login);
    }

    private static String error(HttpResponse<String> signIn) {
        assertEquals(303, signIn.statusCode(), signIn::body);
        String location = signIn.headers().firstValue("Location").orElseThrow();
        return location.contains("error=") ? location.substring(location.indexOf("error=") + 6) : location;
    }

    /** The code an authenticator shows for the secret at that instant. */
    static String code(String secret, Instant at) throws GeneralSecurityException {
        TimeBasedOneTimePasswordGenerator generator = new TimeBasedOneTimePasswordGenerator(Duration.ofSeconds(30), 6);
        return String.format(
                "%06d", generator.generateOneTimePassword(new SecretKeySpec(base32(secret), "HmacSHA1"), at));
    }

    /** A six-digit code that is none of those the server takes around that instant. */
    private static String otherThan(String secret, Instant now) throws GeneralSecurityException {
        for (int candidate = 0; ; candidate++) {
            String code = String.format("%06d", candidate);
            boolean taken = false;
            for (int step = -2; step <= 2; step++) {
                taken |= code.equals(code(secret, now.plus(Duration.ofSeconds(30L * step))));
            }
            if (!taken) {
                assertNotEquals(code(secret, now), code);
                return code;
            }
        }
    }

    private static byte[] base32(String text) {
        String alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int buffer = 0;
        int bits = 0;
        for (char c : text.toCharArray()) {
            buffer = (buffer << 5) | alphabet.indexOf(c);
            bits += 5;
            if (bits >= 8) {
                bytes.write((buffer >> (bits - 8)) & 0xff);
                bits -= 8;
            }
        }
        return bytes.toByteArray();
    }
}
