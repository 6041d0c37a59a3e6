package com.propertyportal.verification.entity;

import static com.propertyportal.verification.entity.VerificationStatus.EXPIRED;
import static com.propertyportal.verification.entity.VerificationStatus.INVALIDATED;
import static com.propertyportal.verification.entity.VerificationStatus.PENDING;
import static com.propertyportal.verification.entity.VerificationStatus.SEND_FAILED;
import static com.propertyportal.verification.entity.VerificationStatus.VERIFIED;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.params.provider.Arguments.arguments;

import com.propertyportal.verification.entity.EmailVerification.Outcome;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The verification request's states and transitions as the service document's table names them, one row each,
 * then the edges of each rule. Time is a fixed clock, moved on by hand: nothing waits.
 */
class EmailVerificationTest {

    static final Duration LIFETIME = Duration.ofMinutes(10);
    static final Clock CREATED = Clock.fixed(Instant.parse("2030-03-01T12:00:00Z"), ZoneOffset.UTC);

    static EmailVerification opened() {
        Instant now = CREATED.instant();
        return new EmailVerification(
                "0".repeat(32), "org-1", "kim@example.com", "f".repeat(64), now, now.plus(LIFETIME));
    }

    static Instant after(Duration elapsed) {
        return Clock.offset(CREATED, elapsed).instant();
    }

    /** A request brought into a state by the transitions themselves. */
    static EmailVerification with(int wrongCodes) {
        EmailVerification verification = opened();
        for (int i = 0; i < wrongCodes; i++) {
            verification.confirm(false, false, after(Duration.ofMinutes(1)));
        }
        return verification;
    }

    static EmailVerification verified() {
        EmailVerification verification = opened();
        verification.confirm(true, false, after(Duration.ofMinutes(1)));
        return verification;
    }

    /** What one call does to a request: the outcome it answers, or null for a change that is no confirm. */
    record Trigger(String name, Function<EmailVerification, Outcome> call) {
        @Override
        public String toString() {
            return name;
        }
    }

    static Trigger confirm(boolean right, Duration at) {
        return new Trigger((right ? "right" : "wrong") + " code after " + at, v -> v.confirm(right, false, after(at)));
    }

    static Trigger elapse(Duration at) {
        return new Trigger(at + " pass", v -> null);
    }

    /**
     * The document's table (section 3), one row per row: the state before, the trigger and its condition, the
     * next state, what the call answers, and the failed-attempt count after. The row "no contact with that
     * e-mail: 404, no request" is the control's (it never makes a request): VerificationIT
     * anUnknownAddressIs404AndNoMailIsSent.
     */
    static Stream<Arguments> specificationTable() {
        Duration inTime = Duration.ofMinutes(9);
        return Stream.of(
                arguments(
                        "(none) -> pending: initiation with a contact, mail sent",
                        opened(),
                        elapse(Duration.ZERO),
                        Duration.ZERO,
                        PENDING,
                        null,
                        0),
                arguments(
                        "pending -> verified: right code within 10 minutes",
                        opened(),
                        confirm(true, inTime),
                        inTime,
                        VERIFIED,
                        Outcome.VERIFIED,
                        0),
                arguments(
                        "pending -> pending: wrong code, the failed-attempt count rises",
                        opened(),
                        confirm(false, inTime),
                        inTime,
                        PENDING,
                        Outcome.WRONG,
                        1),
                arguments(
                        "pending -> invalidated: the fifth wrong code",
                        with(4),
                        confirm(false, inTime),
                        inTime,
                        INVALIDATED,
                        Outcome.INVALIDATED,
                        5),
                arguments(
                        "pending -> expired: 10 minutes pass", opened(), elapse(LIFETIME), LIFETIME, EXPIRED, null, 0),
                arguments(
                        "verified -> verified: confirm again, the code is used up",
                        verified(),
                        confirm(true, inTime),
                        inTime,
                        VERIFIED,
                        Outcome.ENDED,
                        0));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("specificationTable")
    void followsTheTable(
            String row,
            EmailVerification before,
            Trigger trigger,
            Duration at,
            VerificationStatus next,
            Outcome answer,
            int failures) {
        assertEquals(answer, trigger.call().apply(before), row);
        assertEquals(next, before.statusAt(after(at)), row);
        assertEquals(failures, before.failedAttempts(), row);
    }

    /** Edges: the call, the state before it, what it answers and what the request is afterwards. */
    static Stream<Arguments> edges() {
        return Stream.of(
                arguments(
                        "a right code one millisecond before expiry verifies",
                        opened(),
                        confirm(true, LIFETIME.minusMillis(1)),
                        LIFETIME.minusMillis(1),
                        VERIFIED,
                        Outcome.VERIFIED,
                        0),
                arguments(
                        "a right code exactly at expiry is too late",
                        opened(),
                        confirm(true, LIFETIME),
                        LIFETIME,
                        EXPIRED,
                        Outcome.ENDED,
                        0),
                arguments(
                        "a wrong code after expiry counts nothing",
                        with(2),
                        confirm(false, LIFETIME.plusSeconds(1)),
                        LIFETIME.plusSeconds(1),
                        EXPIRED,
                        Outcome.ENDED,
                        2),
                arguments(
                        "four wrong codes still leave the right one valid",
                        with(4),
                        confirm(true, Duration.ofMinutes(2)),
                        Duration.ofMinutes(2),
                        VERIFIED,
                        Outcome.VERIFIED,
                        4),
                arguments(
                        "the right code after the fifth wrong one is refused",
                        with(5),
                        confirm(true, Duration.ofMinutes(2)),
                        Duration.ofMinutes(2),
                        INVALIDATED,
                        Outcome.ENDED,
                        5),
                arguments(
                        "a sixth wrong code counts nothing",
                        with(5),
                        confirm(false, Duration.ofMinutes(2)),
                        Duration.ofMinutes(2),
                        INVALIDATED,
                        Outcome.ENDED,
                        5),
                arguments(
                        "a wrong code after verification counts nothing",
                        verified(),
                        confirm(false, Duration.ofMinutes(2)),
                        Duration.ofMinutes(2),
                        VERIFIED,
                        Outcome.ENDED,
                        0),
                arguments(
                        "a verified request never reads as expired",
                        verified(),
                        elapse(LIFETIME.multipliedBy(2)),
                        LIFETIME.multipliedBy(2),
                        VERIFIED,
                        null,
                        0),
                arguments(
                        "a spent budget refuses the right code and changes nothing",
                        with(1),
                        new Trigger(
                                "right code, budget spent", v -> v.confirm(true, true, after(Duration.ofMinutes(2)))),
                        Duration.ofMinutes(2),
                        PENDING,
                        Outcome.BUDGET_SPENT,
                        1),
                arguments(
                        "a spent budget refuses a wrong code without counting it",
                        with(4),
                        new Trigger(
                                "wrong code, budget spent", v -> v.confirm(false, true, after(Duration.ofMinutes(2)))),
                        Duration.ofMinutes(2),
                        PENDING,
                        Outcome.BUDGET_SPENT,
                        4),
                arguments(
                        "an ended request answers ENDED whatever the budget",
                        with(5),
                        new Trigger(
                                "right code, budget spent", v -> v.confirm(true, true, after(Duration.ofMinutes(2)))),
                        Duration.ofMinutes(2),
                        INVALIDATED,
                        Outcome.ENDED,
                        5),
                arguments(
                        "a mail that could not be sent ends the request",
                        opened(),
                        new Trigger(
                                "send failed", v -> v.sendFailed(after(Duration.ofSeconds(1))) ? null : Outcome.ENDED),
                        Duration.ofSeconds(1),
                        SEND_FAILED,
                        null,
                        0),
                arguments(
                        "no code is accepted for a request whose mail was not sent",
                        sendFailed(),
                        confirm(true, Duration.ofMinutes(1)),
                        Duration.ofMinutes(1),
                        SEND_FAILED,
                        Outcome.ENDED,
                        0));
    }

    static EmailVerification sendFailed() {
        EmailVerification verification = opened();
        verification.sendFailed(after(Duration.ofSeconds(1)));
        return verification;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("edges")
    void holdsAtTheEdges(
            String edge,
            EmailVerification before,
            Trigger trigger,
            Duration at,
            VerificationStatus next,
            Outcome answer,
            int failures) {
        followsTheTable(edge, before, trigger, at, next, answer, failures);
    }

    @Test
    void anEndedRequestKeepsWhenItEnded() {
        EmailVerification verification = opened();
        assertNull(verification.finishedAt());
        verification.confirm(true, false, after(Duration.ofMinutes(3)));
        assertEquals(after(Duration.ofMinutes(3)), verification.finishedAt());
        assertFalse(verification.sendFailed(after(Duration.ofMinutes(4))), "a verified request stays verified");
        assertEquals(after(Duration.ofMinutes(3)), verification.finishedAt());
    }

    @Test
    void theFifthWrongCodeEndsTheRequestThen() {
        EmailVerification verification = with(4);
        verification.confirm(false, false, after(Duration.ofMinutes(5)));
        assertEquals(after(Duration.ofMinutes(5)), verification.finishedAt());
        assertFalse(verification.isPendingAt(after(Duration.ofMinutes(5))));
    }

    @Test
    void aRequestMustExpireAfterItIsMade() {
        Instant now = CREATED.instant();
        assertThrows(
                IllegalArgumentException.class,
                () -> new EmailVerification("0".repeat(32), "org-1", "kim@example.com", "f".repeat(64), now, now));
        assertTrue(opened().isPendingAt(now));
    }
}
