package com.propertyportal.locations.boundary;

import com.propertyportal.access.Anyone;
import com.propertyportal.http.Cors;
import com.propertyportal.http.PublicPortal;
import com.propertyportal.input.JsonInput;
import com.propertyportal.json.JsonBody;
import com.propertyportal.locations.control.ListingFilters;
import com.propertyportal.monitoring.control.RequestArea;
import com.propertyportal.problems.ProblemException;
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

/** /listings/{orgId} is /locations/{orgId}, inherited; a segment narrows it to that segment's locations. */
@Anyone(RequestArea.PORTAL)
@Path(PublicPortal.OPTIONAL_PREFIX + "listings")
@PublicPortal
@Produces(MediaType.APPLICATION_JSON)
public class ListingsResource extends LocationsResource {

    /**
     * The listings of one segment (sub-segment or portfolio) of an organization; an unknown segment has
     * none.
     */
    @GET
    @Path("{orgId}/{segmentId}")
    public JsonBody segment(
            @PathParam("orgId") String orgId,
            @PathParam("segmentId") String segmentId,
            @HeaderParam("x-token") String token,
            @Context UriInfo uri) {
        // An unknown segment has none, but text that cannot be a segment's id is a wrong request.
        if (!JsonInput.isId(segmentId)) {
            throw ProblemException.invalid("segmentId", "must be 1 to 64 letters, digits or . _ : -");
        }
        return search.listings(orgId, segmentId, token, ListingFilters.read(uri.getQueryParameters()));
    }

    /** A browser's CORS preflight, from a page on another origin. */
    @OPTIONS
    @Path("{orgId}/{segmentId}")
    public Response preflightSegment() {
        return Cors.preflight();
    }
}
