package it.com.propertyportal.forms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import jakarta.json.Json;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** The forms limit: FORMS_SUBMIT_PER_MINUTE per client address and form in any minute, a sliding window. */
class FormAbuseIT {

    /** The integration-test server's FORMS_SUBMIT_PER_MINUTE (src/test/it-server/server.env). */
    static final int PER_MINUTE = 30;

    @Test
    void aFilledHoneypotAnswersSuccessButCreatesNothing() {
        FormFixture f = new FormFixture().imported();
        String body = f.submit("new", FormFixture.minimal()).replaceFirst("\\{", "{\"hp\":\"http://spam.example\",");
        Api.Reply reply = Api.post("/forms/submit", body);
        assertEquals(200, reply.status(), reply::toString);
        assertEquals("success", reply.json().getString("status"));
        assertEquals(1, f.cards().size(), "only the fixture's card");
        String empty = f.submit("new", FormFixture.minimal()).replaceFirst("\\{", "{\"hp\":\"\",");
        assertEquals(200, Api.post("/forms/submit", empty).status());
        assertEquals(2, f.cards().size());
    }

    @Test
    void sixteenSimultaneousSubmitsWithOneKeyMakeOneCardAndNeverA500() throws Exception {
        FormFixture f = new FormFixture().imported();
        String key = UUID.randomUUID().toString();
        String body = f.submit("new", FormFixture.minimal());
        java.util.concurrent.CountDownLatch start = new java.util.concurrent.CountDownLatch(1);
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(16);
        try {
            java.util.List<java.util.concurrent.Future<Api.Reply>> replies = new java.util.ArrayList<>();
            for (int i = 0; i < 16; i++) {
                replies.add(pool.submit(() -> {
                    start.await();
                    return Api.post("/forms/submit", body, "Idempotency-Key", key);
                }));
            }
            start.countDown();
            int successes = 0;
            for (var reply : replies) {
                Api.Reply r = reply.get();
                assertTrue(r.status() == 200 || r.status() == 409, r::toString);
                if (r.status() == 409) {
                    assertEquals("IDEMPOTENCY_CONFLICT", r.json().getString("error"));
                } else {
                    assertEquals("success", r.json().getString("status"));
                    successes++;
                }
            }
            assertTrue(successes >= 1);
        } finally {
            pool.shutdownNow();
        }
        assertEquals(2, f.cards().size(), "the fixture's card and exactly one new one");
        assertEquals(
                200, Api.post("/forms/submit", body, "Idempotency-Key", key).status(), "a retry succeeds");
        assertEquals(2, f.cards().size());
    }

    @Test
    void aRetriedSubmitWithTheSameIdempotencyKeyCreatesOneCard() {
        FormFixture f = new FormFixture().imported();
        String key = UUID.randomUUID().toString();
        String body = f.submit("new", FormFixture.minimal());
        for (int i = 0; i < 3; i++) {
            Api.Reply reply = Api.post("/forms/submit", body, "Idempotency-Key", key);
            assertEquals(200, reply.status(), reply::toString);
            assertEquals("success", reply.json().getString("status"));
        }
        assertEquals(2, f.cards().size());
        assertEquals(
                200,
                Api.post(
                                "/forms/submit",
                                body,
                                "Idempotency-Key",
                                UUID.randomUUID().toString())
                        .status());
        assertEquals(200, Api.post("/forms/submit", body).status());
        assertEquals(4, f.cards().size());
        Api.Reply tooLong = Api.post("/forms/submit", body, "Idempotency-Key", "k".repeat(101));
        assertEquals(400, tooLong.status(), tooLong::toString);
        assertTrue(tooLong.body().contains("Idempotency-Key"));
    }

    @Test
    void submitsPerClientAndFormAreLimited() {
        FormFixture f = new FormFixture().imported();
        String body = f.submit("new", Json.createObjectBuilder().add("f-unknown", "x"));
        int counted = 0;
        Api.Reply limited = null;
        for (int i = 0; i < 2 * PER_MINUTE && limited == null; i++) {
            Api.Reply reply = Api.post("/forms/submit", body);
            if (reply.status() == 429) {
                limited = reply;
            } else {
                assertEquals(400, reply.status(), reply::toString);
                counted++;
            }
        }
        assertNotNull(limited, "no 429");
        assertEquals(PER_MINUTE, counted, "a refused submit (400) counts too; the minute slides, so no edge resets it");
        long retryAfter = Long.parseLong(limited.header("Retry-After"));
        assertTrue(retryAfter >= 1 && retryAfter <= 61, limited::toString);
        assertEquals("*", limited.header("Access-Control-Allow-Origin"));
        FormFixture other = new FormFixture().imported();
        assertEquals(
                200,
                Api.post("/forms/submit", other.submit("new", FormFixture.minimal()))
                        .status(),
                "another form has its own limit");
    }

    @Test
    void sixtyFourParallelSubmitsOfOneClientWriteExactlyTheLimitOfCards() throws Exception {
        FormFixture f = new FormFixture().imported();
        String client =
                "203.0.113." + java.util.concurrent.ThreadLocalRandom.current().nextInt(1, 255);
        List<Api.Reply> replies = race(
                64, () -> Api.post("/forms/submit", f.submit("new", FormFixture.minimal()), "X-Forwarded-For", client));
        assertEquals(PER_MINUTE, replies.stream().filter(r -> r.status() == 200).count(), replies::toString);
        assertEquals(
                64 - PER_MINUTE, replies.stream().filter(r -> r.status() == 429).count(), replies::toString);
        assertEquals(1 + PER_MINUTE, f.cards().size(), "the fixture's card and exactly one per admitted submit");
    }

    @Test
    void sixteenParallelSubmitsAfterTwentyAdmitExactlyTheTenLeft() throws Exception {
        FormFixture f = new FormFixture().imported();
        String client =
                "203.0.113." + java.util.concurrent.ThreadLocalRandom.current().nextInt(1, 255);
        String body = f.submit("new", FormFixture.minimal());
        for (int i = 0; i < PER_MINUTE - 10; i++) {
            assertEquals(
                    200,
                    Api.post("/forms/submit", body, "X-Forwarded-For", client).status());
        }
        List<Api.Reply> replies = race(16, () -> Api.post("/forms/submit", body, "X-Forwarded-For", client));
        assertEquals(10, replies.stream().filter(r -> r.status() == 200).count(), replies::toString);
        assertEquals(6, replies.stream().filter(r -> r.status() == 429).count(), replies::toString);
        assertEquals(1 + PER_MINUTE, f.cards().size());
    }

    private static List<Api.Reply> race(int calls, java.util.concurrent.Callable<Api.Reply> call) throws Exception {
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(calls);
        try {
            java.util.concurrent.CountDownLatch start = new java.util.concurrent.CountDownLatch(1);
            List<java.util.concurrent.Future<Api.Reply>> futures = new java.util.ArrayList<>();
            for (int i = 0; i < calls; i++) {
                futures.add(pool.submit(() -> {
                    start.await();
                    return call.call();
                }));
            }
            start.countDown();
            List<Api.Reply> replies = new java.util.ArrayList<>();
            for (var future : futures) {
                replies.add(future.get());
            }
            return replies;
        } finally {
            pool.shutdownNow();
        }
    }
}
