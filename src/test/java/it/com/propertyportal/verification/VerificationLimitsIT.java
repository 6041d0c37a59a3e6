package it.com.propertyportal.verification;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import it.com.propertyportal.Api;
import it.com.propertyportal.Fixture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Per-address limits. The test server waits 1 s between two initiations (VERIFICATION_INITIATION_INTERVAL)
 * instead of the default 30 s; the other limits are the defaults: 5 an hour, 20 wrong codes a day.
 */
class VerificationLimitsIT {

    @RegisterExtension
    static final GreenMailExtension MAIL = Mail.server();

    private final Fixture fixture = new Fixture().imported();
    private final String key = fixture.newKey();

    /** Starts a verification once the interval since the previous one has passed. */
    private Api.Reply startAfterInterval() {
        return Verify.startAfterPause(() -> key, fixture.email);
    }

    @Test
    void aSecondInitiationWithinTheIntervalIs429() {
        assertEquals(200, Verify.start(key, fixture.email).status());
        Api.Reply refused = Verify.start(key, fixture.email);
        assertEquals(429, refused.status(), refused::toString);
        long retryAfter = Long.parseLong(refused.header("Retry-After"));
        assertTrue(retryAfter >= 1 && retryAfter <= 2, "Retry-After " + retryAfter);
        assertTrue(Verify.refusedForThePause(refused), refused::toString);
        assertEquals(1, Mail.countTo(MAIL, fixture.email));
    }

    @Test
    void theSixthInitiationWithinAnHourIs429() {
        assertEquals(200, Verify.start(key, fixture.email).status());
        for (int i = 0; i < 4; i++) {
            assertEquals(200, startAfterInterval().status());
        }
        Api.Reply refused = startAfterInterval();
        assertEquals(429, refused.status(), refused::toString);
        assertTrue(refused.json().getString("message").contains("last hour"));
    }

    @Test
    void wrongCodesCountPerAddressAcrossRequests() {
        for (int request = 0; request < 4; request++) {
            Api.Reply started = request == 0 ? Verify.start(key, fixture.email) : startAfterInterval();
            assertEquals(200, started.status(), started::toString);
            String requestId = started.json().getString("requestId");
            String code = Mail.codeIn(Mail.lastTo(MAIL, fixture.email));
            for (int i = 0; i < 5; i++) {
                assertEquals(
                        401, Verify.confirm(key, requestId, Verify.wrong(code)).status());
            }
        }
        Api.Reply refused = startAfterInterval();
        assertEquals(429, refused.status(), refused::toString);
        assertTrue(refused.json().getString("message").contains("wrong codes"));
    }
}
