package com.propertyportal.apikeys.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.propertyportal.persistence.InContainer;
import jakarta.inject.Inject;
import jakarta.json.Json;
import java.io.File;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Both sliding windows of the limiter against the real ledger, with the clock under the test's control: a
 * burst straddling a second's or a minute's edge gets no second helping, and parallel calls admit exactly the
 * limit.
 */
@ExtendWith(ArquillianExtension.class)
class RateLimiterArquillianIT {

    @Deployment
    static WebArchive deployment() {
        WebArchive app = ShrinkWrap.createFromZipFile(WebArchive.class, new File("target/property-portal.war"));
        return ShrinkWrap.create(WebArchive.class, "rate-limit-it.war")
                .merge(app)
                .addClasses(RateLimiterArquillianIT.class, InContainer.class);
    }

    @Inject
    RateLimiter limiter;

    @Inject
    InContainer container;

    /** A key on a board of its own whose API is on, as keys are made. */
    private String newKey() {
        String org = "org-" + UUID.randomUUID();
        String board = "board-" + UUID.randomUUID();
        container.importDocument(Json.createObjectBuilder()
                .add(
                        "organizations",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder().add("_id", org).add("name", "Limits")))
                .add(
                        "boards",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", board)
                                        .add("companyId", org)
                                        .add("name", "B")
                                        .add("apiEnabled", true)))
                .build());
        return container.issueKey(board).apiKey().id();
    }

    @Test
    void aBurstAtTheEndOfASecondLeavesNoRoomAtTheStartOfTheNext() {
        String key = newKey();
        Instant late = Instant.parse("2030-01-01T10:00:05.950Z");
        for (int i = 0; i < 5; i++) {
            assertTrue(limiter.admit(key, late, 5, 100).admitted(), "request " + i);
        }
        RateLimiter.Decision refused = limiter.admit(key, late.plusMillis(100), 5, 100);
        assertFalse(refused.admitted(), "a fixed second would admit five more at 06.050");
        assertEquals(1, refused.retryAfterSeconds());
        assertFalse(limiter.admit(key, Instant.parse("2030-01-01T10:00:06.999Z"), 5, 100)
                .admitted());
        assertTrue(
                limiter.admit(key, Instant.parse("2030-01-01T10:00:07Z"), 5, 100)
                        .admitted(),
                "once the 100 ms bucket of 05.950 left the second");
    }

    @Test
    void aBurstAtTheEndOfAMinuteLeavesNoRoomAtTheStartOfTheNext() {
        String key = newKey();
        Instant late = Instant.parse("2030-01-01T10:00:59.500Z");
        for (int i = 0; i < 8; i++) {
            RateLimiter.Decision admitted = limiter.admit(key, late, 100, 8);
            assertTrue(admitted.admitted(), "request " + i);
            assertEquals(8 - i - 1, admitted.remaining());
            assertEquals(8, admitted.limit());
        }
        RateLimiter.Decision refused = limiter.admit(key, late.plusSeconds(1), 100, 8);
        assertFalse(refused.admitted(), "a fixed minute would admit eight more at 01:00.500");
        assertEquals(0, refused.remaining());
        assertEquals(60, refused.retryAfterSeconds(), "until the bucket of 00:59 left the minute, at 02:00");
        assertEquals(60, refused.resetSeconds());
        assertFalse(limiter.admit(key, Instant.parse("2030-01-01T10:01:59.999Z"), 100, 8)
                .admitted());
        assertTrue(limiter.admit(key, Instant.parse("2030-01-01T10:02:00Z"), 100, 8)
                .admitted());
    }

    @Test
    void noMinuteOrSecondOfRequestsEverPassesTheLimitsWhereverItStarts() {
        String key = newKey();
        int perSecond = 5;
        int perMinute = 40;
        Instant start = Instant.parse("2030-01-01T11:00:00.000Z");
        List<Instant> admitted = new ArrayList<>();
        java.util.Random random = new java.util.Random(7);
        Instant now = start;
        while (now.isBefore(start.plus(Duration.ofMinutes(3)))) {
            if (limiter.admit(key, now, perSecond, perMinute).admitted()) {
                admitted.add(now);
            }
            // Often a burst, sometimes a pause; many calls land right at the edges of buckets and windows.
            now = now.plusMillis(random.nextInt(4) == 0 ? random.nextInt(400) : random.nextInt(30));
        }
        assertTrue(admitted.size() >= 2 * perMinute, "the limiter admits its budget: " + admitted.size());
        for (int first = 0; first < admitted.size(); first++) {
            assertTrue(
                    inSpan(admitted, first, Duration.ofMinutes(1)) <= perMinute,
                    "a minute from " + admitted.get(first));
            assertTrue(
                    inSpan(admitted, first, Duration.ofSeconds(1)) <= perSecond,
                    "a second from " + admitted.get(first));
        }
    }

    private static int inSpan(List<Instant> sorted, int first, Duration span) {
        Instant end = sorted.get(first).plus(span);
        int n = 0;
        for (int i = first; i < sorted.size() && sorted.get(i).isBefore(end); i++) {
            n++;
        }
        return n;
    }

    @Test
    void sixteenAndSixtyFourParallelCallsAtOneInstantAdmitExactlyTheLimit() throws Exception {
        assertEquals(10, admittedOf(16, newKey(), 1000, 10), "the minute's ten of sixteen");
        assertEquals(20, admittedOf(64, newKey(), 20, 1000), "the second's twenty of sixty-four");
        assertEquals(50, admittedOf(64, newKey(), 1000, 50), "the minute's fifty of sixty-four");
    }

    private int admittedOf(int calls, String key, int perSecond, int perMinute) throws Exception {
        Instant now = Instant.parse("2030-01-01T12:00:00.500Z");
        ExecutorService pool = Executors.newFixedThreadPool(calls);
        try {
            CountDownLatch go = new CountDownLatch(1);
            List<Future<RateLimiter.Decision>> decisions = new ArrayList<>();
            for (int i = 0; i < calls; i++) {
                decisions.add(pool.submit(() -> {
                    go.await();
                    return limiter.admit(key, now, perSecond, perMinute);
                }));
            }
            go.countDown();
            int admitted = 0;
            for (Future<RateLimiter.Decision> decision : decisions) {
                RateLimiter.Decision d = decision.get(60, TimeUnit.SECONDS);
                admitted += d.admitted() ? 1 : 0;
                assertTrue(d.admitted() || d.retryAfterSeconds() >= 1, d::toString);
            }
            assertFalse(limiter.admit(key, now, perSecond, perMinute).admitted(), "and no more after them");
            return admitted;
        } finally {
            pool.shutdownNow();
        }
    }
}
