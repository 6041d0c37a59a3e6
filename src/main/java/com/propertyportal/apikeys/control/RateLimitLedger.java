package com.propertyportal.apikeys.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;

import java.util.List;

/**
 * The rate-limit state every server shares: per key and window, how many requests were granted
 * in the current window. A server claims a few at a time under a row lock, so the total across
 * servers never exceeds the limit.
 */
@ApplicationScoped
public class RateLimitLedger {

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    /** The outcome of one claim: how many were granted and how many the window has used since. */
    public record Claim(int granted, int used) {
    }

    static void openWindows(EntityManager em, String keyId) {
        for (String window : List.of(RateLimiter.SECOND, RateLimiter.MINUTE)) {
            em.createNativeQuery("INSERT INTO rate_limit (key_id, window_name, window_start, used) "
                    + "VALUES (?1, ?2, 0, 0)").setParameter(1, keyId).setParameter(2, window).executeUpdate();
        }
    }

    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public Claim claim(String keyId, String window, long windowStart, int limit, int wanted) {
        List<?> rows = em.createNativeQuery("SELECT window_start, used FROM rate_limit WHERE key_id = ?1 "
                + "AND window_name = ?2 FOR UPDATE").setParameter(1, keyId).setParameter(2, window).getResultList();
        if (rows.isEmpty()) {
            return new Claim(0, limit);
        }
        Object[] row = (Object[]) rows.get(0);
        long start = ((Number) row[0]).longValue();
        int used = start < windowStart ? 0 : ((Number) row[1]).intValue();
        int granted = Math.max(0, Math.min(wanted, limit - used));
        if (granted > 0 || start < windowStart) {
            em.createNativeQuery("UPDATE rate_limit SET window_start = ?1, used = ?2 WHERE key_id = ?3 "
                    + "AND window_name = ?4").setParameter(1, Math.max(start, windowStart))
                    .setParameter(2, used + granted).setParameter(3, keyId).setParameter(4, window).executeUpdate();
        }
        return new Claim(granted, used + granted);
    }
}
