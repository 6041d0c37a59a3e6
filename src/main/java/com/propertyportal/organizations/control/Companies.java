package com.propertyportal.organizations.control;

import com.propertyportal.apikeys.control.ApiKeys;
import com.propertyportal.organizations.entity.Organization;
import com.propertyportal.problems.ProblemException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;

/** Finds organizations for the portal, and tells whether an optional x-token belongs to one. */
@ApplicationScoped
public class Companies {

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    @Inject
    ApiKeys apiKeys;

    /** The organization's defaults, or a 404 naming it. */
    public CompanyDefaults require(String id) {
        Organization organization = em.find(Organization.class, id);
        if (organization == null) {
            throw ProblemException.notFound("Organization " + id);
        }
        return CompanyDefaults.of(organization);
    }

    /** True when the token is a live API key of this organization; any other token counts as none. */
    public boolean isOwnToken(String token, String organizationId) {
        return token != null && apiKeys.recognise(token).filter(k -> k.companyId().equals(organizationId))
                .isPresent();
    }
}
