package com.propertyportal.locations.boundary;

import static com.propertyportal.http.QueryParams.boolParam;

import com.propertyportal.access.Anyone;
import com.propertyportal.http.Cors;
import com.propertyportal.http.PublicPortal;
import com.propertyportal.json.JsonBody;
import com.propertyportal.locations.control.Audience;
import com.propertyportal.locations.control.LocationViews;
import com.propertyportal.locations.control.PublishedLocations;
import com.propertyportal.locations.entity.Location;
import com.propertyportal.monitoring.control.RequestArea;
import com.propertyportal.organizations.control.ConfigLayers;
import com.propertyportal.organizations.control.PortalOrganizations;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.OPTIONS;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

@Anyone(RequestArea.PORTAL)
@Path(PublicPortal.OPTIONAL_PREFIX + "context")
@PublicPortal
@Produces(MediaType.APPLICATION_JSON)
public class ContextResource {

    @Inject
    PublishedLocations locations;

    @Inject
    PortalOrganizations organizations;

    /**
     * A location's context (its configuration merged over its organization's, cut to the audience:
     * applicant, approver or showing) merged with the location object.
     */
    @GET
    @Path("{contextId}")
    public JsonBody find(
            @PathParam("contextId") String contextId,
            @QueryParam("audience") String audience,
            @QueryParam("bp") String bp) {
        Audience reader = Audience.of(audience);
        Location location = locations.require(contextId, boolParam("bp", bp));
        return LocationViews.context(
                location, new ConfigLayers(organizations.require(location.organizationId())), reader);
    }

    /** A browser's CORS preflight, from a page on another origin. */
    @OPTIONS
    @Path("{contextId}")
    public Response preflight() {
        return Cors.preflight();
    }
}
