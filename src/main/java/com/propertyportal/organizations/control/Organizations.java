package com.propertyportal.organizations.control;

import com.propertyportal.monitoring.control.Counters;
import com.propertyportal.organizations.entity.Organization;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.time.Instant;
import java.util.Optional;

/** The one writer of organizations: an import creates and changes them here. */
@ApplicationScoped
public class Organizations {

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    @Inject
    Counters counters;

    public Optional<Organization> find(String id) {
        return Optional.ofNullable(em.find(Organization.class, id));
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
