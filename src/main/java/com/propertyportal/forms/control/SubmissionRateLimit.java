package com.propertyportal.forms.control;

import com.propertyportal.limits.CounterRows;
import com.propertyportal.monitoring.control.Counters;
import com.propertyportal.monitoring.control.Refusal;
import com.propertyportal.problems.ProblemException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.Response;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Submits per client address and form in any minute (FORMS_SUBMIT_PER_MINUTE, a sliding window), so a public
 * form cannot be flooded.
 */
@ApplicationScoped
public class SubmissionRateLimit {

    @Inject
    @ConfigProperty(name = "forms.submit.per-minute")
    int perMinute;

    @Inject
    SubmitWindows windows;

    @Inject
    Counters counters;

    /** Counts this submit; over the limit, a 429 with Retry-After (seconds until the minute has room). */
    public void admit(String client, String formId, Instant now) {
        admit(client, formId, now, perMinute);
    }

    void admit(String client, String formId, Instant now, int perMinute) {
        String address = client.length() > 64 ? client.substring(0, 64) : client;
        Optional<Instant> refusedUntil = CounterRows.countOnce(() -> windows.count(address, formId, now, perMinute));
        if (refusedUntil.isPresent()) {
            long retryAfter =
                    Math.max(1, (Duration.between(now, refusedUntil.get()).toMillis() + 999) / 1000);
            counters.refused(Refusal.FORM_RATE_LIMIT);
            throw new ProblemException(
                    Response.Status.TOO_MANY_REQUESTS,
                    "RATE_LIMITED",
                    "Too many submissions of this form; retry after " + retryAfter + " s",
                    List.of(),
                    Map.of("Retry-After", Long.toString(retryAfter)));
        }
    }
}
