package com.propertyportal.locations.boundary;

import com.propertyportal.http.PublicPortal;
import com.propertyportal.json.JsonBody;
import com.propertyportal.locations.control.ListingFilters;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.UriInfo;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** /listings/{orgId} is /locations/{orgId}, inherited; a segment narrows it to that segment's locations. */
@Path("listings")
@PublicPortal
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Portal")
public class ListingsResource extends LocationsResource {

    @GET
    @Path("{orgId}/{segmentId}")
    @APIResponse(responseCode = "200", description = "location objects", content = @Content(mediaType = MediaType.APPLICATION_JSON,
            schema = @Schema(type = SchemaType.ARRAY, implementation = Object.class)))
    @Operation(summary = "The listings of one segment (sub-segment or portfolio) of an organization; an "
            + "unknown segment has none")
    public JsonBody segment(@PathParam("orgId") String orgId, @PathParam("segmentId") String segmentId,
            @HeaderParam("x-token") String token, @Context UriInfo uri) {
        return search.listings(orgId, segmentId, token, ListingFilters.read(uri.getQueryParameters()));
    }

    /** The same endpoints under the portal prefix. */
    @Path("api/portal/listings")
    public static class UnderApiPortal extends ListingsResource {
    }
}
