package com.propertyportal.identity.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import org.junit.jupiter.api.Test;

class SignOnFlowsTest {

    private final SignOnFlows flows = new SignOnFlows("the client secret");
    private final Instant now = Instant.parse("2026-11-26T10:00:00Z");

    @Test
    void aSealedFlowOpensUntilItExpires() {
        SignOnFlows.Flow flow = SignOnFlows.start(now);
        String sealed = flows.seal(flow);
        assertEquals(flow, flows.open(sealed, now.plusSeconds(599)).orElseThrow());
        assertTrue(flows.open(sealed, now.plus(SignOnFlows.LIFETIME)).isEmpty());
        assertFalse(sealed.contains(flow.state()), "the cookie does not show the state");
        assertFalse(sealed.contains(flow.verifier()), "nor the PKCE verifier");
    }

    @Test
    void aCookieSealedWithAnotherSecretOrChangedDoesNotOpen() {
        String sealed = flows.seal(SignOnFlows.start(now));
        assertTrue(new SignOnFlows("another secret").open(sealed, now).isEmpty());
        String changed = sealed.substring(0, sealed.length() - 2) + (sealed.endsWith("AA") ? "BB" : "AA");
        assertTrue(flows.open(changed, now).isEmpty());
        assertTrue(flows.open("not.a.sealed.flow", now).isEmpty());
        assertTrue(flows.open("", now).isEmpty());
        assertTrue(flows.open(null, now).isEmpty());
        assertTrue(flows.open("x".repeat(5000), now).isEmpty());
    }

    @Test
    void eachFlowHasItsOwnRandomValues() {
        SignOnFlows.Flow one = SignOnFlows.start(now);
        SignOnFlows.Flow two = SignOnFlows.start(now);
        assertFalse(one.state().equals(two.state()) || one.nonce().equals(two.nonce()));
        assertEquals(43, one.verifier().length());
        assertTrue(one.sent(one.state()));
        assertFalse(one.sent(two.state()));
        assertFalse(one.sent(null));
    }

    @Test
    void theChallengeIsTheS256OfTheVerifier() {
        // RFC 7636, appendix B.
        SignOnFlows.Flow flow = new SignOnFlows.Flow("s", "n", "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk", now);
        assertEquals("E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM", flow.challenge());
    }
}
