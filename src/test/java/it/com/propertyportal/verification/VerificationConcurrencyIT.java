package it.com.propertyportal.verification;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import it.com.propertyportal.Fixture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

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

import static org.junit.jupiter.api.Assertions.assertEquals;

/** "At most 5 failures" and "used once" hold when the calls race each other. */
class VerificationConcurrencyIT {

    @RegisterExtension
    static final GreenMailExtension MAIL = Mail.server();

    private final Fixture fixture = new Fixture().imported();
    private final String key = fixture.newKey();
    /** Keys of the same organization, so 64 calls stay under each key's rate limit of the test server. */
    private final List<String> keys = List.of(key, fixture.newKey(), fixture.newKey(), fixture.newKey());
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
        List<Integer> statuses = race(64, () -> Verify.confirm(nextKey(), requestId, Verify.wrong(code)).status());
        assertEquals(64, statuses.stream().filter(s -> s == 401).count(), statuses::toString);
        assertEquals(401, Verify.confirm(key, requestId, code).status());
        String url = System.getProperty("it.database.url", "");
        if (url.startsWith("jdbc:postgresql")) {
            try (Connection c = DriverManager.getConnection(url, System.getProperty("it.database.user", "postgres"), "");
                    PreparedStatement s = c.prepareStatement(
                            "SELECT failed_attempts, status FROM email_verification WHERE id = ?")) {
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
        List<Integer> statuses = race(16, () -> Verify.confirm(key, requestId, code).status());
        assertEquals(1, statuses.stream().filter(s -> s == 200).count(), statuses::toString);
        assertEquals(15, statuses.stream().filter(s -> s == 401).count(), statuses::toString);
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
                    org.junit.jupiter.api.Assertions.assertFalse(value != null && value.contains(code),
                            r.getMetaData().getColumnName(i));
                }
                assertEquals(64, r.getString("code_hash").length());
            }
        }
        assertEquals(200, Verify.confirm(key, requestId, code).status());
    }

}
