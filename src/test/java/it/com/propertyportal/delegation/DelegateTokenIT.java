package it.com.propertyportal.delegation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.crypto.ECDSASigner;
import com.nimbusds.jose.jwk.Curve;
import com.nimbusds.jose.jwk.ECKey;
import com.nimbusds.jose.jwk.JWKSet;
import com.nimbusds.jose.jwk.gen.ECKeyGenerator;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.SignedJWT;
import it.com.propertyportal.Api;
import it.com.propertyportal.Fixture;
import it.com.propertyportal.UsedSecrets;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Delegate tokens end to end on a real server: issued to a signed-in user (never the operator), published keys,
 * verified with and without a key, getMe in each shape, and accepted on the core API with the user's role,
 * confined to the user's organization and audited; every bad token a 401 with one answer.
 */
class DelegateTokenIT {

    static final Fixture A = new Fixture();
    static final Fixture B = new Fixture();
    static String keyOfA;
    static String keyOfB;
    static String viewer;
    static String staff;
    static String staffId;
    static String admin;
    static String appOfA;
    static String appOfB;

    @BeforeAll
    static void twoOrganizationsWithUsersAndApps() {
        for (Fixture f : List.of(A, B)) {
            Api.Reply imported = Api.importDocument(f.document());
            assertEquals(200, imported.status(), imported::toString);
        }
        keyOfA = A.newKey();
        keyOfB = B.newKey();
        viewer = user(A, "Viewer")[0];
        String[] staffUser = user(A, "Staff");
        staff = staffUser[0];
        staffId = staffUser[1];
        admin = user(A, "Admin")[0];
        appOfA = app(A, "Move-in checklist");
        appOfB = app(B, "Other organization's tool");
    }

    @Test
    void aUserGetsASignedTokenWithTheDocumentedClaims() throws Exception {
        Instant before = Instant.now();
        JsonObject issued = issue(staff, appOfA);
        String token = issued.getString("token");
        Instant expires = Instant.parse(issued.getString("expiresAt"));
        assertTrue(
                !expires.isBefore(before.plus(Duration.ofMinutes(5)).minusSeconds(5))
                        && !expires.isAfter(
                                Instant.now().plus(Duration.ofMinutes(5)).plusSeconds(5)),
                issued.toString());
        SignedJWT jwt = SignedJWT.parse(token);
        assertEquals(JWSAlgorithm.ES256, jwt.getHeader().getAlgorithm());
        JWTClaimsSet claims = jwt.getJWTClaimsSet();
        assertEquals(staffId, claims.getSubject());
        assertEquals(A.org, claims.getStringClaim("companyId"));
        assertEquals("Staff", claims.getStringClaim("role"));
        assertEquals(appOfA, claims.getStringClaim("appClientId"));
        assertEquals("property-portal", claims.getIssuer());
        assertEquals(List.of("property-portal"), claims.getAudience());
        assertNotNull(claims.getJWTID());
        assertEquals(
                expires.getEpochSecond(), claims.getExpirationTime().toInstant().getEpochSecond());

        Api.Reply jwks = Api.get("/.well-known/jwks.json");
        assertEquals(200, jwks.status(), jwks::toString);
        assertEquals("*", jwks.header("Access-Control-Allow-Origin"));
        JWKSet set = JWKSet.parse(jwks.body());
        ECKey published = (ECKey) set.getKeyByKeyId(jwt.getHeader().getKeyID());
        assertNotNull(published, "the token's kid is published");
        assertFalse(published.isPrivate(), "only public keys are published");
        assertFalse(jwks.body().contains("\"d\""), jwks.body());
        assertTrue(
                jwt.verify(new com.nimbusds.jose.crypto.ECDSAVerifier(published)), "verifies with the published key");
    }

    @Test
    void theOperatorIsNoUserAndAnotherOrganizationsAppIsNoApp() {
        Api.Reply operator = Api.post("/api/platform/user-token", "{}", "Authorization", Api.adminAuthorization());
        assertEquals(403, operator.status(), operator::toString);
        assertEquals("USER_REQUIRED", operator.json().getString("error"));
        for (String app : List.of(appOfB, "app_unknown")) {
            Api.Reply refused =
                    Api.post("/api/platform/user-token", "{\"appClientId\":\"" + app + "\"}", "Authorization", staff);
            assertEquals(400, refused.status(), refused::toString);
            assertTrue(refused.body().contains("appClientId"), refused::toString);
        }
        Api.Reply unknownMember = Api.post("/api/platform/user-token", "{\"sub\":\"someone\"}", "Authorization", staff);
        assertEquals(400, unknownMember.status(), unknownMember::toString);
        assertEquals(401, Api.post("/api/platform/user-token", "{}").status());
    }

    @Test
    void anAppVerifiesItsTokenWithoutAKey() {
        Api.Reply verified = verifyApp(issue(staff, appOfA).getString("token"));
        assertEquals(200, verified.status(), verified::toString);
        JsonObject body = verified.json();
        assertEquals(staffId, body.getString("userId"));
        assertEquals(A.org, body.getString("companyId"));
        assertEquals("Test organization " + A.org, body.getString("companyName"));
        assertEquals(appOfA, body.getString("appClientId"));
        assertEquals("Move-in checklist", body.getString("appTitle"));
        assertTrue(body.getString("email").endsWith("@example.com"));
        assertEquals("*", verified.header("Access-Control-Allow-Origin"));

        Api.Reply withoutApp = verifyApp(issue(staff, null).getString("token"));
        assertInvalid(withoutApp);
        Api.Reply missing = Api.post("/api/app/verify", "{}");
        assertEquals(400, missing.status(), missing::toString);
        assertTrue(missing.body().contains("token"), missing::toString);
        assertEquals("*", missing.header("Access-Control-Allow-Origin"), "a page can read the problem too");
        assertEquals(400, Api.post("/api/app/verify", "{\"token\":42}").status());
        Api.Reply preflight = Api.send(
                "OPTIONS",
                "/api/app/verify",
                null,
                null,
                "Origin",
                "https://apps.example.com",
                "Access-Control-Request-Method",
                "POST");
        assertTrue(preflight.status() == 200 || preflight.status() == 204, preflight::toString);
        assertEquals("*", preflight.header("Access-Control-Allow-Origin"));
    }

    @Test
    void everyBadTokenIsOneAnswer() throws Exception {
        String good = issue(staff, appOfA).getString("token");
        String[] parts = good.split("\\.");
        String payload = new String(Base64.getUrlDecoder().decode(parts[1]), StandardCharsets.UTF_8);
        String otherOrganization = Base64.getUrlEncoder()
                .withoutPadding()
                .encodeToString(payload.replace(A.org, B.org).getBytes(StandardCharsets.UTF_8));
        String tampered = parts[0] + "." + otherOrganization + "." + parts[2];
        String none = Base64.getUrlEncoder()
                        .withoutPadding()
                        .encodeToString("{\"alg\":\"none\",\"typ\":\"JWT\"}".getBytes(StandardCharsets.UTF_8))
                + "." + parts[1] + ".";
        ECKey stranger = new ECKeyGenerator(Curve.P_256).keyID("not-ours").generate();
        SignedJWT unknownKid = new SignedJWT(
                new JWSHeader.Builder(JWSAlgorithm.ES256).keyID("not-ours").build(),
                SignedJWT.parse(good).getJWTClaimsSet());
        unknownKid.sign(new ECDSASigner(stranger));
        SignedJWT sameKidOtherKey = new SignedJWT(
                new JWSHeader.Builder(JWSAlgorithm.ES256)
                        .keyID(SignedJWT.parse(good).getHeader().getKeyID())
                        .build(),
                SignedJWT.parse(good).getJWTClaimsSet());
        sameKidOtherKey.sign(new ECDSASigner(stranger));
        for (String bad : List.of(
                tampered,
                none,
                highS(good),
                oneStrayBit(good),
                unknownKid.serialize(),
                sameKidOtherKey.serialize(),
                "garbage",
                good.substring(0, good.length() - 2),
                "x".repeat(4096))) {
            assertInvalid(verifyApp(bad));
            assertInvalid(Api.get("/api/app/me", "Authorization", "DelegateToken " + bad));
            assertInvalid(Api.post("/api/board/verify-user", body(bad), "x-token", keyOfA));
        }
        assertEquals(400, verifyApp("x".repeat(4097)).status(), "a token longer than any is a 400 naming it");
    }

    @Test
    void anIntegratorsServerVerifiesATokenOfItsOwnOrganizationOnly() {
        String token = issue(viewer, null).getString("token");
        Api.Reply verified = Api.post("/api/board/verify-user", body(token), "x-token", keyOfA);
        assertEquals(200, verified.status(), verified::toString);
        assertEquals(A.org, verified.json().getString("companyId"));
        assertFalse(verified.json().containsKey("appClientId"));
        assertInvalid(Api.post("/api/board/verify-user", body(token), "x-token", keyOfB));
        assertEquals(401, Api.post("/api/board/verify-user", body(token)).status());
        Api.Reply missing = Api.post("/api/board/verify-user", "{}", "x-token", keyOfA);
        assertEquals(400, missing.status(), missing::toString);
        assertTrue(missing.body().contains("token"), missing::toString);
    }

    @Test
    void getMeAnswersEachCredentialsShape() {
        JsonObject asApp = Api.get(
                        "/api/app/me",
                        "Authorization",
                        "DelegateToken " + issue(staff, appOfA).getString("token"))
                .json();
        assertEquals("app", asApp.getString("type"));
        assertEquals(appOfA, asApp.getString("appClientId"));
        assertEquals(staffId, asApp.getString("userId"));
        JsonObject asUser = Api.get(
                        "/api/app/me",
                        "Authorization",
                        "DelegateToken " + issue(staff, null).getString("token"))
                .json();
        assertEquals("user", asUser.getString("type"));
        assertFalse(asUser.containsKey("appClientId"));
        JsonObject asKey = Api.get("/api/app/me", "x-token", keyOfA).json();
        assertEquals("apiKey", asKey.getString("type"));
        assertEquals(A.org, asKey.getString("companyId"));
        assertEquals(401, Api.get("/api/app/me").status());
        Api.Reply both = Api.get(
                "/api/app/me",
                "x-token",
                keyOfA,
                "Authorization",
                "DelegateToken " + issue(staff, null).getString("token"));
        assertEquals(401, both.status(), both::toString);
    }

    @Test
    void theCoreApiTakesATokenWithTheUsersRoleInTheUsersOrganization() {
        String asViewer = "DelegateToken " + issue(viewer, null).getString("token");
        Api.Reply contacts = Api.get("/api/contacts?pageSize=100", "Authorization", asViewer);
        assertEquals(200, contacts.status(), contacts::toString);
        assertTrue(contacts.body().contains(A.contact) && !contacts.body().contains(B.contact), contacts::toString);
        Api.Reply viewerWrites =
                Api.post("/api/board/" + A.board, "{\"name\":\"by a viewer\"}", "Authorization", asViewer);
        assertEquals(403, viewerWrites.status(), viewerWrites::toString);
        assertEquals("ROLE_REQUIRED", viewerWrites.json().getString("error"));
        assertTrue(viewerWrites.body().contains("Staff"), viewerWrites::toString);

        String asStaff = "DelegateToken " + issue(staff, appOfA).getString("token");
        Api.Reply card =
                Api.post("/api/board/" + A.board, "{\"name\":\"by staff through an app\"}", "Authorization", asStaff);
        assertEquals(200, card.status(), card::toString);
        Api.Reply otherBoard = Api.get("/api/board/" + B.board, "Authorization", asStaff);
        assertEquals(404, otherBoard.status(), otherBoard::toString);
        Api.Reply keys = Api.get(
                "/api/admin/boards/" + A.board + "/api-keys",
                "Authorization",
                "DelegateToken " + issue(admin, null).getString("token"));
        assertEquals(401, keys.status(), "key management is never reached with a delegate token: " + keys);

        // Spelt another way the router takes, the path is audited as the resource's.
        Api.Reply oddlySpelt =
                Api.post("/api;x/board/" + A.board, "{\"name\":\"spelt oddly\"}", "Authorization", asStaff);
        assertEquals(200, oddlySpelt.status(), oddlySpelt::toString);
        JsonObject audit = Api.adminGet("/api/admin/audit?action=delegated-change&user=" + staffId + "&limit=50")
                .json();
        List<String> targets = audit.getJsonArray("data").getValuesAs(JsonObject.class).stream()
                .map(entry -> entry.getString("target"))
                .toList();
        assertEquals(List.of("POST /api/board/" + A.board, "POST /api/board/" + A.board), targets, audit::toString);
        assertTrue(audit.toString().contains(appOfA), audit::toString);
        JsonObject issuedEntries = Api.adminGet("/api/admin/audit?action=delegate-token-issued&user=" + staffId)
                .json();
        assertTrue(issuedEntries.getJsonArray("data").size() > 0, issuedEntries::toString);
        assertFalse(issuedEntries.toString().contains("eyJ"), "the audit never holds a token");
    }

    @Test
    void aTokenEndsWithItsUserOrItsApp() {
        String[] leaving = user(A, "Staff");
        String token = issue(leaving[0], null).getString("token");
        assertEquals(
                200,
                Api.get("/api/app/me", "Authorization", "DelegateToken " + token)
                        .status());
        Api.Reply archived = Api.delete(
                "/api/admin/organizations/" + A.org + "/users/" + leaving[1],
                "Authorization",
                Api.adminAuthorization());
        assertEquals(200, archived.status(), archived::toString);
        assertInvalid(Api.get("/api/app/me", "Authorization", "DelegateToken " + token));

        String app = app(A, "Short-lived tool");
        String appToken = issue(staff, app).getString("token");
        assertEquals(200, verifyApp(appToken).status());
        Api.Reply removed = Api.delete(
                "/api/admin/organizations/" + A.org + "/apps/" + app, "Authorization", Api.adminAuthorization());
        assertEquals(204, removed.status(), removed::toString);
        assertInvalid(verifyApp(appToken));
    }

    @Test
    void appsAreAnOrganizationsOwnAndHttps() {
        Api.Reply plain = Api.send(
                "POST",
                "/api/admin/organizations/" + A.org + "/apps",
                "{\"title\":\"t\",\"url\":\"http://apps.example.com/\"}",
                "application/json",
                "Authorization",
                admin);
        assertEquals(400, plain.status(), plain::toString);
        assertTrue(plain.body().contains("\"field\":\"url\""), plain::toString);
        Api.Reply list = Api.get("/api/admin/organizations/" + A.org + "/apps", "Authorization", viewer);
        assertEquals(200, list.status(), list::toString);
        assertTrue(list.body().contains(appOfA) && !list.body().contains(appOfB), list::toString);
        assertEquals(
                404,
                Api.get("/api/admin/organizations/" + B.org + "/apps", "Authorization", viewer)
                        .status());
        Api.Reply otherOrgs =
                Api.delete("/api/admin/organizations/" + A.org + "/apps/" + appOfB, "Authorization", admin);
        assertEquals(404, otherOrgs.status(), otherOrgs::toString);
    }

    @Test
    void aTabViewOpensAnAppOfTheBoardsOrganization() {
        Api.Reply made = Api.post(
                "/api/board/" + A.board + "/configuration/tabViews",
                "{\"name\":\"Checklist\",\"appClientId\":\"" + appOfA + "\"}",
                "x-token",
                keyOfA);
        assertEquals(200, made.status(), made::toString);
        assertEquals(appOfA, made.json().getJsonObject("data").getString("appClientId"));
        assertEquals(
                "https://apps.example.com/move-in-checklist",
                made.json().getJsonObject("data").getString("url"));
        Api.Reply foreign = Api.post(
                "/api/board/" + A.board + "/configuration/tabViews",
                "{\"name\":\"x\",\"appClientId\":\"" + appOfB + "\"}",
                "x-token",
                keyOfA);
        assertEquals(400, foreign.status(), foreign::toString);
        assertTrue(foreign.body().contains("appClientId"), foreign::toString);
        Api.Reply offOrigin = Api.post(
                "/api/board/" + A.board + "/configuration/tabViews",
                "{\"name\":\"x\",\"appClientId\":\"" + appOfA + "\",\"url\":\"https://elsewhere.example/\"}",
                "x-token",
                keyOfA);
        assertEquals(400, offOrigin.status(), offOrigin::toString);
        Api.Reply listed = Api.get("/api/admin/boards/" + A.board + "/tab-views", "Authorization", viewer);
        assertEquals(200, listed.status(), listed::toString);
        assertTrue(listed.body().contains(appOfA), listed::toString);
    }

    /** The token's signature with s replaced by n - s: as valid to ECDSA, another spelling of the same token. */
    static String highS(String token) {
        java.math.BigInteger order =
                new java.math.BigInteger("FFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551", 16);
        String[] parts = token.split("\\.");
        byte[] signature = Base64.getUrlDecoder().decode(parts[2]);
        java.math.BigInteger s = new java.math.BigInteger(1, java.util.Arrays.copyOfRange(signature, 32, 64));
        byte[] flipped = order.subtract(s).toByteArray();
        byte[] twin = java.util.Arrays.copyOf(signature, 64);
        java.util.Arrays.fill(twin, 32, 64, (byte) 0);
        int length = Math.min(flipped.length, 32);
        System.arraycopy(flipped, flipped.length - length, twin, 64 - length, length);
        return parts[0] + "." + parts[1] + "."
                + Base64.getUrlEncoder().withoutPadding().encodeToString(twin);
    }

    /** The signature's last character changed in a padding bit only: the same bytes, spelled another way. */
    static String oneStrayBit(String token) {
        String alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
        char last = token.charAt(token.length() - 1);
        return token.substring(0, token.length() - 1) + alphabet.charAt(alphabet.indexOf(last) ^ 1);
    }

    static JsonObject issue(String login, String app) {
        String json = app == null ? "{}" : "{\"appClientId\":\"" + app + "\"}";
        Api.Reply issued = Api.post("/api/platform/user-token", json, "Authorization", login);
        assertEquals(200, issued.status(), issued::toString);
        return issued.json();
    }

    static Api.Reply verifyApp(String token) {
        return Api.post("/api/app/verify", body(token));
    }

    static String body(String token) {
        return Json.createObjectBuilder().add("token", token).build().toString();
    }

    static void assertInvalid(Api.Reply reply) {
        assertEquals(401, reply.status(), reply::toString);
        assertTrue(reply.body().contains("INVALID_TOKEN"), reply::toString);
    }

    /** A user of the organization with the role: its Basic login and id. */
    static String[] user(Fixture f, String role) {
        String email = Api.unique(role.toLowerCase(Locale.ROOT)) + "@example.com";
        String password = UsedSecrets.remember("delegate-passphrase-" + Api.unique("p"));
        Api.Reply created = Api.adminPost(
                "/api/admin/organizations/" + f.org + "/users",
                Json.createObjectBuilder()
                        .add("email", email)
                        .add("firstName", "Dee")
                        .add("lastName", role)
                        .add("role", role)
                        .add("password", password)
                        .build()
                        .toString());
        assertEquals(201, created.status(), created::toString);
        return new String[] {Api.basic(email, password), created.json().getString("_id")};
    }

    static String app(Fixture f, String title) {
        String slug = title.toLowerCase(Locale.ROOT).replaceAll("[^a-z]+", "-");
        Api.Reply made = Api.adminPost(
                "/api/admin/organizations/" + f.org + "/apps",
                "{\"title\":\"" + title + "\",\"url\":\"https://apps.example.com/" + slug + "\"}");
        assertEquals(201, made.status(), made::toString);
        return made.json().getString("appClientId");
    }
}
