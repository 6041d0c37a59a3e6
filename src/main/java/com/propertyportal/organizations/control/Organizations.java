package com.propertyportal.organizations.control;

import com.propertyportal.monitoring.control.Counters;
import com.propertyportal.organizations.entity.Organization;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * The one writer of organizations: an import and the administrator's API create and change them here, from
 * {@link OrganizationDocument}'s one reading of the shape.
 */
@ApplicationScoped
public class Organizations {

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    @Inject
    Counters counters;

    public Optional<Organization> find(String id) {
        return Optional.ofNullable(em.find(Organization.class, id));
    }

    /**
     * The organization, its row locked until the transaction ends: a change checked against its version holds
     * until it is written, and a second change made against the same version waits and finds it stale.
     */
    public Optional<Organization> lock(String id) {
        return Optional.ofNullable(em.find(Organization.class, id, jakarta.persistence.LockModeType.PESSIMISTIC_WRITE));
    }

    /** A page of the organizations by id: every one, or the one a caller is confined to. */
    public List<Organization> list(Optional<String> confinedTo, int skip, int limit) {
        if (confinedTo.isPresent()) {
            return find(confinedTo.get()).stream().skip(skip).limit(limit).toList();
        }
        return em.createNamedQuery("Organization.all", Organization.class)
                .setFirstResult(skip)
                .setMaxResults(limit)
                .getResultList();
    }

    /** Creates the organization with the item's id, or changes it to the item. */
    public Organization write(OrganizationDocument.Item item, Instant now) {
        Organization organization = find(item.id()).orElseGet(() -> {
            Organization created = new Organization(item.id(), now);
            em.persist(created);
            OrganizationCounters.register(counters, created.id());
            return created;
        });
        organization.rename(item.name());
        organization.configure(item.companyInfo(), item.applicationConfig(), now);
        organization.describe(item.profile(), now);
        return organization;
    }
}
