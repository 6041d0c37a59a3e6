package com.propertyportal.examples.contactportal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Base64;
import java.util.List;
import org.junit.jupiter.api.Test;

class SealTest {

    private static final byte[] SECRET = "a secret of at least thirty-two characters".getBytes(StandardCharsets.UTF_8);
    private static final Instant NOW = Instant.parse("2026-11-26T12:00:00Z");
    private final Seal seal = new Seal(SECRET, Clock.fixed(NOW, ZoneOffset.UTC));

    private String sessionOf(String contactId) {
        return seal.seal(Session.PURPOSE, new Session(List.of(contactId), "Robin", NOW.getEpochSecond() + 60));
    }

    @Test
    void opensWhatItSealed() throws Seal.Refused {
        Session opened = seal.open(Session.PURPOSE, sessionOf("con-1"), Session.class);
        assertEquals(List.of("con-1"), opened.contacts());
    }

    @Test
    void refusesAPayloadWithAnotherContactUnderTheOldSignature() {
        String sealed = sessionOf("con-1");
        String signature = sealed.substring(sealed.indexOf('.'));
        String payload = new String(Base64.getUrlDecoder().decode(sealed.substring(0, sealed.indexOf('.'))));
        String swapped = Base64.getUrlEncoder()
                        .withoutPadding()
                        .encodeToString(payload.replace("con-1", "con-2").getBytes(StandardCharsets.UTF_8))
                + signature;
        Seal.Refused refused =
                assertThrows(Seal.Refused.class, () -> seal.open(Session.PURPOSE, swapped, Session.class));
        assertFalse(refused.expired());
    }

    @Test
    void refusesAValueSealedForAnotherPurposeOrWithAnotherSecret() {
        String sealed = sessionOf("con-1");
        assertThrows(Seal.Refused.class, () -> seal.open(PendingVerification.PURPOSE, sealed, Session.class));
        Seal other = new Seal(
                "another secret of at least thirty-two characters".getBytes(StandardCharsets.UTF_8),
                Clock.fixed(NOW, ZoneOffset.UTC));
        assertThrows(Seal.Refused.class, () -> other.open(Session.PURPOSE, sealed, Session.class));
    }

    @Test
    void refusesAnExpiredValue() {
        String sealed = sessionOf("con-1");
        Seal later = new Seal(SECRET, Clock.fixed(NOW.plusSeconds(60), ZoneOffset.UTC));
        assertTrue(assertThrows(Seal.Refused.class, () -> later.open(Session.PURPOSE, sealed, Session.class))
                .expired());
    }

    @Test
    void refusesMalformedValues() {
        for (String value : new String[] {"", ".", "abc", "a.b.c", "!!.!!", "x".repeat(Seal.LONGEST_VALUE + 1)}) {
            assertThrows(Seal.Refused.class, () -> seal.open(Session.PURPOSE, value, Session.class), value);
        }
    }

    @Test
    void aFormTokenBelongsToOneStateCookie() {
        String first = sessionOf("con-1");
        String second = sessionOf("con-2");
        assertTrue(seal.formTokenMatches(first, seal.formToken(first)));
        assertFalse(seal.formTokenMatches(second, seal.formToken(first)));
        assertFalse(seal.formTokenMatches(first, null));
    }
}
