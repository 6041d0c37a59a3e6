package com.propertyportal.identity.entity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** When a session ends, against fixed instants: idle after its last recorded use, or at its lifetime. */
class ConsoleSessionTest {

    private static final String HASH = "a".repeat(64);
    private static final Instant OPENED = Instant.parse("2026-11-26T08:00:00Z");
    private static final Duration IDLE = Duration.ofMinutes(30);
    private static final Duration LIFETIME = Duration.ofHours(12);

    @Test
    void anUnusedSessionEndsExactlyItsIdleTimeAfterItWasOpened() {
        ConsoleSession session = new ConsoleSession(HASH, "admin", "1", ConsoleSession.BY_PASSWORD, OPENED);
        assertTrue(session.isLiveAt(OPENED, IDLE, LIFETIME));
        assertTrue(session.isLiveAt(OPENED.plus(IDLE).minusMillis(1), IDLE, LIFETIME));
        assertFalse(session.isLiveAt(OPENED.plus(IDLE), IDLE, LIFETIME));
        assertEquals(OPENED.plus(IDLE), session.endsAt(IDLE, LIFETIME));
    }

    @Test
    void aSessionInUseStillEndsAtItsLifetime() {
        Instant lastUse = OPENED.plus(LIFETIME).minus(Duration.ofMinutes(1));
        assertEquals(OPENED.plus(LIFETIME), ConsoleSession.endsAt(OPENED, lastUse, IDLE, LIFETIME));
    }

    @Test
    void aRecordedUseMovesTheIdleEnd() {
        Instant lastUse = OPENED.plus(Duration.ofHours(2));
        assertEquals(lastUse.plus(IDLE), ConsoleSession.endsAt(OPENED, lastUse, IDLE, LIFETIME));
    }

    @Test
    void aLifetimeShorterThanTheIdleTimeEndsEvenAnUnusedSessionFirst() {
        Duration lifetime = Duration.ofMinutes(10);
        ConsoleSession session = new ConsoleSession(HASH, "admin", "1", ConsoleSession.BY_PASSWORD, OPENED);
        assertTrue(session.isLiveAt(OPENED.plus(lifetime).minusMillis(1), IDLE, lifetime));
        assertFalse(session.isLiveAt(OPENED.plus(lifetime), IDLE, lifetime));
    }

    @Test
    void aUseIsWrittenOnlyOnceTheRecordedOneIsAResolutionOld() {
        ConsoleSession session = new ConsoleSession(HASH, "user:u1", "1", ConsoleSession.BY_PASSWORD, OPENED);
        Duration minute = Duration.ofMinutes(1);
        assertFalse(session.needsTouch(OPENED, minute));
        assertFalse(session.needsTouch(OPENED.plus(minute).minusMillis(1), minute));
        assertTrue(session.needsTouch(OPENED.plus(minute), minute));
    }

    @Test
    void aSessionHoldsOnlyAHashASubjectOfAtMost400CharactersAndACsrfToken() {
        assertThrows(
                IllegalArgumentException.class,
                () -> new ConsoleSession("raw-token", "admin", "1", ConsoleSession.BY_PASSWORD, OPENED));
        assertThrows(
                IllegalArgumentException.class,
                () -> new ConsoleSession("A".repeat(64), "admin", "1", ConsoleSession.BY_PASSWORD, OPENED));
        assertThrows(
                IllegalArgumentException.class,
                () -> new ConsoleSession(HASH, "", "1", ConsoleSession.BY_PASSWORD, OPENED));
        assertThrows(
                IllegalArgumentException.class,
                () -> new ConsoleSession(HASH, "x".repeat(401), "1", ConsoleSession.BY_PASSWORD, OPENED));
        assertEquals(
                400,
                new ConsoleSession(HASH, "x".repeat(400), "1", ConsoleSession.BY_PASSWORD, OPENED)
                        .subject()
                        .length());
    }

    @Test
    void aSessionRecordsTheGenerationOfItsCredentialAndHowItWasOpened() {
        ConsoleSession session =
                new ConsoleSession(HASH, "operator", "b".repeat(64), ConsoleSession.BY_PASSWORD, OPENED);
        assertEquals("b".repeat(64), session.credential());
        assertEquals("password", session.signedInBy());
        assertEquals(
                "sso", new ConsoleSession(HASH, "user:u1", "7", ConsoleSession.BY_SINGLE_SIGN_ON, OPENED).signedInBy());
        assertThrows(
                IllegalArgumentException.class, () -> new ConsoleSession(HASH, "operator", null, "password", OPENED));
        assertThrows(
                IllegalArgumentException.class, () -> new ConsoleSession(HASH, "operator", "", "password", OPENED));
        assertThrows(
                IllegalArgumentException.class,
                () -> new ConsoleSession(HASH, "operator", "c".repeat(65), "password", OPENED));
        assertThrows(IllegalArgumentException.class, () -> new ConsoleSession(HASH, "operator", "1", "magic", OPENED));
    }
}
