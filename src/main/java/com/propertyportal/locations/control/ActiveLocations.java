package com.propertyportal.locations.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.util.Collection;
import java.util.Set;

/** Which of some location ids are active locations of one organization, e.g. the units a form may name. */
@ApplicationScoped
public class ActiveLocations {

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    public Set<String> among(String organizationId, Collection<String> ids) {
        if (ids.isEmpty()) {
            return Set.of();
        }
        return Set.copyOf(em.createNamedQuery("Location.activeIds", String.class)
                .setParameter("organizationId", organizationId)
                .setParameter("ids", ids)
                .getResultList());
    }
}
