package it.com.propertyportal.admin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import it.com.propertyportal.RawHttp;
import it.com.propertyportal.ServerFiles;
import java.util.concurrent.ThreadLocalRandom;
import org.junit.jupiter.api.Test;

/**
 * Guessing the administrator's password is throttled per client address. The test server trusts
 * 127.0.0.1 as a proxy (TRUSTED_PROXIES), so requests from there name their client in X-Forwarded-For or
 * Forwarded; a connection from another loopback address is a client of its own whose forwarded headers
 * count for nothing.
 */
class LoginThrottleIT {

    private static final String PATH = "/api/admin/organizations?limit=1";
    /** Failed logins an address may make in any 15 minutes (docs/admin-api.md, "Login throttle"). */
    private static final int MAX_FAILURES = 10;

    private static String someAddress() {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        return "198.51." + random.nextInt(256) + "." + random.nextInt(1, 255);
    }

    private static Api.Reply login(String password, String header, String value) {
        return Api.get(PATH, "Authorization", Api.basic(Api.ADMIN_USER, password), header, value);
    }

    @Test
    void theEleventhWrongLoginFromOneAddressIsRefusedEvenWithTheRightPassword() {
        String address = someAddress();
        for (int i = 1; i <= 10; i++) {
            assertEquals(401, login("guess-" + i, "X-Forwarded-For", address).status(), "attempt " + i);
        }
        Api.Reply eleventh = login("guess-11", "X-Forwarded-For", address);
        assertEquals(429, eleventh.status(), eleventh::toString);
        long retryAfter = Long.parseLong(eleventh.header("Retry-After"));
        assertTrue(retryAfter > 800 && retryAfter <= 900, "refused for 15 minutes: " + retryAfter);
        assertEquals(429, login(Api.ADMIN_PASSWORD, "X-Forwarded-For", address).status(), "even the right one");
        assertEquals(
                200,
                login(Api.ADMIN_PASSWORD, "X-Forwarded-For", someAddress()).status(),
                "another address is not affected");

        String logs = ServerFiles.allLogs();
        assertTrue(logs.contains("Administrator login failed for user 'admin' from " + address), "each failure logged");
        assertFalse(logs.contains("guess-7"), "never the password");
    }

    @Test
    void aRightLoginDoesNotCountAndForwardedNamesTheClientToo() {
        String client =
                "2001:db8::" + Integer.toHexString(ThreadLocalRandom.current().nextInt(1, 0xffff));
        String forwarded = "for=\"[" + client + "]:4711\";proto=https";
        for (int i = 1; i <= 9; i++) {
            assertEquals(401, login("wrong-" + i, "Forwarded", forwarded).status(), "attempt " + i);
        }
        for (int i = 0; i < 5; i++) {
            assertEquals(200, login(Api.ADMIN_PASSWORD, "Forwarded", forwarded).status(), "right logins are free");
        }
        assertEquals(401, login("wrong-10", "Forwarded", forwarded).status());
        assertEquals(429, login("wrong-11", "Forwarded", forwarded).status());
    }

    @Test
    void sixteenParallelWrongLoginsFromOneAddressCheckExactlyTenPasswords() throws Exception {
        parallelWrongLoginsCheckExactlyTenPasswords(16);
    }

    @Test
    void sixtyFourParallelWrongLoginsFromOneAddressCheckExactlyTenPasswords() throws Exception {
        parallelWrongLoginsCheckExactlyTenPasswords(64);
    }

    private static void parallelWrongLoginsCheckExactlyTenPasswords(int calls) throws Exception {
        String address = someAddress();
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(calls);
        java.util.List<Integer> statuses = new java.util.ArrayList<>();
        try {
            java.util.concurrent.CountDownLatch start = new java.util.concurrent.CountDownLatch(1);
            java.util.List<java.util.concurrent.Future<Integer>> futures = new java.util.ArrayList<>();
            for (int i = 0; i < calls; i++) {
                String guess = "parallel-" + i;
                futures.add(pool.submit(() -> {
                    start.await();
                    return login(guess, "X-Forwarded-For", address).status();
                }));
            }
            start.countDown();
            for (var future : futures) {
                statuses.add(future.get());
            }
        } finally {
            pool.shutdownNow();
        }
        assertEquals(MAX_FAILURES, statuses.stream().filter(s -> s == 401).count(), statuses::toString);
        assertEquals(
                calls - MAX_FAILURES, statuses.stream().filter(s -> s == 429).count(), statuses::toString);
        assertEquals(429, login(Api.ADMIN_PASSWORD, "X-Forwarded-For", address).status(), "blocked, right or not");
    }

    @Test
    void withoutATrustedProxyAForgedForwardedForChangesNothing() {
        // A loopback address of its own (the test server trusts only 127.0.0.1), so a run never meets a block
        // left by an earlier one.
        ThreadLocalRandom random = ThreadLocalRandom.current();
        String untrusted = "127." + random.nextInt(1, 255) + "." + random.nextInt(256) + "." + random.nextInt(2, 255);
        for (int i = 1; i <= 10; i++) {
            assertEquals(
                    401,
                    RawHttp.get(
                                    untrusted,
                                    PATH,
                                    "Authorization",
                                    Api.basic(Api.ADMIN_USER, "no-" + i),
                                    "X-Forwarded-For",
                                    someAddress())
                            .status(),
                    "attempt " + i);
        }
        assertEquals(
                429,
                RawHttp.get(
                                untrusted,
                                PATH,
                                "Authorization",
                                Api.basic(Api.ADMIN_USER, "no-11"),
                                "X-Forwarded-For",
                                someAddress())
                        .status());
        assertEquals(
                429,
                RawHttp.get(
                                untrusted,
                                PATH,
                                "Authorization",
                                Api.adminAuthorization(),
                                "X-Forwarded-For",
                                someAddress())
                        .status(),
                "a fresh forged address is still the same client");
        assertEquals(200, Api.adminGet(PATH).status(), "the proxy's own address is not affected");
    }
}
