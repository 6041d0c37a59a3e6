package com.propertyportal.apikeys.control;

import com.propertyportal.apikeys.entity.ApiKey;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;

import java.time.Duration;
import java.time.Instant;

/** Keeps lastUsedAt to the minute: at most one write per key and minute, whatever the traffic. */
@ApplicationScoped
public class KeyUsage {

    static final Duration RESOLUTION = Duration.ofMinutes(1);

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    public boolean needsTouch(ApiKey key, Instant now) {
        return key.isStale(now, RESOLUTION);
    }

    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public void touch(String keyId, Instant now) {
        em.createNamedQuery("ApiKey.touch").setParameter("now", now).setParameter("id", keyId)
                .setParameter("staleBefore", now.minus(RESOLUTION)).executeUpdate();
    }
}
