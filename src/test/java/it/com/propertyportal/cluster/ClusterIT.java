package it.com.propertyportal.cluster;

import static it.com.propertyportal.cluster.Cluster.A;
import static it.com.propertyportal.cluster.Cluster.B;
import static it.com.propertyportal.cluster.Cluster.BALANCER;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.util.GreenMail;
import com.icegreen.greenmail.util.GreenMailUtil;
import com.icegreen.greenmail.util.ServerSetup;
import it.com.propertyportal.Api;
import it.com.propertyportal.Fixture;
import it.com.propertyportal.UsedSecrets;
import it.com.propertyportal.forms.FormFixture;
import it.com.propertyportal.verification.Mail;
import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.mail.Message;
import jakarta.mail.internet.MimeMessage;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * Two servers over one PostgreSQL behind HAProxy (cluster/run.sh, started by cluster/test.sh with the
 * settings these tests count on: RATE_LIMIT_PER_MINUTE=60, FORMS_SUBMIT_PER_MINUTE=10,
 * VERIFICATION_INITIATION_INTERVAL=PT0S, VERIFICATION_RETENTION=PT10S, VERIFICATION_PURGE_INTERVAL=PT2S). Calls go through the balancer and
 * straight at server a or b; the faults (kill -9, PostgreSQL restarted, SMTP down) come last.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ClusterIT {

    private static final int RATE_LIMIT = 60;
    private static final int FORMS_LIMIT = 10;
    /** VERIFICATION_INITIATIONS_PER_HOUR's default; cluster/test.sh sets the interval between two to none. */
    private static final int VERIFICATIONS_PER_HOUR = 5;
    /** The balancer checks each server every second and takes it out after two failed checks. */
    private static final Duration CHECK_INTERVAL = Duration.ofSeconds(1);

    private static final int FALL = 2;
    /** The servers' connectionTimeout (server.xml). */
    private static final Duration CONNECTION_TIMEOUT = Duration.ofSeconds(10);

    private static GreenMail mail;

    @BeforeAll
    static void mail() {
        mail = startMail();
    }

    @AfterAll
    static void stopMail() {
        mail.stop();
    }

    private static GreenMail startMail() {
        GreenMail server = new GreenMail(new ServerSetup(Cluster.SMTP_PORT, "127.0.0.1", ServerSetup.PROTOCOL_SMTP));
        server.start();
        return server;
    }

    // --- verification codes -------------------------------------------------------------------------

    @Test
    @Order(1)
    void sixtyFourParallelWrongCodesOverBothServersCountExactlyFive() throws Exception {
        Fixture fixture = new Fixture().imported();
        List<String> keys = keys(fixture, 4);
        String requestId = initiate(BALANCER, keys.get(0), fixture.email);
        String code = codeTo(fixture.email);
        String wrong = String.format("%06d", (Integer.parseInt(code) + 1) % 1_000_000);
        AtomicInteger turn = new AtomicInteger();
        List<Integer> statuses = race(64, () -> {
            int i = turn.getAndIncrement();
            return confirm(i % 2 == 0 ? A : B, keys.get(i % keys.size()), requestId, wrong)
                    .status();
        });
        assertEquals(64, statuses.stream().filter(s -> s == 401).count(), statuses::toString);
        assertEquals(401, confirm(A, keys.get(0), requestId, code).status(), "the right code after five failures");
        assertEquals(401, confirm(B, keys.get(1), requestId, code).status(), "the right code after five failures");
        try (Connection db = Cluster.database();
                PreparedStatement select =
                        db.prepareStatement("SELECT failed_attempts, status FROM email_verification WHERE id = ?")) {
            select.setString(1, requestId);
            try (ResultSet row = select.executeQuery()) {
                assertTrue(row.next());
                assertEquals(5, row.getInt(1));
                assertEquals("INVALIDATED", row.getString(2));
            }
        }
    }

    @Test
    @Order(2)
    void sixteenParallelRightCodesOverBothServersSucceedOnce() throws Exception {
        Fixture fixture = new Fixture().imported();
        List<String> keys = keys(fixture, 2);
        String requestId = initiate(BALANCER, keys.get(0), fixture.email);
        String code = codeTo(fixture.email);
        AtomicInteger turn = new AtomicInteger();
        List<Integer> statuses = race(16, () -> {
            int i = turn.getAndIncrement();
            return confirm(i % 2 == 0 ? A : B, keys.get(i % keys.size()), requestId, code)
                    .status();
        });
        assertEquals(1, statuses.stream().filter(s -> s == 200).count(), statuses::toString);
        assertTrue(statuses.stream().allMatch(s -> s < 500), statuses::toString);
    }

    // --- shared state -------------------------------------------------------------------------------

    @Test
    @Order(3)
    void aFileUploadedThroughADownloadsByteIdenticalFromB() throws Exception {
        Fixture fixture = new Fixture().imported();
        String key = fixture.newKey();
        String card = createCard(A, key, fixture.board, "with a file");
        byte[] content = new byte[2 * 1024 * 1024 + 4321];
        new Random(7).nextBytes(content);
        // An MP4 begins with its ftyp box: the upload decides a file's type by its first bytes.
        System.arraycopy("\0\0\0\u0018ftypisom".getBytes(StandardCharsets.ISO_8859_1), 0, content, 0, 12);
        Api.Reply uploaded = Cluster.upload(
                A, key, "/api/board/" + fixture.board + "/" + card + "/file", "inspection.mp4", "video/mp4", content);
        assertEquals(200, uploaded.status(), uploaded::toString);
        String url = uploaded.json().getJsonObject("data").getString("url");
        assertArrayEquals(content, Cluster.download(B, key, url));
        assertArrayEquals(content, Cluster.download(BALANCER, key, url));
    }

    @Test
    @Order(4)
    void aKeyRevokedThroughAIsRefusedByBOnItsNextCall() {
        Fixture fixture = new Fixture().imported();
        Api.Reply created = Cluster.admin(
                A, "POST", "/api/admin/boards/" + fixture.board + "/api-keys", "{\"name\":\"to revoke\"}");
        assertEquals(201, created.status(), created::toString);
        String key = created.json().getString("key");
        String id = created.json().getString("id");
        assertEquals(200, Cluster.get(B, "/api/boards", "x-token", key).status());
        Api.Reply revoked = Cluster.admin(A, "DELETE", "/api/admin/boards/" + fixture.board + "/api-keys/" + id, null);
        assertTrue(revoked.status() / 100 == 2, revoked::toString);
        assertEquals(401, Cluster.get(B, "/api/boards", "x-token", key).status());
        assertEquals(401, Cluster.get(A, "/api/boards", "x-token", key).status());
    }

    @Test
    @Order(17)
    void aBoardsApiSwitchedOffThroughAStopsItsKeyOnBAtItsNextCallAndOnAgainRestoresIt() {
        Fixture fixture = new Fixture().imported();
        String key = fixture.newKey();
        assertEquals(200, Cluster.get(B, "/api/contacts", "x-token", key).status(), "B knows the key");
        assertEquals(200, Cluster.get(A, "/api/contacts", "x-token", key).status(), "A knows the key");
        String api = "/api/admin/boards/" + fixture.board + "/api";
        assertEquals(200, Cluster.admin(A, "PUT", api, "{\"enabled\":false}").status());
        for (String server : List.of(B, A)) {
            Api.Reply off = Cluster.get(server, "/api/contacts", "x-token", key);
            assertEquals(403, off.status(), () -> server + ": " + off);
            assertEquals("API_DISABLED", off.json().getString("error"));
            assertTrue(off.json().getString("message").contains(fixture.board), off::toString);
        }
        assertEquals(200, Cluster.admin(B, "PUT", api, "{\"enabled\":true}").status());
        assertEquals(200, Cluster.get(A, "/api/contacts", "x-token", key).status());
        assertEquals(200, Cluster.get(B, "/api/contacts", "x-token", key).status());
    }

    @Test
    @Order(5)
    void aKeysRateLimitIsOneBudgetOverBothServers() {
        String key = new Fixture().imported().newKey();
        int admitted = 0;
        int admittedByA = 0;
        Api.Reply refused = null;
        for (int i = 0; i < 2 * RATE_LIMIT && refused == null; i++) {
            String server = i % 2 == 0 ? A : B;
            Api.Reply reply = Cluster.get(server, "/api/boards", "x-token", key);
            if (reply.status() == 429) {
                refused = reply;
            } else {
                assertEquals(200, reply.status(), reply::toString);
                admitted++;
                admittedByA += server.equals(A) ? 1 : 0;
            }
        }
        assertNotNull(refused, "no request was refused");
        assertEquals(RATE_LIMIT, admitted, "admitted in the sliding minute by both servers together");
        assertTrue(admittedByA > 0 && admittedByA < RATE_LIMIT, "both servers admitted some: " + admittedByA);
        assertEquals(429, Cluster.get(A, "/api/boards", "x-token", key).status());
        assertEquals(429, Cluster.get(B, "/api/boards", "x-token", key).status());
    }

    @Test
    @Order(6)
    void theFormsLimitIsOneBudgetOverBothServers() {
        FormFixture form = new FormFixture().imported();
        String body = form.submit("new", Json.createObjectBuilder().add("f-unknown", "x"));
        String client = "198.51.100." + (1 + new Random().nextInt(250));
        int counted = 0;
        Api.Reply limited = null;
        for (int i = 0; i < 2 * FORMS_LIMIT && limited == null; i++) {
            Api.Reply reply = Cluster.post(i % 2 == 0 ? A : B, "/forms/submit", body, "X-Forwarded-For", client);
            if (reply.status() == 429) {
                limited = reply;
            } else {
                assertEquals(400, reply.status(), reply::toString);
                counted++;
            }
        }
        assertNotNull(limited, "no 429");
        assertEquals(FORMS_LIMIT, counted, "submits counted by both servers together");
    }

    // --- exact limits under parallel calls split over both servers ----------------------------------

    /** Every other call to server a, the rest to b. */
    private static String alternate(AtomicInteger turn) {
        return turn.getAndIncrement() % 2 == 0 ? A : B;
    }

    private static long count(List<Integer> statuses, int status) {
        return statuses.stream().filter(s -> s == status).count();
    }

    @Test
    @Order(10)
    void parallelCallsOfOneKeyOverBothServersAdmitExactlyTheLimit() throws Exception {
        String key = new Fixture().imported().newKey();
        AtomicInteger turn = new AtomicInteger();
        List<Integer> statuses = race(
                64,
                () -> Cluster.get(alternate(turn), "/api/boards", "x-token", key)
                        .status());
        assertEquals(RATE_LIMIT, count(statuses, 200), statuses::toString);
        assertEquals(64 - RATE_LIMIT, count(statuses, 429), statuses::toString);

        String other = new Fixture().imported().newKey();
        for (int i = 0; i < RATE_LIMIT - 10; i++) {
            assertEquals(
                    200,
                    Cluster.get(alternate(turn), "/api/boards", "x-token", other)
                            .status());
        }
        statuses = race(
                16,
                () -> Cluster.get(alternate(turn), "/api/boards", "x-token", other)
                        .status());
        assertEquals(10, count(statuses, 200), statuses::toString);
        assertEquals(6, count(statuses, 429), statuses::toString);
    }

    @Test
    @Order(11)
    void parallelSubmitsOfOneClientOverBothServersWriteExactlyTheLimitOfCards() throws Exception {
        for (int calls : List.of(16, 64)) {
            FormFixture form = new FormFixture().imported();
            String body = form.submit("new", FormFixture.minimal());
            String client = "198.51.100." + (1 + new Random().nextInt(250));
            AtomicInteger turn = new AtomicInteger();
            List<Integer> statuses = race(
                    calls,
                    () -> Cluster.post(alternate(turn), "/forms/submit", body, "X-Forwarded-For", client)
                            .status());
            assertEquals(FORMS_LIMIT, count(statuses, 200), statuses::toString);
            assertEquals(calls - FORMS_LIMIT, count(statuses, 429), statuses::toString);
            assertEquals(1 + FORMS_LIMIT, form.cards().size(), "the fixture's card and one per admitted submit");
        }
    }

    @Test
    @Order(12)
    void parallelInitiationsOverBothServersSendExactlyTheCodesOfAnHour() throws Exception {
        for (int calls : List.of(16, 64)) {
            Fixture fixture = new Fixture().imported();
            List<String> keys = keys(fixture, 4);
            AtomicInteger turn = new AtomicInteger();
            List<Integer> statuses = race(calls, () -> {
                int i = turn.getAndIncrement();
                return Cluster.post(
                                i % 2 == 0 ? A : B,
                                "/api/contacts/verify-email",
                                "{\"email\":\"" + fixture.email + "\"}",
                                "x-token",
                                keys.get(i % keys.size()))
                        .status();
            });
            assertEquals(VERIFICATIONS_PER_HOUR, count(statuses, 200), statuses::toString);
            assertEquals(calls - VERIFICATIONS_PER_HOUR, count(statuses, 429), statuses::toString);
            assertEquals(VERIFICATIONS_PER_HOUR, messagesTo(fixture.email), "codes sent to the address");
        }
    }

    @Test
    @Order(13)
    void parallelWrongCodesOverBothServersSpendExactlyWhatIsLeftOfTheDailyBudget() throws Exception {
        for (int calls : List.of(16, 64)) {
            Fixture fixture = new Fixture().imported();
            List<String> keys = keys(fixture, 4);
            List<String> requests = new ArrayList<>();
            List<String> codes = new ArrayList<>();
            for (int i = 0; i < 5; i++) {
                requests.add(initiate(i % 2 == 0 ? A : B, keys.get(i % keys.size()), fixture.email));
                codes.add(codeTo(fixture.email));
            }
            // Sixteen of the twenty: five each end the first three requests, one more on the fourth.
            for (int i = 0; i < 16; i++) {
                int request = Math.min(i / 5, 3);
                assertEquals(
                        401,
                        confirm(
                                        i % 2 == 0 ? A : B,
                                        keys.get(i % keys.size()),
                                        requests.get(request),
                                        wrong(codes.get(request)))
                                .status());
            }
            String last = requests.get(4);
            String wrong = wrong(codes.get(4));
            AtomicInteger turn = new AtomicInteger();
            List<Integer> statuses = race(calls, () -> {
                int i = turn.getAndIncrement();
                return confirm(i % 2 == 0 ? A : B, keys.get(i % keys.size()), last, wrong)
                        .status();
            });
            assertEquals(4, count(statuses, 401), "the budget's last four, not the request's five: " + statuses);
            assertEquals(calls - 4, count(statuses, 429), statuses::toString);
            assertEquals(429, confirm(A, keys.get(0), last, codes.get(4)).status(), "the right code too");
            assertEquals(429, confirm(B, keys.get(1), last, codes.get(4)).status(), "the right code too");
            try (Connection db = Cluster.database();
                    PreparedStatement select = db.prepareStatement(
                            "SELECT SUM(failed_attempts) FROM email_verification WHERE email_normalized = ?")) {
                select.setString(1, fixture.email.toLowerCase());
                try (ResultSet row = select.executeQuery()) {
                    assertTrue(row.next());
                    assertEquals(20, row.getInt(1));
                }
            }
        }
    }

    private static String wrong(String code) {
        return String.format("%06d", (Integer.parseInt(code) + 1) % 1_000_000);
    }

    private static long messagesTo(String address) {
        return Arrays.stream(mail.getReceivedMessages())
                .filter(m -> {
                    try {
                        return Arrays.stream(m.getRecipients(Message.RecipientType.TO))
                                .anyMatch(a -> a.toString().equalsIgnoreCase(address));
                    } catch (Exception e) {
                        throw new IllegalStateException(e);
                    }
                })
                .count();
    }

    @Test
    @Order(7)
    void theVerificationPurgeRunsOnBothServersWithoutErrors() throws Exception {
        Fixture fixture = new Fixture().imported();
        String key = fixture.newKey();
        String requestId = initiate(BALANCER, key, fixture.email);
        assertEquals(
                200, confirm(BALANCER, key, requestId, codeTo(fixture.email)).status());
        // Ended now; kept VERIFICATION_RETENTION (10 s), then the next purge of either server deletes it.
        waitFor(Duration.ofSeconds(40), "the purge of the ended request", () -> !verificationExists(requestId));
        for (String server : List.of("a", "b")) {
            String log = Cluster.log(server);
            assertTrue(log.contains("purged every PT2S"), server + " runs the purge");
            assertFalse(
                    log.lines()
                            .anyMatch(line -> line.contains("housekeeping.Purge")
                                    && (line.contains(" E ") || line.contains("Exception"))),
                    server + " logged a purge error");
        }
        assertTrue(Cluster.log("a").contains("Purged ") || Cluster.log("b").contains("Purged "));
    }

    @Test
    @Order(9)
    void aServerOnTheSharedDatabaseWithoutTheSharedSecretsRefusesToStart() throws Exception {
        java.nio.file.Path data = Cluster.DIR.resolve("no-secrets");
        java.nio.file.Files.createDirectories(data);
        java.nio.file.Path log = data.resolve("server.log");
        int port = Cluster.BASE + 8;
        ProcessBuilder server = new ProcessBuilder(
                        "java",
                        "-jar",
                        Cluster.ROOT.resolve("target/property-portal.jar").toString())
                .redirectErrorStream(true)
                .redirectOutput(log.toFile());
        server.environment()
                .keySet()
                .removeIf(name -> name.equals("VERIFICATION_SECRET") || name.equals("FORM_LINK_SECRET"));
        server.environment()
                .putAll(java.util.Map.of(
                        "HTTP_PORT",
                        String.valueOf(port),
                        "HTTPS_PORT",
                        String.valueOf(port + 1),
                        "DATA_DIR",
                        data.toString(),
                        "WLP_JAR_EXTRACT_ROOT",
                        data.resolve("extract").toString(),
                        "DATABASE_URL",
                        Cluster.DATABASE,
                        "DATABASE_USER",
                        "postgres",
                        "ADMIN_USER",
                        "admin",
                        "ADMIN_PASSWORD",
                        "not-shared-either"));
        Process process = server.start();
        try {
            // The start ends with one line naming both settings, and the process exits; it never reports ready.
            String message = "Cannot start: VERIFICATION_SECRET, FORM_LINK_SECRET: ";
            boolean readySeen = false;
            java.time.Instant deadline = java.time.Instant.now().plusSeconds(180);
            while (process.isAlive() && java.time.Instant.now().isBefore(deadline)) {
                readySeen |= readyStatus(port) == 200;
                process.waitFor(500, TimeUnit.MILLISECONDS);
            }
            assertFalse(process.isAlive(), "a server without the shared secrets ends its start");
            assertTrue(process.exitValue() != 0, "with a non-zero status");
            assertTrue(read(log).contains(message), "the refusal in the log");
            assertFalse(readySeen, "a server without the shared secrets reports ready");
            assertFalse(java.nio.file.Files.exists(data.resolve("verification-secret")), "it made its own key");
            assertFalse(java.nio.file.Files.exists(data.resolve("form-link-secret")), "it made its own key");
        } finally {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly().waitFor(60, TimeUnit.SECONDS);
        }
    }

    private static String read(java.nio.file.Path file) {
        try {
            return java.nio.file.Files.exists(file) ? java.nio.file.Files.readString(file) : "";
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The status of /health/ready on that port, 0 while nothing answers there. */
    private static int readyStatus(int port) {
        try {
            return Cluster.get("http://127.0.0.1:" + port, "/health/ready").status();
        } catch (IllegalStateException e) {
            return 0;
        }
    }

    // --- the portal cache -----------------------------------------------------------------------------

    @Test
    @Order(8)
    void aPortalChangeThroughAIsServedByBOnItsNextReadAfterTheChange() {
        Duration worst = portalChangeRounds(5);
        System.out.println(
                "cluster: worst delay of a portal change made on a until b served it: " + worst.toMillis() + " ms");
        // The content watch listens in turns of 2 seconds, and each read checks the content version.
        assertTrue(worst.compareTo(Duration.ofSeconds(5)) < 0, "worst delay " + worst);
    }

    // --- faults ----------------------------------------------------------------------------------------

    // --- console sessions ---------------------------------------------------------------------------

    @Test
    @Order(14)
    void aConsoleSessionOpenedOnAServesOnBAndSigningOutEverywhereOnBEndsItOnA() {
        Fixture fixture = new Fixture().imported();
        String first = consoleSignIn(A);
        String second = consoleSignIn(B);
        Api.Reply session = Cluster.get(B, "/admin/session", "Cookie", first);
        assertEquals(200, session.status(), session::toString);
        String csrf = session.json().getString("csrfToken");
        assertEquals(
                csrf, Cluster.get(A, "/admin/session", "Cookie", first).json().getString("csrfToken"));

        String board = "/api/admin/boards/" + fixture.board;
        Api.Reply forged = Cluster.send(B, "PUT", board + "/api", "{\"enabled\":false}", "Cookie", first);
        assertEquals(403, forged.status(), "a change without the session's token: " + forged);
        Api.Reply changed =
                Cluster.send(B, "PUT", board + "/api", "{\"enabled\":false}", "Cookie", first, "X-CSRF-Token", csrf);
        assertEquals(200, changed.status(), changed::toString);
        assertFalse(Cluster.admin(A, "GET", board, null).json().getBoolean("apiEnabled"));
        assertEquals(200, Cluster.get(A, "/admin/session", "Cookie", second).status());

        Api.Reply out = Cluster.post(B, "/admin/sign-out-everywhere", null, "Cookie", first, "X-CSRF-Token", csrf);
        assertEquals(204, out.status(), out::toString);
        assertEquals(401, Cluster.get(A, "/admin/session", "Cookie", first).status(), "A refuses the old cookie");
        assertEquals(
                401,
                Cluster.get(A, "/api/admin/overview", "Cookie", first, "X-CSRF-Token", csrf)
                        .status());
        assertEquals(401, Cluster.get(A, "/admin/session", "Cookie", second).status(), "B's own session, on A");
        assertEquals(401, Cluster.get(B, "/admin/session", "Cookie", second).status());
    }

    @Test
    @Order(15)
    void aUsersNewPasswordThroughAEndsTheirOtherSessionAndTheirTokenOnB() {
        Fixture fixture = new Fixture().imported();
        String email = Api.unique("rotating") + "@example.com";
        String password = UsedSecrets.remember(Api.unique("cluster-phrase-"));
        Api.Reply created = Cluster.admin(
                A,
                "POST",
                "/api/admin/organizations/" + fixture.org + "/users",
                "{\"email\":\"" + email + "\",\"firstName\":\"Ro\",\"lastName\":\"Tating\",\"role\":\"Staff\","
                        + "\"password\":\"" + password + "\"}");
        assertEquals(201, created.status(), created::toString);
        String onA = consoleSignIn(A, email, password);
        String onB = consoleSignIn(B, email, password);
        String token = Cluster.post(B, "/api/platform/user-token", "{}", "Authorization", Api.basic(email, password))
                .json()
                .getString("token");
        assertEquals(
                200,
                Cluster.get(A, "/api/app/me", "Authorization", "DelegateToken " + token)
                        .status());
        String csrf = Cluster.get(A, "/admin/session", "Cookie", onA).json().getString("csrfToken");
        String replacement = UsedSecrets.remember(Api.unique("cluster-new-phrase-"));
        Api.Reply changed = Cluster.post(
                A,
                "/api/admin/profile/password",
                "{\"currentPassword\":\"" + password + "\",\"newPassword\":\"" + replacement + "\"}",
                "Cookie",
                onA,
                "X-CSRF-Token",
                csrf);
        assertEquals(204, changed.status(), changed::toString);
        assertEquals(401, Cluster.get(B, "/admin/session", "Cookie", onB).status(), "the other session, on B");
        assertEquals(
                401,
                Cluster.get(B, "/api/app/me", "Authorization", "DelegateToken " + token)
                        .status());
        assertEquals(
                401,
                Cluster.get(B, "/api/contacts?pageSize=1", "Authorization", "DelegateToken " + token)
                        .status());
        assertEquals(200, Cluster.get(B, "/admin/session", "Cookie", onA).status(), "the changing session, on B");
    }

    @Test
    @Order(16)
    void aServerRestartedWithANewAdminPasswordRefusesTheOperatorsSessionsOfTheOldOne() throws Exception {
        String opened = consoleSignIn(A);
        assertEquals(200, Cluster.get(B, "/admin/session", "Cookie", opened).status());
        Path own = Cluster.DIR.resolve("b/admin-password");
        String rotated = UsedSecrets.remember(Api.unique("cluster-rotated-admin-"));
        Files.writeString(own, rotated);
        try {
            Cluster.harness("server-stop", "b");
            Cluster.harness("restart", "b");
            assertEquals(401, Cluster.get(B, "/admin/session", "Cookie", opened).status(), "B has the new password");
            assertEquals(
                    401,
                    Cluster.get(B, "/api/admin/overview", "Cookie", opened, "X-CSRF-Token", "any")
                            .status());
            assertEquals(200, Cluster.get(A, "/admin/session", "Cookie", opened).status(), "A still the old one");
            String renewed = consoleSignIn(B, Api.ADMIN_USER, rotated);
            assertEquals(
                    401, Cluster.get(A, "/admin/session", "Cookie", renewed).status(), "nor A B's new one");
        } finally {
            Files.deleteIfExists(own);
            Cluster.harness("server-stop", "b");
            Cluster.harness("restart", "b");
        }
        waitFor(
                Duration.ofSeconds(30),
                "the balancer taking b back",
                () -> Cluster.balancerStatus("b").equals("UP"));
        assertEquals(200, Cluster.get(B, "/admin/session", "Cookie", opened).status(), "the old password again");
    }

    /** Signs in to the console on that server as a script does (no browser headers); the session cookie. */
    private static String consoleSignIn(String server) {
        return consoleSignIn(server, Api.ADMIN_USER, Api.ADMIN_PASSWORD);
    }

    private static String consoleSignIn(String server, String user, String password) {
        String form = "user=" + URLEncoder.encode(user, StandardCharsets.UTF_8) + "&password="
                + URLEncoder.encode(password, StandardCharsets.UTF_8);
        Api.Reply signedIn = Cluster.sendForm(server, "/admin/sign-in", form);
        assertEquals(303, signedIn.status(), signedIn::toString);
        String cookie = signedIn.headers().firstValue("Set-Cookie").orElseThrow();
        return cookie.substring(0, cookie.indexOf(';'));
    }

    @Test
    @Order(20)
    void smtpDownUnderVerificationLoadIsA500EmailSendFailureAndNothingElseBreaks() throws Exception {
        List<String> emails = new ArrayList<>();
        String org = Api.unique("org");
        String board = Api.unique("board");
        JsonArrayBuilder contacts = Json.createArrayBuilder();
        for (int i = 0; i < 21; i++) {
            String email = Api.unique("smtp") + "@example.com";
            emails.add(email);
            contacts.add(Json.createObjectBuilder()
                    .add("_id", Api.unique("contact"))
                    .add("companyId", org)
                    .add("firstname", "Mail")
                    .add("lastname", "Test " + i)
                    .add("email", email));
        }
        Api.Reply imported = Api.importDocument(Json.createObjectBuilder()
                .add(
                        "organizations",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder().add("_id", org).add("name", "SMTP test " + org)))
                .add("contacts", contacts)
                .add(
                        "boards",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", board)
                                        .add("companyId", org)
                                        .add("name", "Applications")
                                        .add("apiEnabled", true)
                                        .add("fields", Fixture.boardFields())))
                .build());
        assertEquals(200, imported.status(), imported::toString);
        String key = Cluster.admin(BALANCER, "POST", "/api/admin/boards/" + board + "/api-keys", "{\"name\":\"smtp\"}")
                .json()
                .getString("key");

        mail.stop();
        AtomicInteger next = new AtomicInteger();
        List<Api.Reply> initiations = raceReplies(20, () -> {
            int i = next.getAndIncrement();
            return Cluster.post(
                    i % 2 == 0 ? A : B,
                    "/api/contacts/verify-email",
                    "{\"email\":\"" + emails.get(i) + "\"}",
                    "x-token",
                    key);
        });
        for (Api.Reply reply : initiations) {
            assertEquals(500, reply.status(), reply::toString);
            assertEquals("EMAIL_SEND_FAILURE", reply.json().getString("error"), reply::toString);
        }
        // Everything else still works on both servers.
        for (String server : List.of(A, B)) {
            assertEquals(200, Cluster.get(server, "/api/boards", "x-token", key).status());
            assertEquals(200, Cluster.get(server, "/health/ready").status());
            assertEquals(200, Cluster.get(server, "/locations/" + org).status());
        }
        createCard(BALANCER, key, board, "while mail is down");

        mail = startMail();
        String email = emails.get(20);
        String requestId = initiate(BALANCER, key, email);
        assertEquals(200, confirm(BALANCER, key, requestId, codeTo(email)).status(), "mail works again");
    }

    @Test
    @Order(21)
    void killingOneServerUnderWriteLoadLosesNoAcknowledgedCardAndTheBalancerDropsIt() throws Exception {
        Fixture fixture = new Fixture().imported();
        List<String> keys = keys(fixture, 16);
        try (Load load = new Load(keys, fixture.board, 2, 100)) {
            load.waitForWrites(20);
            Instant killed = Instant.now();
            Cluster.harness("kill", "a");
            waitFor(
                    Duration.ofSeconds(10),
                    "the balancer taking a out",
                    () -> Cluster.balancerStatus("a").startsWith("DOWN"));
            Duration detection = Duration.between(killed, Instant.now());
            System.out.println("cluster: the balancer took the killed server out after " + detection.toMillis()
                    + " ms (checks every " + CHECK_INTERVAL.toMillis() + " ms, out after " + FALL + " failures)");
            assertTrue(detection.compareTo(CHECK_INTERVAL.multipliedBy(FALL + 2)) <= 0, "took " + detection);
            Instant out = Instant.now();
            load.waitForWrites(load.acknowledged.size() + 30);
            assertEquals(
                    0, load.failedStartingAfter(out), "a write failed after the balancer took a out: " + load.failures);
            load.close();
            System.out.println("cluster: " + load.acknowledged.size() + " cards acknowledged, " + load.failed.get()
                    + " writes failed around the kill: " + load.failures);
            assertAllInDatabase(load.acknowledged);
        }
        Cluster.harness("restart", "a");
        waitFor(
                Duration.ofSeconds(30),
                "the balancer taking a back",
                () -> Cluster.balancerStatus("a").equals("UP"));
        assertEquals(200, Cluster.get(A, "/api/boards", "x-token", keys.get(0)).status());
        String card = createCard(A, keys.get(1), fixture.board, "after the restart");
        assertEquals(
                200,
                Cluster.get(B, "/api/board/" + fixture.board + "/" + card, "x-token", keys.get(2))
                        .status());
    }

    @Test
    @Order(22)
    void aPostgresqlRestartUnderLoadFailsFastAndBothServersServeAgainWithoutARestart() throws Exception {
        Fixture fixture = new Fixture().imported();
        List<String> keys = keys(fixture, 16);
        try (Load load = new Load(keys, fixture.board, 2, 100)) {
            load.waitForWrites(10);
            Cluster.harness("db-stop");
            Instant stopped = Instant.now();
            long failedAtStop = load.failed.get();
            waitFor(
                    Duration.ofSeconds(20),
                    "requests failing while the database is down",
                    () -> load.failed.get() >= failedAtStop + 10);
            Cluster.harness("db-start");
            Duration down = Duration.between(stopped, Instant.now());
            waitFor(
                    Duration.ofSeconds(60),
                    "both servers serving again",
                    () -> Cluster.get(A, "/api/boards", "x-token", keys.get(0)).status() == 200
                            && Cluster.get(B, "/api/boards", "x-token", keys.get(1))
                                            .status()
                                    == 200);
            int acknowledgedBack = load.acknowledged.size();
            load.waitForWrites(acknowledgedBack + 20);
            load.close();
            System.out.println("cluster: database down " + down.toMillis() + " ms; slowest request "
                    + load.slowest.get() + " ms; " + load.failed.get() + " failed: " + load.failures);
            assertTrue(
                    load.slowest.get() < CONNECTION_TIMEOUT.plusSeconds(2).toMillis(),
                    "a request hung " + load.slowest.get() + " ms");
            assertAllInDatabase(load.acknowledged);
        }
        for (String server : List.of(A, B)) {
            assertEquals(200, Cluster.get(server, "/health/ready").status());
        }
        // The content watch reconnected too: a change through a is still served by b.
        Duration worst = portalChangeRounds(1);
        System.out.println(
                "cluster: a portal change after the database restart reached b in " + worst.toMillis() + " ms");
        assertTrue(worst.compareTo(Duration.ofSeconds(5)) < 0, "worst delay " + worst);
    }

    // --- helpers ---------------------------------------------------------------------------------------

    /** Writers creating cards through the balancer at a steady pace, each answer recorded. */
    private static final class Load implements AutoCloseable {

        final Set<String> acknowledged = ConcurrentHashMap.newKeySet();
        final AtomicLong failed = new AtomicLong();
        final AtomicLong slowest = new AtomicLong();
        final ConcurrentHashMap<String, AtomicInteger> failures = new ConcurrentHashMap<>();
        private final List<Instant> failureStarts = java.util.Collections.synchronizedList(new ArrayList<>());
        private final ScheduledExecutorService writers;
        private final AtomicInteger sequence = new AtomicInteger();

        Load(List<String> keys, String board, int threads, long periodMillis) {
            writers = Executors.newScheduledThreadPool(threads);
            for (int t = 0; t < threads; t++) {
                writers.scheduleAtFixedRate(
                        () -> {
                            int n = sequence.getAndIncrement();
                            long start = System.nanoTime();
                            Instant started = Instant.now();
                            String outcome;
                            try {
                                Api.Reply reply = Cluster.post(
                                        BALANCER,
                                        "/api/board/" + board,
                                        "{\"name\":\"load " + n + "\"}",
                                        "x-token",
                                        keys.get(n % keys.size()));
                                if (reply.status() == 200) {
                                    acknowledged.add(
                                            reply.json().getJsonObject("data").getString("_id"));
                                    outcome = null;
                                } else {
                                    outcome = String.valueOf(reply.status());
                                }
                            } catch (RuntimeException e) {
                                outcome = e.getCause() == null
                                        ? e.getClass().getSimpleName()
                                        : e.getCause().getClass().getSimpleName();
                            }
                            slowest.accumulateAndGet((System.nanoTime() - start) / 1_000_000, Math::max);
                            if (outcome != null) {
                                failed.incrementAndGet();
                                failureStarts.add(started);
                                failures.computeIfAbsent(outcome, o -> new AtomicInteger())
                                        .incrementAndGet();
                            }
                        },
                        t * periodMillis / threads,
                        periodMillis,
                        TimeUnit.MILLISECONDS);
            }
        }

        long failedStartingAfter(Instant instant) {
            synchronized (failureStarts) {
                return failureStarts.stream()
                        .filter(started -> started.isAfter(instant))
                        .count();
            }
        }

        void waitForWrites(int count) {
            waitFor(Duration.ofSeconds(60), count + " acknowledged writes", () -> acknowledged.size() >= count);
        }

        @Override
        public void close() throws InterruptedException {
            writers.shutdown();
            assertTrue(writers.awaitTermination(60, TimeUnit.SECONDS));
        }
    }

    private static void assertAllInDatabase(Set<String> ids) throws Exception {
        try (Connection db = Cluster.database();
                PreparedStatement select = db.prepareStatement("SELECT count(*) FROM card WHERE id = ANY (?)")) {
            Array array = db.createArrayOf("varchar", ids.toArray());
            select.setArray(1, array);
            try (ResultSet row = select.executeQuery()) {
                row.next();
                assertEquals(ids.size(), row.getInt(1), "acknowledged cards missing from the database");
            }
        }
    }

    /** Rounds of: a location renamed by an import through a, then b read until it shows the new name. */
    private static Duration portalChangeRounds(int rounds) {
        String org = Api.unique("org");
        String location = Api.unique("loc");
        importLocation(A, org, location, "Before");
        Api.Reply first = Cluster.get(B, "/locations/" + org);
        assertTrue(first.body().contains("Before"), first::toString);
        Duration worst = Duration.ZERO;
        for (int round = 1; round <= rounds; round++) {
            String name = "Renamed " + round + " " + Api.unique("n");
            Cluster.get(B, "/locations/" + org); // b holds the old answer in its cache
            importLocation(A, org, location, name);
            Instant committed = Instant.now();
            waitFor(
                    Duration.ofSeconds(15),
                    "b serving the change",
                    () -> Cluster.get(B, "/locations/" + org).body().contains(name));
            Duration delay = Duration.between(committed, Instant.now());
            worst = delay.compareTo(worst) > 0 ? delay : worst;
        }
        return worst;
    }

    private static void importLocation(String server, String org, String location, String name) {
        JsonObject document = Json.createObjectBuilder()
                .add(
                        "organizations",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder().add("_id", org).add("name", "Cache test " + org)))
                .add(
                        "locations",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", location)
                                        .add("companyId", org)
                                        .add("name", name)
                                        .add("active", true)))
                .build();
        Api.Reply reply = Cluster.admin(server, "POST", "/api/admin/import", document.toString());
        assertEquals(200, reply.status(), reply::toString);
    }

    private static boolean verificationExists(String requestId) {
        try (Connection db = Cluster.database();
                PreparedStatement select = db.prepareStatement("SELECT 1 FROM email_verification WHERE id = ?")) {
            select.setString(1, requestId);
            try (ResultSet row = select.executeQuery()) {
                return row.next();
            }
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private static List<String> keys(Fixture fixture, int count) {
        List<String> keys = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            keys.add(fixture.newKey());
        }
        return keys;
    }

    private static String createCard(String server, String key, String board, String name) {
        Api.Reply reply = Cluster.post(server, "/api/board/" + board, "{\"name\":\"" + name + "\"}", "x-token", key);
        assertEquals(200, reply.status(), reply::toString);
        return reply.json().getJsonObject("data").getString("_id");
    }

    private static String initiate(String server, String key, String email) {
        Api.Reply reply =
                Cluster.post(server, "/api/contacts/verify-email", "{\"email\":\"" + email + "\"}", "x-token", key);
        assertEquals(2, reply.status() / 100, reply::toString);
        return reply.json().getString("requestId");
    }

    private static Api.Reply confirm(String server, String key, String requestId, String code) {
        return Cluster.post(
                server,
                "/api/contacts/verify-email/" + requestId + "/confirm",
                "{\"code\":\"" + code + "\"}",
                "x-token",
                key);
    }

    /** The code of the newest message to the address (the server sends before it answers). */
    private static String codeTo(String address) {
        MimeMessage message = Arrays.stream(mail.getReceivedMessages())
                .filter(m -> {
                    try {
                        return Arrays.stream(m.getRecipients(Message.RecipientType.TO))
                                .anyMatch(a -> a.toString().equalsIgnoreCase(address));
                    } catch (Exception e) {
                        throw new IllegalStateException(e);
                    }
                })
                .reduce((first, second) -> second)
                .orElseThrow(() -> new AssertionError("no message to " + address));
        return Mail.codeIn(GreenMailUtil.getBody(message));
    }

    private static List<Integer> race(int calls, Callable<Integer> call) throws Exception {
        return raceReplies(calls, call);
    }

    private static <T> List<T> raceReplies(int calls, Callable<T> call) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(calls);
        try {
            CountDownLatch start = new CountDownLatch(1);
            List<Future<T>> futures = new ArrayList<>();
            for (int i = 0; i < calls; i++) {
                futures.add(pool.submit(() -> {
                    start.await();
                    return call.call();
                }));
            }
            start.countDown();
            List<T> results = new ArrayList<>();
            for (Future<T> future : futures) {
                results.add(future.get(120, TimeUnit.SECONDS));
            }
            return results;
        } finally {
            pool.shutdownNow();
        }
    }

    private static void waitFor(Duration limit, String what, BooleanSupplier condition) {
        Instant deadline = Instant.now().plus(limit);
        while (!condition.getAsBoolean()) {
            if (Instant.now().isAfter(deadline)) {
                throw new AssertionError("no " + what + " within " + limit);
            }
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }
    }
}
