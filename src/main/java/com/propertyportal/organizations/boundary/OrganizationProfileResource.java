package com.propertyportal.organizations.boundary;

import com.propertyportal.access.ApiKeyHolder;
import com.propertyportal.access.Needs;
import com.propertyportal.access.Right;
import com.propertyportal.apikeys.control.Caller;
import com.propertyportal.organizations.control.OrganizationProfile;
import com.propertyportal.organizations.entity.Organization;
import com.propertyportal.problems.ProblemException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.Optional;

/** The API key's organization, as its company info. */
@ApiKeyHolder
@Needs(Right.READ)
@ApplicationScoped
@Path("api/company/info")
public class OrganizationProfileResource {

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    @Inject
    Caller caller;

    /**
     * The key's organization: {name, address: {street, city, state, zip}, phone, phone2, website, logo},
     * null where it has none.
     */
    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public JsonObject info() {
        Organization organization = Optional.ofNullable(em.find(Organization.class, caller.organizationId()))
                .orElseThrow(() -> ProblemException.notFound("Organization " + caller.organizationId()));
        return OrganizationProfile.info(organization.name(), organization.profile());
    }
}
