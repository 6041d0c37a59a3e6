package com.propertyportal.organizations.control;

import com.propertyportal.monitoring.control.Counted;
import com.propertyportal.monitoring.control.Counters;
import jakarta.annotation.PostConstruct;
import jakarta.ejb.DependsOn;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;

/**
 * The counters labelled by organization, shown at 0 from start for every organization there is (and, through
 * {@link Organizations}, for each one created later), so a scrape lists an organization before its first call.
 */
@Startup
@Singleton
@DependsOn("SchemaMigration")
public class OrganizationCounters {

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    @Inject
    Counters counters;

    @PostConstruct
    void registerEveryOrganization() {
        em.createNamedQuery("Organization.ids", String.class).getResultStream().forEach(id -> register(counters, id));
    }

    static void register(Counters counters, String organizationId) {
        counters.register(Counted.API_KEY_REQUESTS, organizationId);
        counters.register(Counted.DELEGATE_TOKEN_REQUESTS, organizationId);
    }
}
