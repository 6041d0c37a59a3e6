package it.com.propertyportal.core;

import it.com.propertyportal.Api;
import it.com.propertyportal.Fixture;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The test server allows 50 requests a minute per key (RATE_LIMIT_PER_MINUTE in src/test/it-server). */
class RateLimitIT {

    private static final int LIMIT = 50;

    @Test
    void aKeyOverItsLimitGets429WithRetryAfterAndTheHeadersCountDown() {
        String key = new Fixture().imported().newKey();
        int admittedInWindow = 0;
        long lastReset = Long.MAX_VALUE;
        Api.Reply refused = null;
        for (int i = 0; i < 3 * LIMIT && refused == null; i++) {
            Api.Reply reply = Core.get(key, "/api/boards");
            long reset = Long.parseLong(reply.header("RateLimit-Reset"));
            if (reset > lastReset) {
                admittedInWindow = 0;
            }
            lastReset = reset;
            assertEquals(String.valueOf(LIMIT), reply.header("RateLimit-Limit"));
            if (reply.status() == 429) {
                refused = reply;
            } else {
                assertEquals(200, reply.status(), reply::toString);
                admittedInWindow++;
                assertEquals(LIMIT - admittedInWindow, Integer.parseInt(reply.header("RateLimit-Remaining")));
            }
        }
        assertNotNull(refused, "no request was refused");
        assertEquals(LIMIT, admittedInWindow);
        assertEquals("RATE_LIMITED", refused.json().getString("error"));
        assertEquals("0", refused.header("RateLimit-Remaining"));
        long retryAfter = Long.parseLong(refused.header("Retry-After"));
        assertTrue(retryAfter >= 1 && retryAfter <= 60, "Retry-After " + retryAfter);
    }

    @Test
    void keysAreLimitedSeparately() {
        Fixture fixture = new Fixture().imported();
        String busy = fixture.newKey();
        String quiet = fixture.newKey();
        for (int i = 0; i < LIMIT + 1; i++) {
            Core.get(busy, "/api/boards");
        }
        assertEquals(200, Core.get(quiet, "/api/boards").status());
    }
}
