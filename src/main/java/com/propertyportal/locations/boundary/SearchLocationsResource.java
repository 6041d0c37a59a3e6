package com.propertyportal.locations.boundary;

import com.propertyportal.access.Anyone;
import com.propertyportal.http.Cors;
import com.propertyportal.http.PublicPortal;
import com.propertyportal.json.JsonBody;
import com.propertyportal.locations.control.LocationPicker;
import com.propertyportal.monitoring.control.RequestArea;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.OPTIONS;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

@Anyone(RequestArea.FORMS)
@Path("api/portal/forms/searchLocations")
@PublicPortal
public class SearchLocationsResource {

    @Inject
    LocationPicker picker;

    /**
     * The form unit picker: {companyId, query, bedCount, maxRent} gives {locations}, at most 50, each with
     * applicationConfig and companyInfo; visibility as /locations.
     */
    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    public JsonBody search(JsonObject body, @HeaderParam("x-token") String token) {
        return picker.search(body, token);
    }

    /** A browser's CORS preflight, from a page on another origin. */
    @OPTIONS
    public Response preflight() {
        return Cors.preflight();
    }
}
