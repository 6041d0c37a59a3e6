package com.propertyportal.verification.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.propertyportal.limits.SlidingWindow;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The per-address rules on an address's counts, with a clock the test moves on by hand. */
class AbuseLimitsTest {

    static final AbuseLimits.Rules RULES = new AbuseLimits.Rules(5, Duration.ofSeconds(30), 20);
    static final Clock START = Clock.fixed(Instant.parse("2030-04-01T10:00:00Z"), ZoneOffset.UTC);

    /** An address's counts as the locked row would read them at the clock's instant. */
    static final class Address {
        Instant lastSent = Instant.EPOCH;
        final SlidingWindow sends = SlidingWindow.empty(AddressCounts.HOUR, AddressCounts.HOUR_BUCKETS);
        final SlidingWindow failures = SlidingWindow.empty(AddressCounts.DAY, AddressCounts.DAY_BUCKETS);

        AddressCounts.Row at(Clock clock) {
            Instant now = clock.instant();
            return new AddressCounts.Row("org-1", "kim@example.com", now, lastSent, sends.at(now), failures.at(now));
        }

        /** Sends when the rules allow it, as the ledger does; answers the refusal otherwise. */
        Optional<AbuseLimits.Refusal> send(Clock clock) {
            AddressCounts.Row row = at(clock);
            Optional<AbuseLimits.Refusal> refusal = RULES.refuseSend(row);
            if (refusal.isEmpty()) {
                row.countSend();
                lastSent = row.lastSent;
            }
            return refusal;
        }
    }

    static Clock after(Duration elapsed) {
        return Clock.offset(START, elapsed);
    }

    @Test
    void theIntervalRefusesUntilItsEndExactly() {
        Address address = new Address();
        assertTrue(address.send(START).isEmpty());
        AbuseLimits.Refusal refused =
                address.send(after(Duration.ofSeconds(29))).orElseThrow();
        assertEquals(AbuseLimits.INTERVAL, refused.reason());
        assertEquals(START.instant().plusSeconds(30), refused.until());
        assertTrue(address.send(after(Duration.ofSeconds(30).minusMillis(1))).isPresent());
        assertTrue(address.send(after(Duration.ofSeconds(30))).isEmpty());
    }

    @Test
    void theSixthCodeOfTheHourIsRefusedAndTheFullHourIsNamedBeforeTheInterval() {
        Address address = new Address();
        for (int i = 0; i < 5; i++) {
            assertTrue(address.send(after(Duration.ofMinutes(i))).isEmpty(), "code " + i);
        }
        AbuseLimits.Refusal refused =
                address.send(after(Duration.ofMinutes(4).plusSeconds(1))).orElseThrow();
        assertEquals(AbuseLimits.HOURLY, refused.reason());
        assertEquals(
                Instant.parse("2030-04-01T11:01:00Z"), refused.until(), "once the first code's minute left the hour");
        assertTrue(address.send(after(Duration.ofMinutes(61))).isEmpty());
    }

    @Test
    void aSpentBudgetRefusesConfirmAndSendUntilTheDaySlidesOn() {
        Address address = new Address();
        AddressCounts.Row row = address.at(START);
        for (int i = 0; i < 19; i++) {
            row.countFailure();
        }
        assertTrue(RULES.refuseConfirm(address.at(START)).isEmpty(), "nineteen of twenty");
        address.at(START).countFailure();
        AbuseLimits.Refusal spent =
                RULES.refuseConfirm(address.at(after(Duration.ofHours(3)))).orElseThrow();
        assertEquals(AbuseLimits.FAILURES, spent.reason());
        assertEquals(
                AbuseLimits.FAILURES,
                RULES.refuseSend(address.at(after(Duration.ofHours(3))))
                        .orElseThrow()
                        .reason());
        assertTrue(RULES.refuseConfirm(address.at(Clock.fixed(spent.until(), ZoneOffset.UTC)))
                .isEmpty());
    }
}
