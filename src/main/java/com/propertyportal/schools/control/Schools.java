package com.propertyportal.schools.control;

import com.propertyportal.schools.entity.School;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.time.Instant;
import java.util.Optional;

/** The one writer of schools, which every organization shares: an import creates and changes them here. */
@ApplicationScoped
public class Schools {

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    public Optional<School> find(String id) {
        return Optional.ofNullable(em.find(School.class, id));
    }

    /** Creates the school with the item's id, or changes it to the item. */
    public School write(SchoolDocument.Item item, Instant now) {
        School school = find(item.id()).orElseGet(() -> {
            School created = new School(item.id(), now);
            em.persist(created);
            return created;
        });
        school.describe(item.name(), item.type(), item.rating(), item.address(), item.url(), now);
        school.placeAt(item.latitude(), item.longitude());
        return school;
    }
}
