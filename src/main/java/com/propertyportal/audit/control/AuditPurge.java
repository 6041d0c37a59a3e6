package com.propertyportal.audit.control;

import jakarta.ejb.Schedule;
import jakarta.ejb.Singleton;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.logging.Logger;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/** Deletes audit entries older than AUDIT_RETENTION, every hour, on every server; deleting twice is harmless. */
@Singleton
@TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
public class AuditPurge {

    private static final Logger LOG = Logger.getLogger(AuditPurge.class.getName());

    @Inject
    @ConfigProperty(name = "audit.retention")
    Duration retention;

    @Inject
    AuditLog log;

    @Schedule(minute = "41", hour = "*", persistent = false, info = "purge old audit entries")
    public void purge() {
        int deleted = log.purgeBefore(Instant.now().minus(retention));
        if (deleted > 0) {
            LOG.info(() -> "Purged " + deleted + " audit entries older than " + retention);
        }
    }
}
