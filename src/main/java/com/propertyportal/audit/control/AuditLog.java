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

    private static final Instant FAR_FUTURE = Instant.parse("9999-01-01T00:00:00Z");

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    /**
     * Records an action of {@code user} (the operator's name or a user's e-mail address; {@code userId} null for
     * the operator) concerning {@code organizationId} (null when it concerns none).
     */
    @Transactional
    public void record(
            String user,
            String userId,
            String organizationId,
            String client,
            AuditAction action,
            String target,
            String detail,
            Instant now) {
        em.persist(new AuditEntry(Ids.newId(), now, user, userId, organizationId, client, action, target, detail));
    }

    /**
     * {@link #record} in a transaction of its own, for a refusal whose request then rolls back (a wrong current
     * password answered 400): the attempt is on record all the same.
     */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public void recordApart(
            String user,
            String userId,
            String organizationId,
            String client,
            AuditAction action,
            String target,
            String detail,
            Instant now) {
        record(user, userId, organizationId, client, action, target, detail, now);
    }

    /** What a search of the log asks: all of it must hold; an empty text or filter holds for every entry. */
    public record Search(String text, String action, String user, Instant from, Instant to, String organizationId) {}

    /**
     * Newest first; {@code text} matches user, client address, action, target or detail, ignoring case;
     * {@code user} is a user's id or name (e-mail address, or the operator's name), exactly; {@code from}
     * and {@code to} bound the time (either may be null); a non-null organization confines the log to the
     * entries concerning it.
     */
    public Page<AuditEntry> search(Search search, int limit, int skip) {
        String where = " WHERE (:text = '' OR LOWER(a.user) LIKE :pattern OR LOWER(a.client) LIKE :pattern "
                + "OR LOWER(a.action) LIKE :pattern OR LOWER(a.target) LIKE :pattern OR LOWER(a.detail) LIKE :pattern)"
                + " AND (:action = '' OR a.action = :action)"
                + " AND (:user = '' OR a.user = :user OR a.userId = :user)"
                + " AND a.at >= :from AND a.at < :to"
                + (search.organizationId() == null ? "" : " AND a.organizationId = :organization");
        TypedQuery<AuditEntry> page = em.createQuery(
                "SELECT a FROM AuditEntry a" + where + " ORDER BY a.at DESC, a.id DESC", AuditEntry.class);
        TypedQuery<Long> count = em.createQuery("SELECT COUNT(a) FROM AuditEntry a" + where, Long.class);
        String needle = search.text().toLowerCase(Locale.ROOT);
        String pattern = Like.containing(needle);
        for (TypedQuery<?> query : List.of(page, count)) {
            query.setParameter("text", needle)
                    .setParameter("pattern", pattern)
                    .setParameter("action", search.action())
                    .setParameter("user", search.user())
                    .setParameter("from", search.from() == null ? Instant.EPOCH : search.from())
                    .setParameter("to", search.to() == null ? FAR_FUTURE : search.to());
            if (search.organizationId() != null) {
                query.setParameter("organization", search.organizationId());
            }
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
