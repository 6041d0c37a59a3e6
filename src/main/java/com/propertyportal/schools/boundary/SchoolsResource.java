package com.propertyportal.schools.boundary;

import static com.propertyportal.http.QueryParams.intParam;
import static com.propertyportal.http.QueryParams.numberParam;

import com.propertyportal.access.Anyone;
import com.propertyportal.http.Cors;
import com.propertyportal.http.PublicPortal;
import com.propertyportal.locations.control.PublishedLocations;
import com.propertyportal.locations.entity.Location;
import com.propertyportal.monitoring.control.RequestArea;
import com.propertyportal.schools.control.NearbySchools;
import jakarta.inject.Inject;
import jakarta.json.JsonArray;
import jakarta.json.JsonValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.OPTIONS;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

@Anyone(RequestArea.PORTAL)
@Path(PublicPortal.OPTIONAL_PREFIX + "schools")
@PublicPortal
@Produces(MediaType.APPLICATION_JSON)
public class SchoolsResource {

    @Inject
    PublishedLocations locations;

    @Inject
    NearbySchools schools;

    /**
     * Schools within distance miles (default 25, at most 500) of the location, nearest first, at most limit
     * (default 10, at most 50); none for a location without coordinates.
     */
    @GET
    @Path("{locationId}")
    public JsonArray near(
            @PathParam("locationId") String locationId,
            @QueryParam("distance") String distance,
            @QueryParam("limit") String limit) {
        double miles = distance == null
                ? NearbySchools.DEFAULT_MILES
                : numberParam("distance", distance, 0, NearbySchools.MAX_MILES);
        int count = limit == null ? NearbySchools.DEFAULT_LIMIT : intParam("limit", limit, 1, NearbySchools.MAX_LIMIT);
        // Schools are public facts about a place: any existing location (a bp preview too) gets them.
        Location location = locations.require(locationId, true);
        if (location.latitude() == null || location.longitude() == null) {
            return JsonValue.EMPTY_JSON_ARRAY;
        }
        return schools.near(location.latitude(), location.longitude(), miles, count);
    }

    /** A browser's CORS preflight, from a page on another origin. */
    @OPTIONS
    @Path("{locationId}")
    public Response preflight() {
        return Cors.preflight();
    }
}
