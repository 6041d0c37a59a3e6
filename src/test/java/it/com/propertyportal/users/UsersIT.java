package it.com.propertyportal.users;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.GreenMailUtil;
import it.com.propertyportal.Api;
import it.com.propertyportal.Fixture;
import it.com.propertyportal.UsedSecrets;
import it.com.propertyportal.verification.Mail;
import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** An organization's users through the administrator's API, the invitation link, and the core API's user list. */
class UsersIT {

    @RegisterExtension
    static final GreenMailExtension MAIL = Mail.server();

    private static final Pattern LINK =
            Pattern.compile("(https?://[^\\s\"<>]+/users/set-password\\?token=([A-Za-z0-9_%-]+))");
    private static final SecureRandom RANDOM = new SecureRandom();

    private final Fixture fixture = new Fixture().imported();
    private final String users = "/api/admin/organizations/" + fixture.org + "/users";
    /** A client address of this test's own (the tests connect as a trusted proxy), so no other test's posts count. */
    private final String client = randomClient();

    /** A documentation address (2001:db8::/32) no other run of this test has used. */
    private static String randomClient() {
        return "2001:db8:" + Integer.toHexString(RANDOM.nextInt(0x10000)) + ":"
                + Integer.toHexString(RANDOM.nextInt(0x10000)) + "::" + Integer.toHexString(1 + RANDOM.nextInt(0xfffe));
    }

    private static String body(String email, String first, String last, String role, String password) {
        var json = Json.createObjectBuilder()
                .add("email", email)
                .add("firstName", first)
                .add("lastName", last)
                .add("role", role);
        if (password != null) {
            json.add("password", UsedSecrets.remember(password));
        }
        return json.build().toString();
    }

    private static Api.Reply patch(String path, String json) {
        return Api.send("PATCH", path, json, "application/json", "Authorization", Api.adminAuthorization());
    }

    private Api.Reply setPassword(String token, String password) {
        String form = "token=" + URLEncoder.encode(token, StandardCharsets.UTF_8) + "&password="
                + URLEncoder.encode(password, StandardCharsets.UTF_8);
        return Api.send(
                "POST", "/users/set-password", form, "application/x-www-form-urlencoded", "X-Forwarded-For", client);
    }

    private static String tokenIn(String mailBody) {
        Matcher link = LINK.matcher(mailBody.replace("=\r\n", "").replace("=3D", "="));
        assertTrue(link.find(), mailBody);
        return UsedSecrets.remember(URLDecoder.decode(link.group(2), StandardCharsets.UTF_8));
    }

    @Test
    void aUserWithAPasswordIsActiveAndAnswersWithoutIt() {
        String email = Api.unique("kim") + "@Example.com";
        Api.Reply created = Api.adminPost(users, body(" " + email + " ", "Kim", "Lee", "Staff", "tangerine-sky-42"));
        assertEquals(201, created.status(), created::toString);
        JsonObject user = created.json();
        assertEquals(email.toLowerCase(), user.getString("email"));
        assertEquals("active", user.getString("status"));
        assertEquals("Staff", user.getString("role"));
        assertEquals(
                List.of("_id", "email", "firstName", "lastName", "role", "secondFactor", "status"),
                user.keySet().stream().sorted().toList());
        assertFalse(created.body().contains("tangerine"));
        assertFalse(created.body().contains("pbkdf2"));
        assertEquals(0, Mail.countTo(MAIL, email));

        Api.Reply read = Api.adminGet(users + "/" + user.getString("_id"));
        assertEquals(200, read.status(), read::toString);
        assertEquals(user, read.json());
        Api.Reply listed = Api.adminGet(users);
        assertEquals(List.of(user), listed.json().getJsonArray("data"));
        assertFalse(listed.body().contains("pbkdf2"));
    }

    @Test
    void anInvitedUserSetsAPasswordOnceWithTheMailedLink() {
        String email = Api.unique("ines") + "@example.com";
        Api.Reply created = Api.adminPost(users, body(email, "Inès", "Ortiz", "Admin", null));
        assertEquals(201, created.status(), created::toString);
        JsonObject user = created.json();
        assertEquals("invited", user.getString("status"));
        assertEquals(1, Mail.countTo(MAIL, email));
        String mail = GreenMailUtil.getBody(Mail.lastTo(MAIL, email));
        String token = tokenIn(mail);
        assertTrue(mail.contains(Api.BASE + "/users/set-password?token="), mail);

        Api.Reply page = Api.get("/users/set-password?token=" + token);
        assertEquals(200, page.status());
        assertTrue(page.header("Content-Type").startsWith("text/html"), page::toString);
        assertTrue(page.body().contains("value=\"" + token + "\""), page::toString);
        assertTrue(page.body().contains("/admin/assets/console.css"));
        assertTrue(page.header("Content-Security-Policy").startsWith("default-src 'self'"), page::toString);
        assertTrue(page.header("Cache-Control").contains("no-store"));
        assertEquals(
                400, Api.get("/users/set-password?token=" + "x".repeat(101)).status());
        assertEquals(400, Api.get("/users/set-password?state=other").status());

        Api.Reply weak = setPassword(token, "qwerty123456");
        assertEquals(303, weak.status(), weak::toString);
        assertTrue(weak.header("Location").endsWith("state=password"), weak.header("Location"));
        assertEquals(
                "invited",
                Api.adminGet(users + "/" + user.getString("_id")).json().getString("status"));

        Api.Reply set = setPassword(token, UsedSecrets.remember("a long and private phrase"));
        assertEquals(303, set.status(), set::toString);
        assertTrue(set.header("Location").endsWith("/users/set-password?state=done"), set.header("Location"));
        assertEquals(
                "active",
                Api.adminGet(users + "/" + user.getString("_id")).json().getString("status"));
        assertTrue(Api.get("/users/set-password?state=done").body().contains("Password set"));

        Api.Reply again = setPassword(token, "another private phrase");
        assertEquals(303, again.status());
        assertTrue(again.header("Location").endsWith("?state=link"), again.header("Location"));
        Api.Reply unknown = setPassword("x" + token.substring(1), "another private phrase");
        assertEquals(again.header("Location"), unknown.header("Location"));
        assertTrue(Api.get("/users/set-password?state=link").body().contains("cannot be used"));

        String audit =
                Api.adminGet("/api/admin/audit?q=" + user.getString("_id")).body();
        assertTrue(audit.contains("user-created"), audit);
        assertTrue(audit.contains("user-password-set"), audit);
        assertFalse(audit.contains(token), audit);
        assertFalse(audit.contains(sha256(token)), audit);
        assertFalse(audit.contains("private phrase"), audit);
    }

    @Test
    void linkPostsAreLimitedPerClientAddress() {
        String address = randomClient();
        Api.Reply last = null;
        for (int i = 0; i <= 20; i++) {
            last = Api.send(
                    "POST",
                    "/users/set-password",
                    "token=unknown&password=a+long+enough+phrase",
                    "application/x-www-form-urlencoded",
                    "X-Forwarded-For",
                    address);
            if (last.status() == 429) {
                break;
            }
            assertEquals(303, last.status(), last::toString);
        }
        assertEquals(429, last.status(), last::toString);
        assertEquals("application/problem+json", last.header("Content-Type"));
        assertTrue(Integer.parseInt(last.header("Retry-After")) > 0);
    }

    @Test
    void anAddressIsUniqueInTheOrganizationWhateverItsCase() {
        String email = Api.unique("dup") + "@example.com";
        assertEquals(
                201,
                Api.adminPost(users, body(email, "A", "B", "Viewer", "tangerine-sky-42"))
                        .status());
        Api.Reply again = Api.adminPost(users, body(email.toUpperCase(), "C", "D", "Viewer", "tangerine-sky-43"));
        assertEquals(409, again.status(), again::toString);
        assertEquals("email", fields(again).get(0));

        String other = Api.unique("other") + "@example.com";
        String id = Api.adminPost(users, body(other, "E", "F", "Viewer", "tangerine-sky-44"))
                .json()
                .getString("_id");
        Api.Reply taken = patch(users + "/" + id, "{\"email\":\"" + email + "\"}");
        assertEquals(409, taken.status(), taken::toString);
        assertEquals(List.of("email"), fields(taken));

        String otherOrg = "/api/admin/organizations/" + new Fixture().imported().org + "/users";
        assertEquals(
                201,
                Api.adminPost(otherOrg, body(email, "A", "B", "Viewer", "tangerine-sky-45"))
                        .status());
    }

    @Test
    void everyBadMemberIsNamed() {
        Api.Reply bad = Api.adminPost(
                users,
                "{\"email\":\"not-an-address\",\"firstName\":\"\",\"lastName\":\"" + "x".repeat(101)
                        + "\",\"role\":\"Owner\",\"password\":\"short\",\"nickname\":\"k\"}");
        assertEquals(400, bad.status(), bad::toString);
        assertEquals("application/problem+json", bad.header("Content-Type"));
        assertEquals(
                List.of("email", "firstName", "lastName", "nickname", "password", "role"),
                fields(bad).stream().sorted().toList());
        assertFalse(bad.body().contains("short\""), bad::toString);
        Api.Reply missing = Api.adminPost(users, "{}");
        assertEquals(
                List.of("email", "firstName", "lastName", "role"),
                fields(missing).stream().sorted().toList());
        Api.Reply common =
                Api.adminPost(users, body(Api.unique("c") + "@example.com", "A", "B", "Staff", "Password1234"));
        assertEquals(400, common.status(), common::toString);
        assertEquals(List.of("password"), fields(common));
    }

    @Test
    void anotherOrganizationsUserAndAnUnknownOrganizationAreNotFound() {
        String id = Api.adminPost(users, body(Api.unique("x") + "@example.com", "X", "Y", "Viewer", "tangerine-sky-46"))
                .json()
                .getString("_id");
        String elsewhere = "/api/admin/organizations/" + new Fixture().imported().org + "/users/" + id;
        assertEquals(404, Api.adminGet(elsewhere).status());
        assertEquals(404, patch(elsewhere, "{\"role\":\"Admin\"}").status());
        assertEquals(
                404,
                Api.delete(elsewhere, "Authorization", Api.adminAuthorization()).status());
        assertEquals(
                404, Api.adminGet("/api/admin/organizations/no-such-org/users").status());
        assertEquals(
                404,
                Api.adminPost(
                                "/api/admin/organizations/no-such-org/users",
                                body("a@b.example", "A", "B", "Viewer", null))
                        .status());
        assertEquals("Viewer", Api.adminGet(users + "/" + id).json().getString("role"));
        assertEquals(401, Api.get(users).status());
    }

    @Test
    void theCoreListShowsTheKeysOrganizationsCurrentUsers() {
        String active = Api.adminPost(
                        users, body(Api.unique("a") + "@example.com", "Alice", "Smith", "Admin", "tangerine-sky-47"))
                .json()
                .getString("_id");
        String invited = Api.adminPost(users, body(Api.unique("b") + "@example.com", "Bob", "Jones", "Staff", null))
                .json()
                .getString("_id");
        String archived = Api.adminPost(
                        users, body(Api.unique("c") + "@example.com", "Cy", "Archer", "Viewer", "tangerine-sky-48"))
                .json()
                .getString("_id");
        Api.Reply gone = Api.delete(users + "/" + archived, "Authorization", Api.adminAuthorization());
        assertEquals(200, gone.status(), gone::toString);
        assertEquals("archived", gone.json().getString("status"));
        Fixture other = new Fixture().imported();
        Api.adminPost(
                "/api/admin/organizations/" + other.org + "/users",
                body(Api.unique("d") + "@example.com", "Dee", "Other", "Admin", "tangerine-sky-49"));

        Api.Reply listed = Api.get("/api/users", "x-token", fixture.newKey());
        assertEquals(200, listed.status(), listed::toString);
        JsonArray data = listed.json().getJsonArray("data");
        assertEquals(
                List.of(
                        Json.createObjectBuilder()
                                .add("_id", invited)
                                .add("name", "Bob Jones")
                                .add("role", "Staff")
                                .build(),
                        Json.createObjectBuilder()
                                .add("_id", active)
                                .add("name", "Alice Smith")
                                .add("role", "Admin")
                                .build()),
                data.stream().map(JsonValue::asJsonObject).toList());
        assertEquals(401, Api.get("/api/users").status());
        assertEquals(
                0,
                Api.get("/api/users", "x-token", other.newKey()).json().getJsonArray("data").stream()
                        .filter(u -> u.asJsonObject().getString("_id").equals(active))
                        .count());
        Api.Reply inboxes = Api.get("/api/users/" + active + "/inboxes", "x-token", fixture.newKey());
        assertEquals(501, inboxes.status(), inboxes::toString);
    }

    @Test
    void aChangeKeepsWhatItDoesNotName() {
        String email = Api.unique("p") + "@example.com";
        JsonObject user =
                Api.adminPost(users, body(email, "Pat", "Doe", "Viewer", null)).json();
        String path = users + "/" + user.getString("_id");
        Api.Reply changed = patch(path, "{\"role\":\"Admin\",\"lastName\":\"Dunn\"}");
        assertEquals(200, changed.status(), changed::toString);
        assertEquals("Admin", changed.json().getString("role"));
        assertEquals("Dunn", changed.json().getString("lastName"));
        assertEquals("Pat", changed.json().getString("firstName"));
        assertEquals("invited", changed.json().getString("status"));
        Api.Reply activated = patch(path, "{\"password\":\"" + UsedSecrets.remember("tangerine-sky-50") + "\"}");
        assertEquals("active", activated.json().getString("status"));
        assertEquals(400, patch(path, "{\"status\":\"archived\"}").status());
        String audit = Api.adminGet("/api/admin/audit?action=user-changed&q=" + user.getString("_id"))
                .body();
        assertTrue(audit.contains("password set"), audit);
        assertFalse(audit.contains("tangerine"), audit);
    }

    private static String sha256(String text) {
        try {
            return java.util.HexFormat.of()
                    .formatHex(java.security.MessageDigest.getInstance("SHA-256")
                            .digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static List<String> fields(Api.Reply problem) {
        return problem.json().getJsonArray("errors").stream()
                .map(e -> e.asJsonObject().getString("field"))
                .toList();
    }
}
