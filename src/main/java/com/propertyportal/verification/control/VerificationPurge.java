package com.propertyportal.verification.control;

import jakarta.ejb.Schedule;
import jakarta.ejb.Singleton;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.time.Duration;
import java.time.Instant;
import java.util.logging.Logger;

/**
 * Deletes verification requests that ended more than VERIFICATION_RETENTION ago, every five minutes,
 * in one statement. Each server runs it; deleting twice is harmless.
 */
@Singleton
@TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
public class VerificationPurge {

    private static final Logger LOG = Logger.getLogger(VerificationPurge.class.getName());

    @Inject
    @ConfigProperty(name = "verification.retention")
    Duration retention;

    @Inject
    VerificationLedger ledger;

    @Schedule(minute = "*/5", hour = "*", persistent = false, info = "purge ended e-mail verifications")
    public void purge() {
        int deleted = ledger.purgeEndedBefore(Instant.now().minus(retention));
        if (deleted > 0) {
            LOG.info(() -> "Purged " + deleted + " ended e-mail verification requests");
        }
    }
}
