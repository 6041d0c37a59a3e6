package com.propertyportal.locations.control;

import com.propertyportal.cache.control.PublicContentChanged;
import com.propertyportal.input.Violations;
import com.propertyportal.locations.entity.Location;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.persistence.PersistenceContext;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * The one writer of locations: an import creates and changes them, the administrator creates and changes
 * one at a time, publishes and (de)activates them, all here. A location stays with the organization that created it.
 */
@ApplicationScoped
public class Locations {

    /** Ids locked by one statement: an IN list each database takes. */
    private static final int LOCK_CHUNK = 500;

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    @Inject
    Event<PublicContentChanged> contentChanged;

    public Optional<Location> find(String id) {
        return Optional.ofNullable(em.find(Location.class, id));
    }

    /**
     * Locks the existing locations of these ids in the order of their ids, as every change of several
     * locations does before it writes one ({@link #change} too): two such changes then never hold one
     * location each while waiting for the other's, which would deadlock.
     */
    public void lockInIdOrder(Collection<String> ids) {
        List<String> sorted = ids.stream().distinct().sorted().toList();
        for (int from = 0; from < sorted.size(); from += LOCK_CHUNK) {
            em.createQuery("SELECT l FROM Location l WHERE l.id IN :ids ORDER BY l.id", Location.class)
                    .setParameter("ids", sorted.subList(from, Math.min(sorted.size(), from + LOCK_CHUNK)))
                    .setLockMode(LockModeType.PESSIMISTIC_WRITE)
                    .getResultList();
        }
    }

    /**
     * Creates the location with the item's id, or changes it where it is already the item's organization's;
     * another organization's id goes to violations under path and nothing is written. An existing location is
     * read under a row lock held to the end of the transaction, so two changes of one location go one after the
     * other (at once, both would drop and insert the same segment rows).
     */
    public Optional<Location> write(LocationDocument.Item item, String path, Violations violations, Instant now) {
        Optional<Location> existing =
                Optional.ofNullable(em.find(Location.class, item.id(), LockModeType.PESSIMISTIC_WRITE));
        if (existing.filter(l -> !l.organizationId().equals(item.organizationId()))
                .isPresent()) {
            violations.add(path.isEmpty() ? "_id" : path + "._id", "is the id of another organization's location");
            return Optional.empty();
        }
        existing.ifPresent(location -> location.apply(item.data(), now));
        return existing.or(() -> Optional.of(persistNew(item, now)));
    }

    /**
     * Creates one location with the item's id (the administrator's create), which no location may have yet:
     * one that has goes to violations under {@code _id}. Looked for under the lock {@link #write} takes, so a
     * create that another's commit beat is refused here; two at once both insert, and the later one fails on
     * the key. The portal's cached answers are dropped when the transaction commits.
     */
    public Optional<Location> createOne(LocationDocument.Item item, Violations violations, Instant now) {
        if (em.find(Location.class, item.id(), LockModeType.PESSIMISTIC_WRITE) != null) {
            violations.add("_id", "is already the id of a location");
            return Optional.empty();
        }
        Location created = persistNew(item, now);
        contentChanged.fire(new PublicContentChanged("location " + created.id()));
        return Optional.of(created);
    }

    private Location persistNew(LocationDocument.Item item, Instant now) {
        Location created = new Location(item.id(), item.organizationId(), item.data(), now);
        em.persist(created);
        return created;
    }

    /**
     * {@link #write} of one location on its own (the administrator's edit), with the body's own paths
     * ({@code address.formattedAddress}); the portal's cached answers are dropped when the transaction commits.
     */
    public Optional<Location> writeOne(LocationDocument.Item item, Violations violations, Instant now) {
        Optional<Location> written = write(item, "", violations, now);
        written.ifPresent(l -> contentChanged.fire(new PublicContentChanged("location " + l.id())));
        return written;
    }

    /**
     * Applies one change to the organization's locations named; answers the ids it found (others are
     * not the organization's). The portal's cached answers are dropped when the transaction commits.
     */
    public List<String> change(
            String organizationId, Collection<String> ids, LocationStatusChange change, Instant now) {
        List<Location> found = em.createQuery(
                        "SELECT l FROM Location l WHERE l.organizationId = :organizationId "
                                + "AND l.id IN :ids ORDER BY l.id",
                        Location.class)
                .setParameter("organizationId", organizationId)
                .setParameter("ids", ids)
                .setLockMode(LockModeType.PESSIMISTIC_WRITE)
                .getResultList();
        found.forEach(location -> change.applyTo(location, now));
        if (!found.isEmpty()) {
            contentChanged.fire(new PublicContentChanged("locations " + change.value()));
        }
        return found.stream().map(Location::id).toList();
    }
}
