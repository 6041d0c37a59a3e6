package com.propertyportal.verification.control;

import com.propertyportal.problems.ProblemException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * Limits per address, on top of each request's own (its code expires, and the fifth wrong code ends
 * it): a few initiations an hour, a pause between two, and a daily budget of wrong codes that
 * starting again does not reset.
 */
@ApplicationScoped
public class AbuseLimits {

    @Inject
    @ConfigProperty(name = "verification.initiations-per-hour")
    int initiationsPerHour;

    @Inject
    @ConfigProperty(name = "verification.initiation-interval")
    Duration interval;

    @Inject
    @ConfigProperty(name = "verification.failures-per-day")
    int failuresPerDay;

    @Inject
    VerificationLedger ledger;

    public void checkInitiation(String companyId, String email, Instant now) {
        VerificationLedger.History history = ledger.history(companyId, email, now);
        if (history.failuresToday() >= failuresPerDay) {
            throw tooMany("Too many wrong codes for this address today", Duration.ofHours(1));
        }
        if (history.lastHour() >= initiationsPerHour) {
            throw tooMany("Too many verification requests for this address in the last hour", Duration.ofMinutes(10));
        }
        if (history.latest() != null && history.latest().plus(interval).isAfter(now)) {
            Duration wait = Duration.between(now, history.latest().plus(interval));
            throw tooMany("A code was sent to this address moments ago", wait);
        }
    }

    private static ProblemException tooMany(String message, Duration retryAfter) {
        long seconds = Math.max(1, (retryAfter.toMillis() + 999) / 1000);
        return new ProblemException(Response.Status.TOO_MANY_REQUESTS, "RATE_LIMITED",
                message + "; retry after " + seconds + " s", List.of(),
                Map.of("Retry-After", Long.toString(seconds)));
    }
}
