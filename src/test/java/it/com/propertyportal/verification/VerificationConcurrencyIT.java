package it.com.propertyportal.verification;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import it.com.propertyportal.Api;
import it.com.propertyportal.Fixture;
import it.com.propertyportal.Poll;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * "At most 5 failures", "used once" and the per-address limits hold exactly when the calls race each other.
 * The test server waits 1 s between two codes to an address (VERIFICATION_INITIATION_INTERVAL) and keeps the
 * other defaults: 5 codes an hour, 20 wrong codes a day.
 */
class VerificationConcurrencyIT {

    @RegisterExtension
    static final GreenMailExtension MAIL = Mail.server();

    private final Fixture fixture = new Fixture().imported();
    private final String key = fixture.newKey();
    /**
     * Keys of the same organization, so races of 64 calls, repeated while the pause between two codes lasts,
     * stay under each key's rate limit of the test server.
     */
    private final List<String> keys = List.of(
            key,
            fixture.newKey(),
            fixture.newKey(),
            fixture.newKey(),
            fixture.newKey(),
            fixture.newKey(),
            fixture.newKey(),
            fixture.newKey());

    private final java.util.concurrent.atomic.AtomicInteger turn = new java.util.concurrent.atomic.AtomicInteger();

    private String nextKey() {
        return keys.get(turn.getAndIncrement() % keys.size());
    }

    private static List<Integer> race(int calls, Callable<Integer> call) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(calls);
        try {
            CountDownLatch start = new CountDownLatch(1);
            List<Future<Integer>> futures = new ArrayList<>();
            for (int i = 0; i < calls; i++) {
                futures.add(pool.submit(() -> {
                    start.await();
                    return call.call();
                }));
            }
            start.countDown();
            List<Integer> statuses = new ArrayList<>();
            for (Future<Integer> future : futures) {
                statuses.add(future.get());
            }
            return statuses;
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void sixtyFourParallelWrongCodesCountExactlyFive() throws Exception {
        String requestId = Verify.start(key, fixture.email).json().getString("requestId");
        String code = Mail.codeIn(Mail.lastTo(MAIL, fixture.email));
        List<Integer> statuses = race(
                64,
                () -> Verify.confirm(nextKey(), requestId, Verify.wrong(code)).status());
        assertEquals(64, statuses.stream().filter(s -> s == 401).count(), statuses::toString);
        assertEquals(401, Verify.confirm(key, requestId, code).status());
        String url = System.getProperty("it.database.url", "");
        if (url.startsWith("jdbc:postgresql")) {
            try (Connection c =
                            DriverManager.getConnection(url, System.getProperty("it.database.user", "postgres"), "");
                    PreparedStatement s =
                            c.prepareStatement("SELECT failed_attempts, status FROM email_verification WHERE id = ?")) {
                s.setString(1, requestId);
                try (ResultSet r = s.executeQuery()) {
                    r.next();
                    assertEquals(5, r.getInt(1));
                    assertEquals("INVALIDATED", r.getString(2));
                }
            }
        }
    }

    @Test
    void sixteenParallelRightCodesVerifyExactlyOnce() throws Exception {
        String requestId = Verify.start(key, fixture.email).json().getString("requestId");
        String code = Mail.codeIn(Mail.lastTo(MAIL, fixture.email));
        List<Integer> statuses =
                race(16, () -> Verify.confirm(key, requestId, code).status());
        assertEquals(1, statuses.stream().filter(s -> s == 200).count(), statuses::toString);
        assertEquals(15, statuses.stream().filter(s -> s == 401).count(), statuses::toString);
    }

    /** Starts a verification once the interval since the previous one has passed. */
    private Api.Reply startAfterInterval() {
        return Verify.startAfterPause(this::nextKey, fixture.email);
    }

    @Test
    void sixteenParallelInitiationsOpenExactlyTheOneTheHourStillAllows() throws Exception {
        parallelInitiationsOpenExactlyTheOneTheHourStillAllows(16);
    }

    @Test
    void sixtyFourParallelInitiationsOpenExactlyTheOneTheHourStillAllows() throws Exception {
        parallelInitiationsOpenExactlyTheOneTheHourStillAllows(64);
    }

    /**
     * Four codes sent, so the hour has room for exactly one more, however long the race takes. The calls race
     * again, all at once each round, while the pause since the fourth code refuses them all (which counts
     * nothing); the first round it does not refuse whole is the one judged.
     */
    private void parallelInitiationsOpenExactlyTheOneTheHourStillAllows(int calls) throws Exception {
        assertEquals(200, Verify.start(nextKey(), fixture.email).status());
        for (int i = 0; i < 3; i++) {
            assertEquals(200, startAfterInterval().status());
        }
        List<Api.Reply> replies = Poll.until(
                Verify.PAUSE_DEADLINE,
                Verify.BETWEEN_TRIES,
                () -> raceReplies(calls, () -> Verify.start(nextKey(), fixture.email)),
                round -> !round.stream().allMatch(Verify::refusedForThePause));
        assertEquals(1, replies.stream().filter(r -> r.status() == 200).count(), replies::toString);
        assertEquals(calls - 1, replies.stream().filter(r -> r.status() == 429).count(), replies::toString);
        for (Api.Reply refused : replies.stream().filter(r -> r.status() == 429).toList()) {
            assertTrue(Long.parseLong(refused.header("Retry-After")) >= 1, refused::toString);
            assertEquals("RATE_LIMITED", refused.json().getString("error"));
        }
        assertEquals(5, Mail.countTo(MAIL, fixture.email), "five codes sent, no more");
    }

    @Test
    void sixteenParallelWrongCodesSpendExactlyWhatIsLeftOfTheDailyBudget() throws Exception {
        parallelWrongCodesSpendExactlyWhatIsLeftOfTheDailyBudget(16);
    }

    @Test
    void sixtyFourParallelWrongCodesSpendExactlyWhatIsLeftOfTheDailyBudget() throws Exception {
        parallelWrongCodesSpendExactlyWhatIsLeftOfTheDailyBudget(64);
    }

    /**
     * Sixteen of the address's twenty wrong codes spent on four requests (three of them ended by their fifth),
     * then a race of wrong codes on a fifth request: its own rule would take five, the budget takes exactly
     * four, and every other call is refused with 429, as is the right code afterwards.
     */
    private void parallelWrongCodesSpendExactlyWhatIsLeftOfTheDailyBudget(int calls) throws Exception {
        List<String> requests = new ArrayList<>();
        List<String> codes = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            Api.Reply started = i == 0 ? Verify.start(nextKey(), fixture.email) : startAfterInterval();
            assertEquals(200, started.status(), started::toString);
            requests.add(started.json().getString("requestId"));
            codes.add(Mail.codeIn(Mail.lastTo(MAIL, fixture.email)));
        }
        for (int i = 0; i < 16; i++) {
            int request = Math.min(i / 5, 3);
            assertEquals(
                    401,
                    Verify.confirm(nextKey(), requests.get(request), Verify.wrong(codes.get(request)))
                            .status(),
                    "wrong code " + i);
        }
        String last = requests.get(4);
        String wrong = Verify.wrong(codes.get(4));
        List<Api.Reply> replies = raceReplies(calls, () -> Verify.confirm(nextKey(), last, wrong));
        assertEquals(4, replies.stream().filter(r -> r.status() == 401).count(), replies::toString);
        assertEquals(calls - 4, replies.stream().filter(r -> r.status() == 429).count(), replies::toString);
        Api.Reply spent =
                replies.stream().filter(r -> r.status() == 429).findFirst().orElseThrow();
        assertTrue(spent.json().getString("message").contains("wrong codes"), spent::toString);
        long retryAfter = Long.parseLong(spent.header("Retry-After"));
        assertTrue(retryAfter > 23 * 3600 && retryAfter <= 24 * 3600 + 15 * 60, "a day from now: " + retryAfter);

        assertEquals(429, Verify.confirm(nextKey(), last, codes.get(4)).status(), "the right code is refused too");
        assertEquals(
                429, Verify.confirm(nextKey(), requests.get(3), codes.get(3)).status());
        assertEquals(
                401,
                Verify.confirm(nextKey(), requests.get(0), codes.get(0)).status(),
                "a request its fifth wrong code ended stays 401");
        Api.Reply again = Verify.start(nextKey(), fixture.email);
        assertEquals(429, again.status(), again::toString);
        assertTrue(
                again.json().getString("message").contains("wrong codes"),
                "the spent budget is named before the pause since the last code: " + again);
        String url = System.getProperty("it.database.url", "");
        if (url.startsWith("jdbc:postgresql")) {
            try (Connection c =
                            DriverManager.getConnection(url, System.getProperty("it.database.user", "postgres"), "");
                    PreparedStatement s = c.prepareStatement(
                            "SELECT SUM(failed_attempts) FROM email_verification " + "WHERE email_normalized = ?")) {
                s.setString(1, fixture.email.toLowerCase());
                try (ResultSet r = s.executeQuery()) {
                    r.next();
                    assertEquals(20, r.getInt(1));
                }
            }
        }
    }

    private static List<Api.Reply> raceReplies(int calls, Callable<Api.Reply> call) {
        ExecutorService pool = Executors.newFixedThreadPool(calls);
        try {
            CountDownLatch start = new CountDownLatch(1);
            List<Future<Api.Reply>> futures = new ArrayList<>();
            for (int i = 0; i < calls; i++) {
                futures.add(pool.submit(() -> {
                    start.await();
                    return call.call();
                }));
            }
            start.countDown();
            List<Api.Reply> replies = new ArrayList<>();
            for (Future<Api.Reply> future : futures) {
                replies.add(future.get());
            }
            return replies;
        } catch (InterruptedException | java.util.concurrent.ExecutionException e) {
            throw new IllegalStateException(e);
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void theStoredRowHoldsAKeyedHashNeverTheCode() throws Exception {
        String url = System.getProperty("it.database.url", "");
        org.junit.jupiter.api.Assumptions.assumeTrue(url.startsWith("jdbc:postgresql"), "PostgreSQL only");
        String requestId = Verify.start(key, fixture.email).json().getString("requestId");
        String code = Mail.codeIn(Mail.lastTo(MAIL, fixture.email));
        try (Connection c = DriverManager.getConnection(url, System.getProperty("it.database.user", "postgres"), "");
                PreparedStatement s = c.prepareStatement("SELECT * FROM email_verification WHERE id = ?")) {
            s.setString(1, requestId);
            try (ResultSet r = s.executeQuery()) {
                r.next();
                for (int i = 1; i <= r.getMetaData().getColumnCount(); i++) {
                    String value = r.getString(i);
                    org.junit.jupiter.api.Assertions.assertFalse(
                            value != null && value.contains(code),
                            r.getMetaData().getColumnName(i));
                }
                assertEquals(64, r.getString("code_hash").length());
            }
        }
        assertEquals(200, Verify.confirm(key, requestId, code).status());
    }
}
