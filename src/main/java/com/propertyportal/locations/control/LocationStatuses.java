package com.propertyportal.locations.control;

import com.propertyportal.cache.control.PublicContentChanged;
import com.propertyportal.locations.entity.Location;
import com.propertyportal.locations.entity.PublishStatus;
import com.propertyportal.persistence.Like;
import com.propertyportal.persistence.Page;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.persistence.TypedQuery;

import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** An organization's locations as the administrator sees them: every status, searched and paged, and changed. */
@ApplicationScoped
public class LocationStatuses {

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    @Inject
    Event<PublicContentChanged> contentChanged;

    /** By name; {@code text} matches name or address, ignoring case; {@code status} empty for any. */
    public Page<Location> search(String companyId, String text, Optional<PublishStatus> status, int limit, int skip) {
        String where = " WHERE l.companyId = :companyId AND (:text = '' OR l.searchText LIKE :pattern)"
                + (status.isPresent() ? " AND l.publishStatus = :status" : "");
        TypedQuery<Location> page = em.createQuery("SELECT l FROM Location l" + where + " ORDER BY l.name, l.id",
                Location.class);
        TypedQuery<Long> count = em.createQuery("SELECT COUNT(l) FROM Location l" + where, Long.class);
        String needle = Location.searchTextOf(text, null).toLowerCase(Locale.ROOT);
        String pattern = Like.containing(needle);
        for (TypedQuery<?> query : List.of(page, count)) {
            query.setParameter("companyId", companyId).setParameter("text", text.isEmpty() ? "" : needle)
                    .setParameter("pattern", pattern);
            status.ifPresent(s -> query.setParameter("status", s));
        }
        return Page.of(page, count, skip, limit);
    }

    /**
     * Applies one change to the organization's locations named; answers the ids it found (others are
     * not the organization's). The portal's cached answers are dropped when the transaction commits.
     */
    public List<String> change(String companyId, Collection<String> ids, LocationStatusChange change, Instant now) {
        List<Location> found = em.createQuery("SELECT l FROM Location l WHERE l.companyId = :companyId "
                        + "AND l.id IN :ids ORDER BY l.id", Location.class)
                .setParameter("companyId", companyId).setParameter("ids", ids).getResultList();
        found.forEach(location -> change.applyTo(location, now));
        if (!found.isEmpty()) {
            contentChanged.fire(new PublicContentChanged("locations " + change.value()));
        }
        return found.stream().map(Location::id).toList();
    }
}
