package com.propertyportal.locations.boundary;

import static com.propertyportal.http.QueryParams.boolParam;

import com.propertyportal.access.Anyone;
import com.propertyportal.http.Cors;
import com.propertyportal.http.PublicPortal;
import com.propertyportal.json.JsonBody;
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
@Path(PublicPortal.OPTIONAL_PREFIX + "listing")
@PublicPortal
@Produces(MediaType.APPLICATION_JSON)
public class ListingResource {

    @Inject
    PublishedLocations locations;

    @Inject
    PortalOrganizations organizations;

    /**
     * One listing with its full, merged applicationConfig; bp=true also shows an unpublished, offline or
     * inactive location.
     */
    @GET
    @Path("{locationId}")
    public JsonBody find(@PathParam("locationId") String locationId, @QueryParam("bp") String bp) {
        Location location = locations.require(locationId, boolParam("bp", bp));
        return LocationViews.listing(location, new ConfigLayers(organizations.require(location.organizationId())));
    }

    /** A browser's CORS preflight, from a page on another origin. */
    @OPTIONS
    @Path("{locationId}")
    public Response preflight() {
        return Cors.preflight();
    }
}
