package com.propertyportal.housekeeping;

import com.propertyportal.apikeys.control.RateLimitLedger;
import com.propertyportal.forms.control.Idempotency;
import com.propertyportal.forms.control.SubmitWindows;
import com.propertyportal.identity.control.LinkThrottle;
import com.propertyportal.identity.control.LoginAttempts;
import com.propertyportal.identity.control.PasswordResets;
import com.propertyportal.identity.control.SessionLedger;
import com.propertyportal.identity.control.SignOnFlows;
import com.propertyportal.monitoring.control.Counted;
import com.propertyportal.monitoring.control.Counters;
import com.propertyportal.monitoring.control.TracedLog;
import com.propertyportal.verification.control.AbuseLimits;
import com.propertyportal.verification.control.AddressCounts;
import com.propertyportal.verification.control.VerificationLedger;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.Resource;
import jakarta.ejb.DependsOn;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.ejb.Timeout;
import jakarta.ejb.TimerConfig;
import jakarta.ejb.TimerService;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.ToIntFunction;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.stream.Collectors;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Deletes what has served its time, every VERIFICATION_PURGE_INTERVAL on every server (deleting twice is
 * harmless): verification requests that ended more than VERIFICATION_RETENTION ago, form submits'
 * Idempotency-Keys older than a day, and every limit and attempt row whose windows have passed: API-key
 * rate limits, verification address counts, form submit counts (of any form id, known or not),
 * administrator login throttles and password link attempts; console sessions that have ended, and single
 * sign-ons never finished. Each part is
 * a statement and a transaction of its own, so one that fails leaves the others done.
 */
@Startup
@Singleton
@DependsOn("SchemaMigration")
@TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
public class Purge {

    private static final Logger LOG = TracedLog.of(Purge.class);
    static final String VERIFICATIONS = "ended e-mail verification requests";

    @Inject
    @ConfigProperty(name = "verification.retention")
    Duration retention;

    @Inject
    @ConfigProperty(name = "verification.purge.interval")
    Duration interval;

    @Inject
    VerificationLedger verifications;

    @Inject
    AddressCounts addressCounts;

    @Inject
    AbuseLimits abuseLimits;

    @Inject
    RateLimitLedger rateLimits;

    @Inject
    SubmitWindows submitWindows;

    @Inject
    Idempotency idempotency;

    @Inject
    LoginAttempts loginAttempts;

    @Inject
    LinkThrottle linkAttempts;

    @Inject
    PasswordResets passwordResets;

    @Inject
    SessionLedger consoleSessions;

    @Inject
    SignOnFlows signOnFlows;

    @Inject
    Counters counters;

    @Inject
    Clock clock;

    @Resource
    TimerService timers;

    @PostConstruct
    void schedule() {
        long every = Math.max(1000, interval.toMillis());
        timers.createIntervalTimer(every, every, new TimerConfig("purge ended and stale rows", false));
        LOG.info(() -> "Ended e-mail verification requests (after " + retention + ") and stale limit rows are "
                + "purged every " + interval);
    }

    @Timeout
    public void onTimer() {
        purge(clock.instant());
    }

    /** One round as of that instant: the rows each part deleted, by what they were. */
    public Map<String, Integer> purge(Instant now) {
        Map<String, Integer> deleted = new LinkedHashMap<>();
        part(deleted, VERIFICATIONS, n -> verifications.purgeEndedBefore(n.minus(retention)), now);
        part(
                deleted,
                "verification address counts",
                n -> addressCounts.purge(n, abuseLimits.rules().interval()),
                now);
        part(deleted, "API-key rate limits", rateLimits::purge, now);
        part(deleted, "form submit counts", submitWindows::purge, now);
        part(deleted, "form Idempotency-Keys", idempotency::purge, now);
        part(deleted, "administrator login throttles", loginAttempts::purge, now);
        part(deleted, "password link attempts", linkAttempts::purge, now);
        part(deleted, "password reset requests", passwordResets::purge, now);
        part(deleted, "ended console sessions", consoleSessions::purge, now);
        part(deleted, "unfinished single sign-ons", signOnFlows::purge, now);
        int requests = deleted.getOrDefault(VERIFICATIONS, 0);
        if (requests > 0) {
            counters.add(Counted.VERIFICATION_PURGED, requests);
        }
        String done = deleted.entrySet().stream()
                .filter(e -> e.getValue() > 0)
                .map(e -> e.getValue() + " " + e.getKey())
                .collect(Collectors.joining(", "));
        if (!done.isEmpty()) {
            LOG.info(() -> "Purged " + done);
        }
        return deleted;
    }

    private static void part(Map<String, Integer> deleted, String what, ToIntFunction<Instant> purge, Instant now) {
        try {
            deleted.put(what, purge.applyAsInt(now));
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, e, () -> "Purging " + what + " failed; the next round tries again");
        }
    }
}
