package com.propertyportal.locations.boundary;

import com.propertyportal.http.PublicPortal;
import com.propertyportal.json.JsonBody;
import com.propertyportal.locations.control.ListingFilters;
import com.propertyportal.locations.control.ListingSearch;
import jakarta.inject.Inject;
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

@Path("locations")
@PublicPortal
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Portal")
public class LocationsResource {

    @Inject
    ListingSearch search;

    @GET
    @Path("{orgId}")
    @APIResponse(responseCode = "200", description = "location objects", content = @Content(mediaType = MediaType.APPLICATION_JSON,
            schema = @Schema(type = SchemaType.ARRAY, implementation = Object.class)))
    @Operation(summary = "An organization's active, published locations, filtered by any query key=value; "
            + "the organization's own x-token adds its unpublished and offline ones")
    public JsonBody list(@PathParam("orgId") String orgId, @HeaderParam("x-token") String token,
            @Context UriInfo uri) {
        return search.listings(orgId, null, token, ListingFilters.read(uri.getQueryParameters()));
    }

    /** The same endpoint under the portal prefix. */
    @Path("api/portal/locations")
    public static class UnderApiPortal extends LocationsResource {
    }
}
