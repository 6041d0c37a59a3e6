package com.propertyportal.audit.control;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.propertyportal.audit.entity.AuditAction;
import com.propertyportal.audit.entity.AuditEntry;
import com.propertyportal.persistence.Page;
import jakarta.inject.Inject;
import java.io.File;
import java.time.Duration;
import java.time.Instant;
import java.util.UUID;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The hourly purge deletes audit entries older than AUDIT_RETENTION (365 days by default) and keeps the rest. */
@ExtendWith(ArquillianExtension.class)
class AuditPurgeArquillianIT {

    @Deployment
    static WebArchive deployment() {
        WebArchive app = ShrinkWrap.createFromZipFile(WebArchive.class, new File("target/property-portal.war"));
        return ShrinkWrap.create(WebArchive.class, "audit-it.war").merge(app).addClasses(AuditPurgeArquillianIT.class);
    }

    @Inject
    AuditLog log;

    @Inject
    AuditPurge purge;

    @Test
    void entriesOlderThanTheRetentionAreDeleted() {
        String user = "purge-" + UUID.randomUUID().toString().substring(0, 8);
        Instant now = Instant.now();
        log.record(user, null, null, "192.0.2.1", AuditAction.IMPORT, null, "too old", now.minus(Duration.ofDays(366)));
        log.record(user, null, null, "192.0.2.1", AuditAction.IMPORT, null, "kept", now.minus(Duration.ofDays(364)));
        assertEquals(
                2,
                log.search(new AuditLog.Search(user, "", "", null, null, null), 10, 0)
                        .total());

        purge.purge();

        Page<AuditEntry> left = log.search(new AuditLog.Search(user, "", "", null, null, null), 10, 0);
        assertEquals(1, left.total());
        assertEquals("kept", left.items().get(0).detail());
    }
}
