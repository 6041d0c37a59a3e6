package com.propertyportal.forms.control;

import com.propertyportal.monitoring.control.Counted;
import com.propertyportal.monitoring.control.Counters;
import com.propertyportal.problems.ProblemException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.time.Instant;
import java.util.List;
import java.util.Map;

/** Submits per client address and form a minute (FORMS_SUBMIT_PER_MINUTE), so a public form cannot be flooded. */
@ApplicationScoped
public class SubmissionRateLimit {

    @Inject
    @ConfigProperty(name = "forms.submit.per-minute")
    int perMinute;

    @Inject
    SubmitWindows windows;

    @Inject
    Counters counters;

    /** Counts this submit; over the limit, a 429 with Retry-After (seconds until the window ends). */
    public void admit(String client, String formId, Instant now) {
        long epoch = now.getEpochSecond();
        long windowStart = epoch - Math.floorMod(epoch, 60);
        String address = client.length() > 64 ? client.substring(0, 64) : client;
        int used;
        try {
            used = windows.count(address, formId, windowStart);
        } catch (RuntimeException firstInsertRace) {
            used = windows.count(address, formId, windowStart);
        }
        if (used > perMinute) {
            long retryAfter = windowStart + 60 - epoch;
            counters.add(Counted.REFUSED, "form_rate_limit");
            throw new ProblemException(Response.Status.TOO_MANY_REQUESTS, "RATE_LIMITED",
                    "Too many submissions of this form; retry after " + retryAfter + " s", List.of(),
                    Map.of("Retry-After", Long.toString(retryAfter)));
        }
    }
}
