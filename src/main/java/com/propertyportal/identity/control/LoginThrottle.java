package com.propertyportal.identity.control;

import com.propertyportal.limits.CounterRows;
import com.propertyportal.monitoring.control.TracedLog;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.logging.Logger;

/**
 * At most 10 failed administrator logins per client address in any 15 minutes (a sliding window, so a
 * burst across its edge gets no second ten): the 11th attempt, and every attempt for the next 15 minutes,
 * is refused even with the right password. An attempt is counted
 * before its password is checked and given back when it was right, so parallel guesses cannot
 * overshoot; the counts live in the database, so the limit holds across servers.
 */
@ApplicationScoped
public class LoginThrottle {

    public static final int MAX_FAILURES = 10;
    public static final Duration WINDOW = Duration.ofMinutes(15);
    private static final Logger LOG = TracedLog.of(LoginThrottle.class);

    @Inject
    LoginAttempts attempts;

    /** Empty when this attempt may check its password; otherwise how long the address stays refused. */
    public Optional<Duration> admit(String client, Instant now) {
        Optional<Duration> refused = CounterRows.countOnce(() -> attempts.attempt(client, now));
        if (refused.filter(WINDOW::equals).isPresent()) {
            LOG.warning(() -> "Administrator logins from " + client + " refused for " + WINDOW.toMinutes()
                    + " minutes after " + MAX_FAILURES + " failures");
        }
        return refused;
    }

    public void succeeded(String client) {
        attempts.giveBack(client);
    }
}
