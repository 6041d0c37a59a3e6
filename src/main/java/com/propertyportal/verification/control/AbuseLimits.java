package com.propertyportal.verification.control;

import com.propertyportal.problems.ProblemException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.Response;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Limits per address, on top of each request's own (its code expires, and the fifth wrong code ends it): a
 * few codes sent an hour, a pause between two, and a daily budget of wrong codes that starting again does not
 * reset, which confirm spends and, once spent, refuses. Applied to the address's locked {@link AddressCounts}
 * row, in the transaction that then counts.
 */
@ApplicationScoped
public class AbuseLimits {

    static final String FAILURES = "Too many wrong codes for this address today";
    static final String HOURLY = "Too many verification requests for this address in the last hour";
    static final String INTERVAL = "A code was sent to this address moments ago";

    @Inject
    @ConfigProperty(name = "verification.initiations-per-hour")
    int initiationsPerHour;

    @Inject
    @ConfigProperty(name = "verification.initiation-interval")
    Duration interval;

    @Inject
    @ConfigProperty(name = "verification.failures-per-day")
    int failuresPerDay;

    public Rules rules() {
        return new Rules(initiationsPerHour, interval, failuresPerDay);
    }

    /** The numbers: codes sent per sliding hour, least time between two sends, wrong codes per sliding day. */
    public record Rules(int sendsPerHour, Duration interval, int failuresPerDay) {

        /** Why no code may be sent to the address now, and until when; the first reason that applies names it. */
        Optional<Refusal> refuseSend(AddressCounts.Row row) {
            List<Refusal> reasons = new ArrayList<>();
            refuseConfirm(row).ifPresent(reasons::add);
            if (row.sends.count() >= sendsPerHour) {
                reasons.add(new Refusal(HOURLY, row.sends.roomAt(row.at, sendsPerHour, 1)));
            }
            Instant nextSend = row.lastSent.plus(interval);
            if (nextSend.isAfter(row.at)) {
                reasons.add(new Refusal(INTERVAL, nextSend));
            }
            return reasons.stream()
                    .reduce((first, other) ->
                            first.until().isAfter(other.until()) ? first : new Refusal(first.reason(), other.until()));
        }

        /** Refused once the address's wrong codes of the day reached the budget. */
        Optional<Refusal> refuseConfirm(AddressCounts.Row row) {
            if (row.failures.count() < failuresPerDay) {
                return Optional.empty();
            }
            return Optional.of(new Refusal(FAILURES, row.failures.roomAt(row.at, failuresPerDay, 1)));
        }
    }

    /** Why, and until when: a 429 with Retry-After. */
    public record Refusal(String reason, Instant until) {

        public ProblemException problem(Instant now) {
            long seconds = Math.max(1, (Duration.between(now, until).toMillis() + 999) / 1000);
            return new ProblemException(
                    Response.Status.TOO_MANY_REQUESTS,
                    "RATE_LIMITED",
                    reason + "; retry after " + seconds + " s",
                    List.of(),
                    Map.of("Retry-After", Long.toString(seconds)));
        }
    }
}
