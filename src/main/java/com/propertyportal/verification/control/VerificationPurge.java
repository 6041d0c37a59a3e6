package com.propertyportal.verification.control;

import com.propertyportal.monitoring.control.Counted;
import com.propertyportal.monitoring.control.Counters;
import com.propertyportal.monitoring.control.TracedLog;
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
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.time.Duration;
import java.time.Instant;
import java.util.logging.Logger;

/**
 * Deletes verification requests that ended more than VERIFICATION_RETENTION ago, every
 * VERIFICATION_PURGE_INTERVAL, in one statement. Each server runs it; deleting twice is harmless.
 */
@Startup
@Singleton
@DependsOn("SchemaMigration")
@TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
public class VerificationPurge {

    private static final Logger LOG = TracedLog.of(VerificationPurge.class);

    @Inject
    @ConfigProperty(name = "verification.retention")
    Duration retention;

    @Inject
    @ConfigProperty(name = "verification.purge.interval")
    Duration interval;

    @Inject
    VerificationLedger ledger;

    @Inject
    Counters counters;

    @Resource
    TimerService timers;

    @PostConstruct
    void schedule() {
        long every = Math.max(1000, interval.toMillis());
        timers.createIntervalTimer(every, every, new TimerConfig("purge ended e-mail verifications", false));
        LOG.info(() -> "Ended e-mail verification requests are purged every " + interval + ", after " + retention);
    }

    @Timeout
    public void purge() {
        int deleted = ledger.purgeEndedBefore(Instant.now().minus(retention));
        if (deleted > 0) {
            counters.add(Counted.VERIFICATION_PURGED, deleted);
            LOG.info(() -> "Purged " + deleted + " ended e-mail verification requests");
        }
    }
}
