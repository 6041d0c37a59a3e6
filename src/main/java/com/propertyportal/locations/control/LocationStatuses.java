package com.propertyportal.locations.control;

import com.propertyportal.locations.entity.Location;
import com.propertyportal.locations.entity.PublishStatus;
import com.propertyportal.persistence.Like;
import com.propertyportal.persistence.Page;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.persistence.TypedQuery;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** An organization's locations as the administrator sees them: every status, searched and paged. */
@ApplicationScoped
public class LocationStatuses {

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    /**
     * In {@code order}; {@code text} matches name or address, ignoring
     * case; {@code status} empty for any.
     */
    public Page<Location> search(
            String organizationId,
            String text,
            Optional<PublishStatus> status,
            LocationOrder order,
            int limit,
            int skip) {
        String where = " WHERE l.organizationId = :organizationId AND (:text = '' OR l.searchText LIKE :pattern)"
                + (status.isPresent() ? " AND l.publishStatus = :status" : "");
        TypedQuery<Location> page =
                em.createQuery("SELECT l FROM Location l" + where + order.orderBy(), Location.class);
        TypedQuery<Long> count = em.createQuery("SELECT COUNT(l) FROM Location l" + where, Long.class);
        String needle = Location.searchTextOf(text, null).toLowerCase(Locale.ROOT);
        String pattern = Like.containing(needle);
        for (TypedQuery<?> query : List.of(page, count)) {
            query.setParameter("organizationId", organizationId)
                    .setParameter("text", text.isEmpty() ? "" : needle)
                    .setParameter("pattern", pattern);
            status.ifPresent(s -> query.setParameter("status", s));
        }
        return Page.of(page, count, skip, limit);
    }
}
