package com.propertyportal.audit.control;

import com.propertyportal.audit.entity.AuditAction;
import com.propertyportal.audit.entity.AuditEntry;
import com.propertyportal.persistence.Ids;
import com.propertyportal.persistence.Like;
import com.propertyportal.persistence.Page;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.persistence.TypedQuery;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.List;
import java.util.Locale;

/**
 * Writes and reads the administrator's audit log. An action is written in the transaction of the change
 * it records, so a change that rolls back leaves no entry; a failed sign-in has none and gets its own.
 */
@ApplicationScoped
public class AuditLog {

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    @Transactional
    public void record(String user, String client, AuditAction action, String target, String detail, Instant now) {
        em.persist(new AuditEntry(Ids.newId(), now, user, client, action, target, detail));
    }

    /** Newest first; {@code text} matches user, client address, action, target or detail, ignoring case. */
    public Page<AuditEntry> search(String text, String action, int limit, int skip) {
        String where = " WHERE (:text = '' OR LOWER(a.user) LIKE :pattern OR LOWER(a.client) LIKE :pattern "
                + "OR LOWER(a.action) LIKE :pattern OR LOWER(a.target) LIKE :pattern OR LOWER(a.detail) LIKE :pattern)"
                + " AND (:action = '' OR a.action = :action)";
        TypedQuery<AuditEntry> page = em.createQuery(
                "SELECT a FROM AuditEntry a" + where + " ORDER BY a.at DESC, a.id DESC", AuditEntry.class);
        TypedQuery<Long> count = em.createQuery("SELECT COUNT(a) FROM AuditEntry a" + where, Long.class);
        String needle = text.toLowerCase(Locale.ROOT);
        String pattern = Like.containing(needle);
        for (TypedQuery<?> query : List.of(page, count)) {
            query.setParameter("text", needle).setParameter("pattern", pattern).setParameter("action", action);
        }
        return Page.of(page, count, skip, limit);
    }

    @Transactional
    public int purgeBefore(Instant before) {
        return em.createNamedQuery("AuditEntry.purge")
                .setParameter("before", before)
                .executeUpdate();
    }
}
