package com.propertyportal.forms.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;

import java.util.List;

/**
 * The submit counts every server shares, one row per client address and form, counted in its own
 * transaction so a refused or failed submit still counts.
 */
@ApplicationScoped
public class SubmitWindows {

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    /** Counts one submit in the window starting at windowStart and answers how many it now holds. */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public int count(String client, String formId, long windowStart) {
        List<?> rows = em.createNativeQuery("SELECT window_start, used FROM form_submit_limit "
                + "WHERE client_address = ?1 AND form_id = ?2 FOR UPDATE").setParameter(1, client)
                .setParameter(2, formId).getResultList();
        if (rows.isEmpty()) {
            em.createNativeQuery("INSERT INTO form_submit_limit (client_address, form_id, window_start, used) "
                    + "VALUES (?1, ?2, ?3, 1)").setParameter(1, client).setParameter(2, formId)
                    .setParameter(3, windowStart).executeUpdate();
            return 1;
        }
        Object[] row = (Object[]) rows.get(0);
        long start = ((Number) row[0]).longValue();
        int used = start < windowStart ? 1 : ((Number) row[1]).intValue() + 1;
        em.createNativeQuery("UPDATE form_submit_limit SET window_start = ?1, used = ?2 WHERE client_address = ?3 "
                + "AND form_id = ?4").setParameter(1, Math.max(start, windowStart)).setParameter(2, used)
                .setParameter(3, client).setParameter(4, formId).executeUpdate();
        return used;
    }
}
