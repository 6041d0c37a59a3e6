package it.com.propertyportal.users;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.GreenMailUtil;
import it.com.propertyportal.Api;
import it.com.propertyportal.Fixture;
import it.com.propertyportal.UsedSecrets;
import it.com.propertyportal.verification.Mail;
import jakarta.json.Json;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** "Forgot password" by e-mail: one answer for every address, a link that works once for 30 minutes, and limits. */
class ForgotPasswordIT {

    @RegisterExtension
    static final GreenMailExtension MAIL = Mail.server();

    private static final Pattern LINK =
            Pattern.compile("(https?://[^\\s\"<>]+/users/set-password\\?token=([A-Za-z0-9_%-]+))");
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final String DATABASE = System.getProperty("it.database.url", "");

    private final Fixture fixture = new Fixture().imported();
    private final String users = "/api/admin/organizations/" + fixture.org + "/users";
    /** A client address of this test's own (the tests connect as a trusted proxy), so no other test's posts count. */
    private final String client = randomClient();

    private static String randomClient() {
        return "2001:db8:" + Integer.toHexString(RANDOM.nextInt(0x10000)) + ":"
                + Integer.toHexString(RANDOM.nextInt(0x10000)) + "::" + Integer.toHexString(1 + RANDOM.nextInt(0xfffe));
    }

    /** A user of the organization at {@code path}: active with a password, else invited. Its id. */
    private static String user(String path, String email, String password) {
        var body = Json.createObjectBuilder()
                .add("email", email)
                .add("firstName", "Rae")
                .add("lastName", "Moss")
                .add("role", "Staff");
        if (password != null) {
            body.add("password", UsedSecrets.remember(password));
        }
        Api.Reply created = Api.adminPost(path, body.build().toString());
        assertEquals(201, created.status(), created::toString);
        return created.json().getString("_id");
    }

    private Api.Reply forgot(String email, String... headers) {
        List<String> all = new ArrayList<>(List.of("X-Forwarded-For", client));
        all.addAll(List.of(headers));
        return Api.send(
                "POST",
                "/users/forgot-password",
                "email=" + URLEncoder.encode(email, StandardCharsets.UTF_8),
                "application/x-www-form-urlencoded",
                all.toArray(String[]::new));
    }

    private Api.Reply setPassword(String token, String password) {
        String form = "token=" + URLEncoder.encode(token, StandardCharsets.UTF_8) + "&password="
                + URLEncoder.encode(UsedSecrets.remember(password), StandardCharsets.UTF_8);
        return Api.send(
                "POST", "/users/set-password", form, "application/x-www-form-urlencoded", "X-Forwarded-For", client);
    }

    private static String lastTokenTo(String email) {
        return tokenIn(GreenMailUtil.getBody(Mail.lastTo(MAIL, email)));
    }

    private static String tokenIn(String mailBody) {
        Matcher link = LINK.matcher(mailBody.replace("=\r\n", "").replace("=3D", "="));
        assertTrue(link.find(), mailBody);
        return UsedSecrets.remember(URLDecoder.decode(link.group(2), StandardCharsets.UTF_8));
    }

    private static void assertSent(Api.Reply reply) {
        assertEquals(303, reply.status(), reply::toString);
        assertTrue(reply.header("Location").endsWith("/users/forgot-password?state=sent"), reply.header("Location"));
    }

    private String status(String id) {
        return Api.adminGet(users + "/" + id).json().getString("status");
    }

    @Test
    void theFormAsksForALabelledAddressUnderTheConsolesPolicy() {
        Api.Reply page = Api.get("/users/forgot-password");
        assertEquals(200, page.status(), page::toString);
        assertTrue(page.header("Content-Type").startsWith("text/html"), page::toString);
        assertTrue(page.body().contains("<label for=\"email\">"), page::toString);
        assertTrue(page.body().contains("id=\"email\" name=\"email\" type=\"email\""), page::toString);
        assertTrue(page.body().contains("action=\"/users/forgot-password\""), page::toString);
        assertTrue(page.body().contains("/admin/assets/console.css"));
        assertTrue(page.header("Content-Security-Policy").startsWith("default-src 'self'"), page::toString);
        assertTrue(page.header("Cache-Control").contains("no-store"));
        assertEquals(400, Api.get("/users/forgot-password?state=other").status());
        assertTrue(Api.get("/users/forgot-password?state=sent").body().contains("a link to set a new password is on"));
        assertTrue(Api.get("/admin/sign-in").body().contains("href=\"/users/forgot-password\""));
    }

    @Test
    void theMailedLinkSetsThePasswordOnce() {
        String email = Api.unique("rae") + "@example.com";
        String id = user(users, email, "an old and private phrase");

        assertSent(forgot("  " + email.toUpperCase() + " "));
        assertEquals(1, Mail.countTo(MAIL, email));
        String mail = GreenMailUtil.getBody(Mail.lastTo(MAIL, email));
        assertTrue(mail.contains(Api.BASE + "/users/set-password?token="), mail);
        assertTrue(mail.contains("30 minutes"), mail);
        String token = tokenIn(mail);

        Api.Reply weak = setPassword(token, "password1234");
        assertTrue(weak.header("Location").endsWith("state=password"), weak.header("Location"));
        Api.Reply set = setPassword(token, "a new and private phrase");
        assertEquals(303, set.status(), set::toString);
        assertTrue(set.header("Location").endsWith("/users/set-password?state=done"), set.header("Location"));
        assertEquals("active", status(id));

        Api.Reply again = setPassword(token, "a third private phrase");
        assertTrue(again.header("Location").endsWith("?state=link"), again.header("Location"));
        Api.Reply unknown = setPassword("x" + token.substring(1), "a third private phrase");
        assertEquals(again.header("Location"), unknown.header("Location"));

        String audit = Api.adminGet("/api/admin/audit?q=" + id).body();
        assertTrue(audit.contains("user-password-reset-requested"), audit);
        assertTrue(audit.contains("user-password-set"), audit);
        assertTrue(audit.contains(email), audit);
        assertFalse(audit.contains(token), audit);
        assertFalse(audit.contains("private phrase"), audit);
    }

    @Test
    void aNewRequestReplacesTheEarlierLink() {
        String email = Api.unique("ned") + "@example.com";
        user(users, email, "an old and private phrase");
        assertSent(forgot(email));
        String first = lastTokenTo(email);
        assertSent(forgot(email));
        assertEquals(2, Mail.countTo(MAIL, email));
        String second = lastTokenTo(email);

        assertTrue(setPassword(first, "a new and private phrase")
                .header("Location")
                .endsWith("?state=link"));
        assertTrue(setPassword(second, "a new and private phrase")
                .header("Location")
                .endsWith("?state=done"));
    }

    @Test
    void anUnknownOrBadAddressGetsTheSameAnswerAndNoMail() {
        String unknown = Api.unique("nobody") + "@example.com";
        Api.Reply reply = forgot(unknown);
        assertSent(reply);
        String known = Api.unique("known") + "@example.com";
        user(users, known, "an old and private phrase");
        Api.Reply knownReply = forgot(known);
        assertEquals(reply.header("Location"), knownReply.header("Location"));
        assertEquals(reply.body(), knownReply.body());
        assertEquals(1, Mail.countTo(MAIL, known));
        assertEquals(0, Mail.countTo(MAIL, unknown));

        Api.Reply bad = forgot("not an address");
        assertEquals(303, bad.status(), bad::toString);
        assertTrue(bad.header("Location").endsWith("?state=email"), bad.header("Location"));
        assertTrue(Api.get("/users/forgot-password?state=email").body().contains("role=\"alert\""));
        assertTrue(
                forgot("a@" + "b".repeat(320) + ".example").header("Location").endsWith("?state=email"));
    }

    @Test
    void anArchivedUserGetsNothing() {
        String email = Api.unique("gone") + "@example.com";
        String id = user(users, email, "an old and private phrase");
        assertEquals(
                200,
                Api.delete(users + "/" + id, "Authorization", Api.adminAuthorization())
                        .status());
        assertSent(forgot(email));
        assertEquals(0, Mail.countTo(MAIL, email));
    }

    @Test
    void eachActiveUserOfTheAddressIsMailedALinkOfTheirOwn() {
        String email = Api.unique("multi") + "@example.com";
        String here = user(users, email, "an old and private phrase");
        String otherUsers = "/api/admin/organizations/" + new Fixture().imported().org + "/users";
        String there = user(otherUsers, email, "another old private phrase");
        String archivedUsers = "/api/admin/organizations/" + new Fixture().imported().org + "/users";
        String archived = user(archivedUsers, email, "a third old private phrase");
        Api.delete(archivedUsers + "/" + archived, "Authorization", Api.adminAuthorization());

        assertSent(forgot(email));
        assertEquals(2, Mail.countTo(MAIL, email));
        List<String> tokens = List.of(MAIL.getReceivedMessages()).stream()
                .filter(m -> GreenMailUtil.getHeaders(m).toLowerCase().contains(email))
                .map(m -> tokenIn(GreenMailUtil.getBody(m)))
                .toList();
        assertEquals(2, tokens.size());
        for (String token : tokens) {
            assertTrue(setPassword(token, "a new and private phrase")
                    .header("Location")
                    .endsWith("?state=done"));
        }
        String audit = Api.adminGet("/api/admin/audit?action=user-password-set&q=" + email)
                .body();
        assertTrue(audit.contains(here) && audit.contains(there), audit);
        assertFalse(audit.contains(archived), audit);
    }

    @Test
    void anInvitedUserIsSentTheInvitationAgain() {
        String email = Api.unique("inv") + "@example.com";
        String id = user(users, email, null);
        String invitation = lastTokenTo(email);

        assertSent(forgot(email));
        assertEquals(2, Mail.countTo(MAIL, email));
        String mail = GreenMailUtil.getBody(Mail.lastTo(MAIL, email));
        assertTrue(mail.contains("You are invited"), mail);
        assertTrue(mail.contains("72 hours"), mail);
        String again = tokenIn(mail);

        assertTrue(setPassword(invitation, "a new and private phrase")
                .header("Location")
                .endsWith("?state=link"));
        assertTrue(setPassword(again, "a new and private phrase")
                .header("Location")
                .endsWith("?state=done"));
        assertEquals("active", status(id));
    }

    @Test
    void atMostThreeRequestsMailAnAddressInAnHour() {
        String email = Api.unique("many") + "@example.com";
        user(users, email, "an old and private phrase");
        for (int i = 1; i <= 3; i++) {
            assertSent(forgot(email));
            assertEquals(i, Mail.countTo(MAIL, email));
        }
        String third = lastTokenTo(email);
        assertSent(forgot(email));
        assertEquals(3, Mail.countTo(MAIL, email));
        // The refused request made no new link: the last one mailed still works.
        assertTrue(setPassword(third, "a new and private phrase")
                .header("Location")
                .endsWith("?state=done"));
    }

    @Test
    void postsToBothPasswordPagesAreLimitedPerClientAddress() {
        for (int i = 0; i < 10; i++) {
            assertSent(forgot(Api.unique("probe") + "@example.com"));
            assertEquals(303, setPassword("unknown", "a long enough phrase").status());
        }
        Api.Reply refused = forgot(Api.unique("probe") + "@example.com");
        assertEquals(429, refused.status(), refused::toString);
        assertEquals("application/problem+json", refused.header("Content-Type"));
        assertTrue(Integer.parseInt(refused.header("Retry-After")) > 0);
    }

    @Test
    void aFormFromAnotherSiteIsRefused() {
        String email = Api.unique("csrf") + "@example.com";
        user(users, email, "an old and private phrase");
        Api.Reply foreign = forgot(email, "Origin", "https://elsewhere.example");
        assertEquals(403, foreign.status(), foreign::toString);
        assertTrue(foreign.body().contains("\"Origin\""), foreign::toString);
        assertEquals(403, forgot(email, "Origin", "null").status());
        Api.Reply crossSite = forgot(email, "Sec-Fetch-Site", "cross-site");
        assertEquals(403, crossSite.status(), crossSite::toString);
        assertTrue(crossSite.body().contains("\"Sec-Fetch-Site\""), crossSite::toString);
        assertEquals(0, Mail.countTo(MAIL, email));
        assertSent(forgot(email, "Origin", Api.BASE, "Sec-Fetch-Site", "same-origin"));
        assertEquals(1, Mail.countTo(MAIL, email));
    }

    /** The database is shared with the test only on PostgreSQL; the embedded one is the server's alone. */
    @Test
    void anExpiredLinkIsRefused() throws Exception {
        assumeTrue(DATABASE.startsWith("jdbc:postgresql"), "the link's expiry is moved in PostgreSQL only");
        String email = Api.unique("late") + "@example.com";
        String id = user(users, email, "an old and private phrase");
        assertSent(forgot(email));
        String token = lastTokenTo(email);
        try (Connection db = DriverManager.getConnection(
                        DATABASE,
                        System.getProperty("it.database.user", "postgres"),
                        System.getProperty("it.database.password", ""));
                PreparedStatement expire = db.prepareStatement(
                        "UPDATE organization_user SET link_expires_at = CURRENT_TIMESTAMP - INTERVAL '1 second'"
                                + " WHERE id = ?")) {
            expire.setString(1, id);
            assertEquals(1, expire.executeUpdate());
        }
        assertTrue(setPassword(token, "a new and private phrase")
                .header("Location")
                .endsWith("?state=link"));
    }
}
