package it.com.propertyportal.admin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import it.com.propertyportal.BrowserTests;
import it.com.propertyportal.Fixture;
import it.com.propertyportal.UsedSecrets;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import java.io.IOException;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Single sign-on per organization, against two real OpenID providers (TestOpenIdProvider), one for each of two
 * organizations, through the API and, in the browser test, through the providers' own pages. The provider's
 * address is looked up in its own organization alone: another organization's Admin who gives one of their users
 * the same address changes nothing for it.
 */
class SingleSignOnIT {

    private static final int HARBOR_PORT = Integer.getInteger("it.oidc.port", 9191);
    private static final int SUMMIT_PORT = Integer.getInteger("it.oidc.second.port", 9193);
    private static final String CLIENT_ID = "property-portal-console";
    private static final String CALLBACK = Api.BASE + "/admin/sso/callback";
    private static final String HARBOR_LABEL = "Sign in with Harbor ID";
    private static final String SUMMIT_LABEL = "Sign in with Summit Login";

    private static final Fixture harbor = new Fixture();
    private static final Fixture summit = new Fixture();
    private static final String harborDomain = Api.unique("harbor").toLowerCase(Locale.ROOT) + ".example";
    private static final String summitDomain = Api.unique("summit").toLowerCase(Locale.ROOT) + ".example";
    private static final String harborSecret = UsedSecrets.remember(Api.unique("harbor-client-secret"));
    private static final String summitSecret = UsedSecrets.remember(Api.unique("summit-client-secret"));

    private static TestOpenIdProvider harborId;
    private static TestOpenIdProvider summitId;
    private static final Map<String, String> subjects = new HashMap<>();

    @BeforeAll
    static void twoOrganizationsEachWithItsOwnProvider() throws IOException, InterruptedException {
        harbor.imported();
        summit.imported();
        String kim = "kim@" + harborDomain;
        String sam = "sam@" + summitDomain;
        subjects.put("kim", "user:" + createUser(harbor, kim, "Staff"));
        subjects.put("sam", "user:" + createUser(summit, sam, "Staff"));
        String archived = "noah@" + harborDomain;
        archive(harbor, createUser(harbor, archived, "Staff"));
        String outsider = Api.unique("ava") + "@elsewhere.example";
        createUser(harbor, outsider, "Staff");
        // Summit's Admin gives a user of summit kim's address: the attack that made kim's sign-on ambiguous.
        String summitAdmin = Api.unique("admin") + "@" + summitDomain;
        String summitAdminPassword = UsedSecrets.remember(Api.unique("pw-long-enough"));
        createUser(summit, summitAdmin, "Admin", summitAdminPassword);
        Api.Reply copy = Api.post(
                "/api/admin/organizations/" + summit.org + "/users",
                user(kim, "Admin", UsedSecrets.remember(Api.unique("pw-long-enough"))),
                "Authorization",
                Api.basic(summitAdmin, summitAdminPassword));
        assertEquals(201, copy.status(), copy::toString);

        harborId = TestOpenIdProvider.start(
                HARBOR_PORT,
                CLIENT_ID,
                harborSecret,
                CALLBACK,
                Json.createObjectBuilder()
                        // The provider's address in another case than the user's: addresses are compared in lower case.
                        .add("kim", account(kim.toUpperCase(Locale.ROOT), true))
                        .add("unknown", account("nobody@" + harborDomain, true))
                        .add("archived", account(archived, true))
                        .add("unverified", account(kim, false))
                        .add("outsider", account(outsider, true))
                        .build()
                        .toString());
        summitId = TestOpenIdProvider.start(
                SUMMIT_PORT,
                CLIENT_ID,
                summitSecret,
                CALLBACK,
                Json.createObjectBuilder()
                        .add("sam", account(sam, true))
                        .add("kim", account(kim, true))
                        .build()
                        .toString());
        configure(harbor, HARBOR_PORT, harborSecret, HARBOR_LABEL, List.of(harborDomain));
        configure(summit, SUMMIT_PORT, summitSecret, SUMMIT_LABEL, List.of(summitDomain));
    }

    @AfterAll
    static void stopTheProviders() throws InterruptedException {
        for (TestOpenIdProvider provider : Arrays.asList(harborId, summitId)) {
            if (provider != null) {
                provider.close();
            }
        }
    }

    private static void configure(Fixture fixture, int port, String secret, String label, List<String> domains) {
        Api.Reply set = Api.send(
                "PUT",
                "/api/admin/organizations/" + fixture.org + "/sso",
                Json.createObjectBuilder()
                        .add("issuer", TestOpenIdProvider.issuer(port))
                        .add("clientId", CLIENT_ID)
                        .add("clientSecret", secret)
                        .add("label", label)
                        .add("emailDomains", Json.createArrayBuilder(domains))
                        .build()
                        .toString(),
                "application/json",
                "Authorization",
                Api.adminAuthorization());
        assertEquals(200, set.status(), set::toString);
    }

    private static JsonObject account(String email, boolean verified) {
        return Json.createObjectBuilder()
                .add("email", email)
                .add("email_verified", verified)
                .build();
    }

    private static String user(String email, String role, String password) {
        return Json.createObjectBuilder()
                .add("email", email)
                .add("firstName", "Sam")
                .add("lastName", "Single")
                .add("role", role)
                .add("password", password)
                .build()
                .toString();
    }

    /** An active user (with a password) of the fixture's organization; its id. */
    private static String createUser(Fixture fixture, String email, String role) {
        return createUser(fixture, email, role, UsedSecrets.remember(Api.unique("pw-long-enough")));
    }

    private static String createUser(Fixture fixture, String email, String role, String password) {
        Api.Reply created =
                Api.adminPost("/api/admin/organizations/" + fixture.org + "/users", user(email, role, password));
        assertEquals(201, created.status(), created::toString);
        return created.json().getString("_id");
    }

    private static void archive(Fixture fixture, String userId) {
        Api.Reply archived = Api.send(
                "DELETE",
                "/api/admin/organizations/" + fixture.org + "/users/" + userId,
                null,
                null,
                "Authorization",
                Api.adminAuthorization());
        assertEquals(200, archived.status(), archived::toString);
    }

    @Test
    void peopleSignInThroughTheirOwnOrganizationsProviderPagesAndRefusalsSayWhy()
            throws IOException, InterruptedException {
        BrowserTests.run(
                "sso.test.mjs",
                Map.of(
                        "SCREENSHOTS",
                        BrowserTests.screenshots().toString(),
                        "HARBOR_DOMAIN",
                        harborDomain,
                        "HARBOR_LABEL",
                        HARBOR_LABEL,
                        "KIM_SUBJECT",
                        subjects.get("kim"),
                        "SUMMIT_ORGANIZATION",
                        summit.org,
                        "SUMMIT_LABEL",
                        SUMMIT_LABEL,
                        "SAM_SUBJECT",
                        subjects.get("sam")));
        JsonObject signedIn = Api.adminGet("/api/admin/audit?action=sign-in&user="
                        + subjects.get("kim").substring(5))
                .json();
        assertTrue(signedIn.getInt("total") >= 1, signedIn::toString);
        assertEquals("sso", signedIn.getJsonArray("data").getJsonObject(0).getString("detail"));
        JsonObject unknown = Api.adminGet("/api/admin/audit?action=sign-in-failed&q=no%20active%20user")
                .json();
        assertTrue(unknown.getInt("total") >= 1, unknown::toString);
    }

    @Test
    void theSignInPageLearnsWhetherAndHowToOfferSingleSignOn() {
        JsonObject any = Api.get("/admin/sso/config").json();
        assertTrue(any.getBoolean("enabled"), any::toString);
        JsonObject own = Api.get("/admin/sso/config?organization=" + harbor.org).json();
        assertTrue(own.getBoolean("enabled"), own::toString);
        assertEquals(HARBOR_LABEL, own.getString("label"));
        JsonObject none =
                Api.get("/admin/sso/config?organization=" + Api.unique("org")).json();
        assertFalse(none.getBoolean("enabled"), none::toString);
        assertFalse(none.containsKey("label"), none::toString);
        assertEquals(
                400, Api.get("/admin/sso/config?organization=not%20an%20id").status());
    }

    @Test
    void theOrganizationsProviderIsAskedForACodeWithStateNonceAndPkce() {
        Api.Reply start = Api.get("/admin/sso?organization=" + harbor.org);
        assertEquals(302, start.status(), start::toString);
        String location = start.header("Location");
        assertTrue(location.startsWith(TestOpenIdProvider.issuer(HARBOR_PORT) + "/auth?"), location);
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
        String token = cookie.substring("portal_sso=".length(), cookie.indexOf(';'));
        assertEquals(43, token.length(), "the cookie carries a random token naming the flow, nothing of it");
        assertFalse(List.of(query.get("state"), query.get("nonce")).contains(token), cookie);
        assertEquals(
                "no-store", start.header("Cache-Control").replace(", ", ",").split(",")[0]);
    }

    @Test
    void theAddressesDomainFindsItsOrganizationsProviderAndNoOther() {
        Api.Reply byHarbor = Api.get("/admin/sso?email=kim%40" + harborDomain);
        assertEquals(302, byHarbor.status(), byHarbor::toString);
        assertTrue(byHarbor.header("Location").startsWith(TestOpenIdProvider.issuer(HARBOR_PORT) + "/auth?"));
        assertTrue(byHarbor.header("Location").contains("login_hint=kim%40" + harborDomain), byHarbor::toString);
        Api.Reply bySummit = Api.get("/admin/sso?email=SAM%40" + summitDomain.toUpperCase(Locale.ROOT));
        assertEquals(302, bySummit.status(), bySummit::toString);
        assertTrue(bySummit.header("Location").startsWith(TestOpenIdProvider.issuer(SUMMIT_PORT) + "/auth?"));
        refused("/admin/sso?email=kim%40" + Api.unique("nowhere") + ".example", "sso-none");
        refused("/admin/sso?email=not-an-address", "sso-none");
        refused("/admin/sso", "sso-none");
        refused("/admin/sso?organization=" + Api.unique("org"), "sso-none");
    }

    @Test
    void aClientAddressStartsSixtySignOnsAnHour() {
        int host = 1 + new java.util.Random().nextInt(250);
        String client = "198.18.77." + host;
        for (int i = 1; i <= 60; i++) {
            Api.Reply start = Api.get("/admin/sso?organization=" + harbor.org, "X-Forwarded-For", client);
            assertEquals(302, start.status(), "start " + i + ": " + start);
        }
        refused("/admin/sso?organization=" + harbor.org, "sso-busy", "X-Forwarded-For", client);
        Api.Reply other = Api.get("/admin/sso?organization=" + harbor.org, "X-Forwarded-For", "198.18.78." + host);
        assertEquals(302, other.status(), "another address is not affected: " + other);
    }

    @Test
    void aDomainTwoOrganizationsSignInSendsThePersonToTheirOrganizationsOwnLink() {
        String shared = Api.unique("shared").toLowerCase(Locale.ROOT) + ".example";
        for (Fixture fixture : List.of(new Fixture().imported(), new Fixture().imported())) {
            configure(fixture, HARBOR_PORT, harborSecret, "Shared", List.of(shared));
        }
        refused("/admin/sso?email=pat%40" + shared, "sso-organization");
    }

    @Test
    void theCallbackRefusesAStateACodeOrACookieItDidNotIssueAndAFlowTwice() {
        Api.Reply start = Api.get("/admin/sso?organization=" + harbor.org);
        String state =
                parameters(URI.create(start.header("Location")).getRawQuery()).get("state");
        String cookie = start.header("Set-Cookie").split(";")[0];
        String value = cookie.substring("portal_sso=".length());
        String forged = "portal_sso=" + value.substring(0, value.length() - 2) + (value.endsWith("AA") ? "BB" : "AA");
        String otherState = (state.startsWith("A") ? "B" : "A") + state.substring(1);

        refused("/admin/sso/callback?code=abc&state=" + state, "sso-failed");
        refused("/admin/sso/callback?code=abc&state=" + state, "sso-failed", "Cookie", forged);
        // A wrong state spends the flow: the right state afterwards finds none.
        refused("/admin/sso/callback?code=abc&state=" + otherState, "sso-failed", "Cookie", cookie);
        refused("/admin/sso/callback?code=abc&state=" + state, "sso-failed", "Cookie", cookie);
        for (String path : List.of(
                "/admin/sso/callback?state=%s",
                "/admin/sso/callback?error=access_denied&state=%s",
                // The right state with a code the provider never issued: its token endpoint refuses the exchange.
                "/admin/sso/callback?code=made-up-code&state=%s",
                // A redirect that names another issuer (RFC 9207) is refused before any exchange.
                "/admin/sso/callback?code=abc&iss=https%%3A%%2F%%2Fevil.example&state=%s")) {
            Api.Reply fresh = Api.get("/admin/sso?organization=" + harbor.org);
            String freshState = parameters(URI.create(fresh.header("Location")).getRawQuery())
                    .get("state");
            String freshCookie = fresh.header("Set-Cookie").split(";")[0];
            refused(path.formatted(freshState), "sso-failed", "Cookie", freshCookie);
            // Each flow works once: the same callback again finds nothing under way.
            refused(path.formatted(freshState), "sso-failed", "Cookie", freshCookie);
        }
        JsonObject twice = Api.adminGet("/api/admin/audit?action=sign-in-failed&q=finished%20already")
                .json();
        assertTrue(twice.getInt("total") >= 1, twice::toString);
    }

    @Test
    void anAdminSetsTheirOwnOrganizationsProviderAndOnlyOneTheServerMayCall() {
        Fixture own = new Fixture().imported();
        String adminEmail = Api.unique("admin") + "@example.com";
        String adminPassword = UsedSecrets.remember(Api.unique("pw-long-enough"));
        createUser(own, adminEmail, "Admin", adminPassword);
        String admin = Api.basic(adminEmail, adminPassword);
        String path = "/api/admin/organizations/" + own.org + "/sso";
        Api.Reply before = Api.get(path, "Authorization", admin);
        assertEquals(200, before.status(), before::toString);
        assertFalse(before.json().getBoolean("configured"), before::toString);
        assertEquals(CALLBACK, before.json().getString("redirectUri"), "what to register, before there is a provider");
        assertFalse(before.json().containsKey("issuer"), before::toString);
        String secret = UsedSecrets.remember(Api.unique("own-client-secret"));
        Api.Reply firstWithoutSecret =
                put(path, "{\"issuer\":\"https://login.own.example\",\"clientId\":\"portal\"}", admin);
        assertEquals(400, firstWithoutSecret.status(), firstWithoutSecret::toString);
        assertTrue(firstWithoutSecret.body().contains("\"clientSecret\""), firstWithoutSecret::toString);
        Api.Reply set = put(
                path,
                "{\"issuer\":\"https://login.own.example/realms/staff/\",\"clientId\":\"portal\",\"clientSecret\":\""
                        + secret + "\",\"emailDomains\":[\"Own.Example\", \"b\\u00fccher.example\"]}",
                admin);
        assertEquals(200, set.status(), set::toString);
        JsonObject kept = set.json();
        assertTrue(kept.getBoolean("configured"), kept::toString);
        assertEquals("https://login.own.example/realms/staff", kept.getString("issuer"));
        assertEquals("Sign in with single sign-on", kept.getString("label"));
        assertEquals(
                List.of("own.example", "xn--bcher-kva.example"),
                kept.getJsonArray("emailDomains").getValuesAs(jakarta.json.JsonString.class).stream()
                        .map(jakarta.json.JsonString::getString)
                        .toList());
        assertTrue(kept.getBoolean("clientSecretSet"));
        assertEquals(CALLBACK, kept.getString("redirectUri"));
        assertEquals(Api.BASE + "/admin/sign-in?organization=" + own.org, kept.getString("signInUrl"));
        Api.Reply read = Api.get(path, "Authorization", admin);
        assertEquals(200, read.status(), read::toString);
        assertFalse(read.body().contains(secret), "the secret is never answered");
        Api.Reply keptSecret = put(path, "{\"issuer\":\"https://login.own.example\",\"clientId\":\"portal-2\"}", admin);
        assertEquals(200, keptSecret.status(), "without a secret the one kept stays: " + keptSecret);
        JsonObject audit = Api.adminGet("/api/admin/audit?action=sso-configured&q=" + own.org)
                .json();
        assertTrue(audit.getInt("total") >= 2, audit::toString);
        assertFalse(audit.toString().contains(secret), "the secret is in no audit entry");

        for (String issuer : List.of(
                "http://login.own.example",
                "https://169.254.169.254/latest",
                "https://10.0.0.8",
                "https://[::1]:8443",
                "http://localhost:9191",
                "ftp://login.own.example",
                "https://user:pw@login.own.example",
                "https://login.own.example/realm?x=1",
                "login.own.example")) {
            Api.Reply refused = put(
                    path,
                    Json.createObjectBuilder()
                            .add("issuer", issuer)
                            .add("clientId", "portal")
                            .build()
                            .toString(),
                    admin);
            assertEquals(400, refused.status(), () -> issuer + ": " + refused);
            assertTrue(refused.body().contains("\"field\":\"issuer\""), () -> issuer + ": " + refused);
        }
        Api.Reply badDomains = put(
                path,
                "{\"issuer\":\"https://login.own.example\",\"clientId\":\"portal\",\"emailDomains\":[\"own.example\","
                        + "\"not a domain\",\"own.example\"],\"label\":\"" + "x".repeat(61) + "\"}",
                admin);
        assertEquals(400, badDomains.status(), badDomains::toString);
        for (String field : List.of("emailDomains[1]", "emailDomains[2]", "label")) {
            assertTrue(badDomains.body().contains("\"field\":\"" + field + "\""), () -> field + ": " + badDomains);
        }
        assertEquals(
                204,
                Api.send("DELETE", path, null, null, "Authorization", admin).status());
        assertFalse(Api.get(path, "Authorization", admin).json().getBoolean("configured"));
        assertEquals(
                404,
                Api.send("DELETE", path, null, null, "Authorization", admin).status(),
                "nothing to remove");
        // Another organization's Admin does not reach it.
        assertEquals(
                404,
                Api.get("/api/admin/organizations/" + harbor.org + "/sso", "Authorization", admin)
                        .status());
    }

    private static Api.Reply put(String path, String body, String authorization) {
        return Api.send("PUT", path, body, "application/json", "Authorization", authorization);
    }

    private static void refused(String path, String error, String... headers) {
        Api.Reply reply = Api.get(path, headers);
        assertEquals(303, reply.status(), () -> path + ": " + reply);
        String location = reply.header("Location");
        assertTrue(location.contains("/admin/sign-in?error=" + error), () -> path + ": " + location);
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
