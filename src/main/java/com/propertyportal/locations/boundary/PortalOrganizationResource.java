package com.propertyportal.locations.boundary;

import static com.propertyportal.http.QueryParams.boolParam;

import com.propertyportal.access.Anyone;
import com.propertyportal.http.Cors;
import com.propertyportal.http.PublicPortal;
import com.propertyportal.json.Json;
import com.propertyportal.locations.control.LocationViews;
import com.propertyportal.locations.control.PublishedLocations;
import com.propertyportal.locations.entity.Location;
import com.propertyportal.monitoring.control.RequestArea;
import com.propertyportal.organizations.control.ConfigLayers;
import com.propertyportal.organizations.control.OrganizationDefaults;
import com.propertyportal.organizations.control.PortalOrganizations;
import com.propertyportal.problems.ProblemException;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.OPTIONS;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

/**
 * An organization's configuration, optionally merged with one of its locations'. It composes both
 * components, so it stands here beside the context and listing reads, and organizations knows
 * nothing of locations.
 */
@Anyone(RequestArea.PORTAL)
@Path("api/portal/company")
@PublicPortal
@Produces(MediaType.APPLICATION_JSON)
public class PortalOrganizationResource {

    @Inject
    PortalOrganizations organizations;

    @Inject
    PublishedLocations locations;

    /**
     * An organization's configuration {_id, companyId, name, applicationConfig, companyInfo}; with
     * locationContextId, merged with that location's (which must belong to the organization).
     */
    @GET
    @Path("{contextId}")
    public JsonObject find(
            @PathParam("contextId") String contextId,
            @QueryParam("locationContextId") String locationContextId,
            @QueryParam("bp") String bp) {
        boolean bypass = boolParam("bp", bp);
        OrganizationDefaults company = organizations.require(contextId);
        JsonObjectBuilder out = Json.createObjectBuilder()
                .add("_id", company.id())
                .add("companyId", company.id())
                .add("name", company.name());
        if (locationContextId == null) {
            return out.add("applicationConfig", company.applicationConfig())
                    .add("companyInfo", company.companyInfo())
                    .build();
        }
        Location location = locations.require(locationContextId, bypass);
        ConfigLayers config = new ConfigLayers(company);
        if (!location.organizationId().equals(company.id())) {
            throw ProblemException.notFound("Location " + locationContextId);
        }
        return out.add("locationContextId", location.id())
                .add("applicationConfig", LocationViews.applicationConfig(location, config))
                .add("companyInfo", config.companyInfo(location.companyInfoJson()))
                .build();
    }

    /** A browser's CORS preflight, from a page on another origin. */
    @OPTIONS
    @Path("{contextId}")
    public Response preflight() {
        return Cors.preflight();
    }
}
