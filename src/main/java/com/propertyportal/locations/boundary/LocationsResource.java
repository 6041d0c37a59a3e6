package com.propertyportal.locations.boundary;

import com.propertyportal.access.Anyone;
import com.propertyportal.http.Cors;
import com.propertyportal.http.PublicPortal;
import com.propertyportal.json.JsonBody;
import com.propertyportal.locations.control.ListingFilters;
import com.propertyportal.locations.control.ListingSearch;
import com.propertyportal.monitoring.control.RequestArea;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.OPTIONS;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;

@Anyone(RequestArea.PORTAL)
@Path(PublicPortal.OPTIONAL_PREFIX + "locations")
@PublicPortal
@Produces(MediaType.APPLICATION_JSON)
public class LocationsResource {

    @Inject
    ListingSearch search;

    /**
     * An organization's active, published locations, filtered by any query key=value; the organization's own
     * x-token adds its unpublished and offline ones.
     */
    @GET
    @Path("{orgId}")
    public JsonBody list(@PathParam("orgId") String orgId, @HeaderParam("x-token") String token, @Context UriInfo uri) {
        return search.listings(orgId, null, token, ListingFilters.read(uri.getQueryParameters()));
    }

    /** A browser's CORS preflight, from a page on another origin. */
    @OPTIONS
    @Path("{orgId}")
    public Response preflight() {
        return Cors.preflight();
    }
}
