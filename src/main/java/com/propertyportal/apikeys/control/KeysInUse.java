package com.propertyportal.apikeys.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.Startup;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.time.Duration;
import java.time.Instant;
import org.eclipse.microprofile.metrics.MetricUnits;
import org.eclipse.microprofile.metrics.annotation.Gauge;

/**
 * API keys at /metrics as two numbers, counted when scraped: the keys not revoked, and of them the ones that
 * admitted a call in the last 24 hours (last use is kept to the minute). Counts only: no key material, no key
 * id, no label whose number of values grows with the keys.
 */
@ApplicationScoped
public class KeysInUse {

    static final Duration RECENT = Duration.ofHours(24);

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    /** Gauges are registered when their bean is made: this makes it at start, before the first scrape. */
    void registerAtStart(@Observes Startup startup) {}

    @Gauge(name = "apikeys.active", unit = MetricUnits.NONE, absolute = true, description = "API keys not revoked")
    public long active() {
        return em.createQuery("SELECT COUNT(k) FROM ApiKey k WHERE k.revokedAt IS NULL", Long.class)
                .getSingleResult();
    }

    @Gauge(
            name = "apikeys.in.use",
            unit = MetricUnits.NONE,
            absolute = true,
            description = "API keys not revoked that admitted a call in the last 24 hours")
    public long inUse() {
        return em.createQuery(
                        "SELECT COUNT(k) FROM ApiKey k WHERE k.revokedAt IS NULL AND k.lastUsedAt >= :since",
                        Long.class)
                .setParameter("since", Instant.now().minus(RECENT))
                .getSingleResult();
    }
}
