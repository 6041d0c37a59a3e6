package com.propertyportal.admin.control;

import com.propertyportal.json.Json;
import com.propertyportal.locations.entity.PublishStatus;
import com.propertyportal.verification.control.VerificationFigures;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * The administrator's first page: each organization with its counts, and how e-mail verification went
 * in the last 24 hours. The counts are one read-only statement over the organizations' tables, which
 * the catalog and the importer own here too.
 */
@ApplicationScoped
public class Overview {

    static final Duration RECENT = Duration.ofHours(24);

    static final String COUNTS = "SELECT o.id, o.name, "
            + "(SELECT COUNT(l) FROM Location l WHERE l.organizationId = o.id), "
            + "(SELECT COUNT(l) FROM Location l WHERE l.organizationId = o.id AND l.publishStatus = :published), "
            + "(SELECT COUNT(b) FROM Board b WHERE b.organizationId = o.id), "
            + "(SELECT COUNT(c) FROM Card c WHERE c.organizationId = o.id), "
            + "(SELECT COUNT(k) FROM Contact k WHERE k.organizationId = o.id) "
            + "FROM Organization o WHERE (:organizationId = '' OR o.id = :organizationId) ORDER BY o.id";

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    @Inject
    VerificationFigures verifications;

    /** Every organization's counts, or only those of the one an organization user is confined to. */
    public JsonObject of(int limit, int skip, Instant now, Optional<String> confinedTo) {
        List<Object[]> rows = em.createQuery(COUNTS, Object[].class)
                .setParameter("published", PublishStatus.PUBLISHED)
                .setParameter("organizationId", confinedTo.orElse(""))
                .setFirstResult(skip)
                .setMaxResults(limit)
                .getResultList();
        JsonArrayBuilder organizations = Json.createArrayBuilder();
        for (Object[] row : rows) {
            organizations.add(Json.createObjectBuilder()
                    .add("id", (String) row[0])
                    .add("name", row[1] == null ? "" : (String) row[1])
                    .add("locations", count(row[2]))
                    .add("published", count(row[3]))
                    .add("boards", count(row[4]))
                    .add("cards", count(row[5]))
                    .add("contacts", count(row[6])));
        }
        long total = em.createQuery(
                        "SELECT COUNT(o) FROM Organization o WHERE (:organizationId = '' OR o.id = :organizationId)",
                        Long.class)
                .setParameter("organizationId", confinedTo.orElse(""))
                .getSingleResult();
        VerificationFigures.Figures recent = verifications.since(now.minus(RECENT), confinedTo);
        return Json.createObjectBuilder()
                .add("organizations", organizations)
                .add("total", total)
                .add(
                        "last24h",
                        Json.createObjectBuilder()
                                .add("started", recent.started())
                                .add("confirmed", recent.confirmed())
                                .add("failed", recent.failed())
                                .add("invalidated", recent.invalidated())
                                .add("sendFailures", recent.sendFailures()))
                .build();
    }

    private static long count(Object value) {
        return ((Number) value).longValue();
    }
}
