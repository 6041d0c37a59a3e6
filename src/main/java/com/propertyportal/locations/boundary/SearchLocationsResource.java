package com.propertyportal.locations.boundary;

import com.propertyportal.http.PublicPortal;
import com.propertyportal.json.JsonBody;
import com.propertyportal.locations.control.LocationPicker;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("api/portal/forms/searchLocations")
@PublicPortal
@Tag(name = "Portal")
public class SearchLocationsResource {

    @Inject
    LocationPicker picker;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    @APIResponse(responseCode = "200", description = "{locations: [location objects]}",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(type = SchemaType.OBJECT)))
    @Operation(summary = "The form unit picker: {companyId, query, bedCount, maxRent} gives {locations}, at most "
            + "50, each with applicationConfig and companyInfo; visibility as /locations")
    public JsonBody search(JsonObject body, @HeaderParam("x-token") String token) {
        return picker.search(body, token);
    }
}
