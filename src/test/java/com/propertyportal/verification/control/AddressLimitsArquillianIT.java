package com.propertyportal.verification.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.propertyportal.limits.CounterRows;
import com.propertyportal.persistence.InContainer;
import com.propertyportal.problems.ProblemException;
import com.propertyportal.verification.entity.EmailVerification;
import jakarta.inject.Inject;
import jakarta.json.Json;
import java.io.File;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
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
 * The per-address limits, checked and counted in the transaction that opens or confirms a request, with the
 * clock and the numbers under the test's control: parallel initiations open exactly what the limits allow,
 * the hour and the day slide, and a spent budget of wrong codes refuses confirm.
 */
@ExtendWith(ArquillianExtension.class)
class AddressLimitsArquillianIT {

    @Deployment
    static WebArchive deployment() {
        WebArchive app = ShrinkWrap.createFromZipFile(WebArchive.class, new File("target/property-portal.war"));
        return ShrinkWrap.create(WebArchive.class, "address-limits-it.war")
                .merge(app)
                .addClasses(AddressLimitsArquillianIT.class, InContainer.class);
    }

    @Inject
    Verifications verifications;

    @Inject
    VerificationLedger ledger;

    @Inject
    VerificationSecret secret;

    @Inject
    InContainer container;

    private final String org = "org-" + UUID.randomUUID();
    private final String email = UUID.randomUUID() + "@example.com";

    private void importContact() {
        container.importDocument(Json.createObjectBuilder()
                .add(
                        "organizations",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder().add("_id", org).add("name", "Address limits")))
                .add(
                        "contacts",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", "c-" + UUID.randomUUID())
                                        .add("companyId", org)
                                        .add("email", email)
                                        .add("firstname", "Kim")))
                .build());
    }

    private EmailVerification request(Instant created, String code) {
        String id = UUID.randomUUID().toString().replace("-", "");
        return new EmailVerification(id, org, email, secret.hash(id, code), created, created.plus(Duration.ofDays(3)));
    }

    /** Opens the request, or answers why not, as an initiation does (the address's first row may race). */
    private Optional<AbuseLimits.Refusal> open(EmailVerification request, AbuseLimits.Rules rules) {
        return CounterRows.countOnce(() -> ledger.open(request, rules));
    }

    @Test
    void sixteenAndSixtyFourParallelInitiationsOpenExactlyTheHourlyCap() throws Exception {
        importContact();
        AbuseLimits.Rules rules = new AbuseLimits.Rules(5, Duration.ZERO, 20);
        for (int calls : List.of(16, 64)) {
            String address = calls + "-" + email;
            Instant now = Instant.parse("2030-02-01T10:00:00Z");
            List<Optional<AbuseLimits.Refusal>> outcomes = race(calls, () -> {
                String id = UUID.randomUUID().toString().replace("-", "");
                return open(
                        new EmailVerification(id, org, address, secret.hash(id, "123456"), now, now.plusSeconds(600)),
                        rules);
            });
            assertEquals(5, outcomes.stream().filter(Optional::isEmpty).count(), outcomes::toString);
            assertTrue(
                    outcomes.stream()
                            .flatMap(Optional::stream)
                            .allMatch(r -> r.reason().equals(AbuseLimits.HOURLY)),
                    outcomes::toString);
        }
    }

    @Test
    void parallelInitiationsWithinTheIntervalOpenExactlyOne() throws Exception {
        importContact();
        AbuseLimits.Rules rules = new AbuseLimits.Rules(5, Duration.ofSeconds(30), 20);
        Instant now = Instant.parse("2030-02-01T10:00:00Z");
        List<Optional<AbuseLimits.Refusal>> outcomes = race(16, () -> open(request(now, "123456"), rules));
        assertEquals(1, outcomes.stream().filter(Optional::isEmpty).count(), outcomes::toString);
        AbuseLimits.Refusal refusal =
                outcomes.stream().flatMap(Optional::stream).findFirst().orElseThrow();
        assertEquals(AbuseLimits.INTERVAL, refusal.reason());
        assertEquals(now.plusSeconds(30), refusal.until());
    }

    @Test
    void theHourSlidesAcrossTheEdgeOfAClockHour() {
        importContact();
        AbuseLimits.Rules rules = new AbuseLimits.Rules(5, Duration.ZERO, 20);
        Instant late = Instant.parse("2030-02-01T10:59:30Z");
        for (int i = 0; i < 5; i++) {
            assertTrue(open(request(late, "123456"), rules).isEmpty(), "send " + i);
        }
        Instant nextHour = Instant.parse("2030-02-01T11:00:30Z");
        AbuseLimits.Refusal refused = open(request(nextHour, "123456"), rules)
                .orElseThrow(() -> new AssertionError("a fixed hour would send five more at 11:00:30"));
        assertEquals(AbuseLimits.HOURLY, refused.reason());
        assertEquals(Instant.parse("2030-02-01T12:00:00Z"), refused.until(), "once the minute of 10:59 left the hour");
        assertTrue(
                open(request(refused.until().minusMillis(1), "123456"), rules).isPresent());
        assertTrue(open(request(refused.until(), "123456"), rules).isEmpty());
    }

    @Test
    void aSpentBudgetOfWrongCodesRefusesConfirmWith429UntilTheDaySlidesOn() {
        importContact();
        AbuseLimits.Rules rules = new AbuseLimits.Rules(100, Duration.ZERO, 12);
        Instant t = Instant.parse("2030-02-01T09:00:00Z");
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            EmailVerification request = request(t, "111111");
            assertTrue(open(request, rules).isEmpty());
            ids.add(request.id());
        }
        // Five wrong codes end the first two requests; two more on the third spend the budget of twelve.
        for (int i = 0; i < 12; i++) {
            String id = ids.get(i < 5 ? 0 : i < 10 ? 1 : 2);
            ProblemException wrong = assertThrows(
                    ProblemException.class, () -> verifications.confirm(org, id, "999999", t.plusSeconds(60), rules));
            assertEquals(401, wrong.getResponse().getStatus());
        }
        ProblemException spent = assertThrows(
                ProblemException.class,
                () -> verifications.confirm(org, ids.get(3), "111111", t.plusSeconds(120), rules));
        assertEquals(429, spent.getResponse().getStatus(), "the right code too, once the budget is spent");
        assertTrue(spent.getMessage().contains("wrong codes"), spent.getMessage());
        long retryAfter = Long.parseLong(spent.headers().get("Retry-After"));
        Instant budgetBack = Instant.parse("2030-02-02T09:15:00Z");
        assertEquals(
                Duration.between(t.plusSeconds(120), budgetBack).toSeconds(),
                retryAfter,
                "until the quarter hour of the wrong codes left the day");
        assertEquals(
                401,
                assertThrows(
                                ProblemException.class,
                                () -> verifications.confirm(org, ids.get(0), "111111", t.plusSeconds(120), rules))
                        .getResponse()
                        .getStatus(),
                "an invalidated request stays 401");
        assertEquals(
                429,
                assertThrows(
                                ProblemException.class,
                                () -> verifications.confirm(
                                        org, ids.get(2), "999999", budgetBack.minusMillis(1), rules))
                        .getResponse()
                        .getStatus(),
                "and counts nothing more");
        AbuseLimits.Refusal initiation =
                open(request(budgetBack.minusMillis(1), "222222"), rules).orElseThrow();
        assertEquals(AbuseLimits.FAILURES, initiation.reason());

        assertEquals(
                1,
                verifications
                        .confirm(org, ids.get(3), "111111", budgetBack, rules)
                        .size());
        assertEquals(
                401,
                assertThrows(
                                ProblemException.class,
                                () -> verifications.confirm(org, ids.get(2), "999999", budgetBack, rules))
                        .getResponse()
                        .getStatus(),
                "the third request's third wrong code");
    }

    private static <T> List<T> race(int calls, java.util.concurrent.Callable<T> call) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(calls);
        try {
            CountDownLatch go = new CountDownLatch(1);
            List<Future<T>> futures = new ArrayList<>();
            for (int i = 0; i < calls; i++) {
                futures.add(pool.submit(() -> {
                    go.await();
                    return call.call();
                }));
            }
            go.countDown();
            List<T> results = new ArrayList<>();
            for (Future<T> future : futures) {
                results.add(future.get(120, TimeUnit.SECONDS));
            }
            return results;
        } finally {
            pool.shutdownNow();
        }
    }
}
