package it.com.propertyportal.admin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import it.com.propertyportal.BrowserTests;
import it.com.propertyportal.Fixture;
import it.com.propertyportal.ServerControl;
import it.com.propertyportal.UsedSecrets;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import java.io.IOException;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The console's single sign-on against a real OpenID provider (TestOpenIdProvider) and, in the browser test,
 * through its real pages. The server is restarted with the OIDC_* settings, and afterwards without them, as
 * every other test expects it.
 */
class SingleSignOnRestartIT {

    private static final int PORT = Integer.getInteger("it.oidc.port", 9191);
    private static final String CLIENT_ID = "property-portal-console";
    private static final String SECRET = UsedSecrets.remember(Api.unique("oidc-client-secret"));
    private static final String LABEL = "Sign in with Example ID";
    private static final String CALLBACK = Api.BASE + "/admin/sso/callback";
    private static final String REFUSED = "/admin/sign-in?error=sso-failed";

    private static TestOpenIdProvider provider;
    private static String knownSubject;
    private static String knownEmail;

    @BeforeAll
    static void startTheProviderAndRestartWithIt() throws IOException, InterruptedException {
        Fixture one = new Fixture().imported();
        Fixture two = new Fixture().imported();
        knownEmail = Api.unique("kim") + "@example.com";
        String ambiguous = Api.unique("ava") + "@example.com";
        String archived = Api.unique("noah") + "@example.com";
        String unverified = Api.unique("lea") + "@example.com";
        knownSubject = "user:" + createUser(one, knownEmail);
        createUser(one, ambiguous);
        createUser(two, ambiguous);
        String archivedId = createUser(one, archived);
        assertEquals(
                200,
                Api.send(
                                "DELETE",
                                "/api/admin/organizations/" + one.org + "/users/" + archivedId,
                                null,
                                null,
                                "Authorization",
                                Api.adminAuthorization())
                        .status());
        createUser(one, unverified);
        String accounts = Json.createObjectBuilder()
                // The provider's address in another case than the user's: addresses are compared in lower case.
                .add("known", account(knownEmail.toUpperCase(java.util.Locale.ROOT), true))
                .add("unknown", account(Api.unique("nobody") + "@example.com", true))
                .add("ambiguous", account(ambiguous, true))
                .add("archived", account(archived, true))
                .add("unverified", account(unverified, false))
                .build()
                .toString();
        provider = TestOpenIdProvider.start(PORT, CLIENT_ID, SECRET, CALLBACK, accounts);
        ServerControl.restart(Map.of(
                "OIDC_ISSUER", TestOpenIdProvider.issuer(PORT),
                "OIDC_CLIENT_ID", CLIENT_ID,
                "OIDC_CLIENT_SECRET", SECRET,
                "OIDC_LABEL", LABEL));
    }

    @AfterAll
    static void stopTheProviderAndRestartWithoutIt() throws InterruptedException {
        if (provider != null) {
            provider.close();
        }
        ServerControl.unset(Set.of("OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET", "OIDC_LABEL"));
        ServerControl.restart();
    }

    private static JsonObject account(String email, boolean verified) {
        return Json.createObjectBuilder()
                .add("email", email)
                .add("email_verified", verified)
                .build();
    }

    /** An active user (with a password) of the fixture's organization; its id. */
    private static String createUser(Fixture fixture, String email) {
        String body = Json.createObjectBuilder()
                .add("email", email)
                .add("firstName", "Sam")
                .add("lastName", "Single")
                .add("role", "Staff")
                .add("password", UsedSecrets.remember(Api.unique("pw-long-enough")))
                .build()
                .toString();
        Api.Reply created = Api.adminPost("/api/admin/organizations/" + fixture.org + "/users", body);
        assertEquals(201, created.status(), created::toString);
        return created.json().getString("_id");
    }

    @Test
    void thePersonSignsInThroughTheProvidersPagesAndRefusalsSayWhy() throws IOException, InterruptedException {
        BrowserTests.run(
                "sso.test.mjs",
                Map.of(
                        "SCREENSHOTS", BrowserTests.screenshots().toString(),
                        "OIDC_LABEL", LABEL,
                        "KNOWN_SUBJECT", knownSubject));
        JsonObject signedIn = Api.adminGet("/api/admin/audit?action=sign-in&q=" + knownSubject)
                .json();
        assertTrue(signedIn.getInt("total") >= 1, signedIn::toString);
        assertEquals("sso", signedIn.getJsonArray("data").getJsonObject(0).getString("detail"));
        JsonObject unknown = Api.adminGet("/api/admin/audit?action=sign-in-failed&q=no%20active%20user")
                .json();
        assertTrue(unknown.getInt("total") >= 1, unknown::toString);
        // The browser's changed state was refused as such, with the flow's cookie present.
        JsonObject tampered = Api.adminGet(
                        "/api/admin/audit?action=sign-in-failed&q=" + "not%20the%20one%20this%20browser")
                .json();
        assertTrue(tampered.getInt("total") >= 1, tampered::toString);
    }

    @Test
    void theSignInPageLearnsTheButtonsLabel() {
        JsonObject config = Api.get("/admin/sso/config").json();
        assertTrue(config.getBoolean("enabled"), config::toString);
        assertEquals(LABEL, config.getString("label"));
    }

    @Test
    void theProviderIsAskedForACodeWithStateNonceAndPkce() {
        Api.Reply start = Api.get("/admin/sso");
        assertEquals(302, start.status(), start::toString);
        String location = start.header("Location");
        assertTrue(location.startsWith(TestOpenIdProvider.issuer(PORT) + "/auth?"), location);
        Map<String, String> query = parameters(URI.create(location).getRawQuery());
        assertEquals("code", query.get("response_type"));
        assertEquals(CLIENT_ID, query.get("client_id"));
        assertEquals(CALLBACK, query.get("redirect_uri"));
        assertEquals("openid email profile", query.get("scope"));
        assertEquals("S256", query.get("code_challenge_method"));
        assertEquals(43, query.get("code_challenge").length());
        assertEquals(43, query.get("state").length());
        assertEquals(43, query.get("nonce").length());
        String cookie = start.header("Set-Cookie");
        assertTrue(cookie.startsWith("portal_sso="), cookie);
        for (String attribute : List.of("Path=/admin/sso", "Max-Age=600", "HttpOnly", "SameSite=Lax")) {
            assertTrue(Arrays.asList(cookie.split("; ")).contains(attribute), cookie);
        }
        assertFalse(cookie.contains(query.get("state")), "the cookie's content is encrypted: " + cookie);
        assertFalse(cookie.contains(query.get("nonce")), cookie);
        assertEquals(
                "no-store", start.header("Cache-Control").replace(", ", ",").split(",")[0]);
    }

    @Test
    void theCallbackRefusesAStateACodeOrACookieItDidNotIssue() {
        Api.Reply start = Api.get("/admin/sso");
        String state =
                parameters(URI.create(start.header("Location")).getRawQuery()).get("state");
        String cookie = start.header("Set-Cookie").split(";")[0];
        String value = cookie.substring("portal_sso=".length());
        String forged = "portal_sso=" + value.substring(0, value.length() - 2) + (value.endsWith("AA") ? "BB" : "AA");
        String otherState = (state.startsWith("A") ? "B" : "A") + state.substring(1);

        refused("/admin/sso/callback?code=abc&state=" + state);
        refused("/admin/sso/callback?code=abc&state=" + otherState, "Cookie", cookie);
        refused("/admin/sso/callback?state=" + state, "Cookie", cookie);
        refused("/admin/sso/callback?code=abc&state=" + state, "Cookie", forged);
        refused("/admin/sso/callback?error=access_denied&state=" + state, "Cookie", cookie);
        // The right state with a code the provider never issued: its token endpoint refuses the exchange.
        refused("/admin/sso/callback?code=made-up-code&state=" + state, "Cookie", cookie);
        // A redirect that names another issuer (RFC 9207) is refused before any exchange.
        refused("/admin/sso/callback?code=abc&iss=https%3A%2F%2Fevil.example&state=" + state, "Cookie", cookie);
    }

    private static void refused(String path, String... headers) {
        Api.Reply reply = Api.get(path, headers);
        assertEquals(303, reply.status(), () -> path + ": " + reply);
        assertTrue(reply.header("Location").endsWith(REFUSED), () -> path + ": " + reply.header("Location"));
        List<String> cookies = reply.headers().allValues("Set-Cookie");
        assertTrue(
                cookies.stream().anyMatch(c -> c.startsWith("portal_sso=;") && c.contains("Max-Age=0")),
                cookies::toString);
        assertTrue(cookies.stream().noneMatch(c -> c.startsWith("portal_console=")), cookies::toString);
        assertNull(
                reply.headers()
                        .firstValue("Content-Type")
                        .filter(t -> t.contains("json"))
                        .orElse(null),
                reply::toString);
    }

    private static Map<String, String> parameters(String rawQuery) {
        return Arrays.stream(rawQuery.split("&"))
                .map(pair -> pair.split("=", 2))
                .collect(Collectors.toMap(
                        pair -> URLDecoder.decode(pair[0], StandardCharsets.UTF_8),
                        pair -> URLDecoder.decode(pair[1], StandardCharsets.UTF_8)));
    }
}
