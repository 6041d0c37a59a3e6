package it.com.propertyportal.admin;

import it.com.propertyportal.Api;
import it.com.propertyportal.RawHttp;
import it.com.propertyportal.ServerFiles;
import org.junit.jupiter.api.Test;

import java.util.concurrent.ThreadLocalRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Guessing the administrator's password is throttled per client address. The test server trusts
 * 127.0.0.1 as a proxy (TRUSTED_PROXIES), so requests from there name their client in X-Forwarded-For or
 * Forwarded; a connection from 127.0.0.2 is a client of its own whose forwarded headers count for nothing.
 */
class LoginThrottleIT {

    private static final String PATH = "/api/admin/organizations?limit=1";

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
        assertEquals(200, login(Api.ADMIN_PASSWORD, "X-Forwarded-For", someAddress()).status(),
                "another address is not affected");

        String logs = ServerFiles.allLogs();
        assertTrue(logs.contains("Administrator login failed for user 'admin' from " + address), "each failure logged");
        assertFalse(logs.contains("guess-7"), "never the password");
    }

    @Test
    void aRightLoginDoesNotCountAndForwardedNamesTheClientToo() {
        String client = "2001:db8::" + Integer.toHexString(ThreadLocalRandom.current().nextInt(1, 0xffff));
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
    void withoutATrustedProxyAForgedForwardedForChangesNothing() {
        String untrusted = "127.0.0.2";
        for (int i = 1; i <= 10; i++) {
            assertEquals(401, RawHttp.get(untrusted, PATH, "Authorization", Api.basic(Api.ADMIN_USER, "no-" + i),
                    "X-Forwarded-For", someAddress()).status(), "attempt " + i);
        }
        assertEquals(429, RawHttp.get(untrusted, PATH, "Authorization", Api.basic(Api.ADMIN_USER, "no-11"),
                "X-Forwarded-For", someAddress()).status());
        assertEquals(429, RawHttp.get(untrusted, PATH, "Authorization", Api.adminAuthorization(),
                "X-Forwarded-For", someAddress()).status(), "a fresh forged address is still the same client");
        assertEquals(200, Api.adminGet(PATH).status(), "the proxy's own address is not affected");
    }
}
