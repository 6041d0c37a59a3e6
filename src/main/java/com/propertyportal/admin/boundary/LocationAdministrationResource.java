package com.propertyportal.admin.boundary;

import static com.propertyportal.http.QueryParams.intParam;

import com.propertyportal.access.Needs;
import com.propertyportal.access.Operator;
import com.propertyportal.access.Right;
import com.propertyportal.admin.control.Administrator;
import com.propertyportal.audit.entity.AuditAction;
import com.propertyportal.input.JsonInput;
import com.propertyportal.input.Violations;
import com.propertyportal.json.Json;
import com.propertyportal.locations.control.LocationStatusChange;
import com.propertyportal.locations.control.LocationStatuses;
import com.propertyportal.locations.control.Locations;
import com.propertyportal.locations.entity.Location;
import com.propertyportal.locations.entity.PublishStatus;
import com.propertyportal.persistence.Page;
import com.propertyportal.problems.ProblemException;
import jakarta.inject.Inject;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * An organization's locations for the administrator: every status, searched and paged; published or not.
 * An organization that does not exist is a 404, not an empty page.
 */
@Operator
@Needs(Right.READ)
@Path("api/admin/organizations/{orgId}/locations")
@Produces(MediaType.APPLICATION_JSON)
public class LocationAdministrationResource {

    static final int MAX_SELECTION = 500;

    @Inject
    LocationStatuses statuses;

    @Inject
    Locations locations;

    @Inject
    Administrator administrator;

    /** The organization's locations in every status, by name, searched, filtered and paged. */
    @GET
    public JsonObject search(
            @PathParam("orgId") String orgId,
            @QueryParam("q") @DefaultValue("") String q,
            @QueryParam("status") @DefaultValue("") String status,
            @QueryParam("limit") @DefaultValue("25") String limit,
            @QueryParam("skip") @DefaultValue("0") String skip) {
        administrator.reachOrganization(orgId);
        if (q.length() > 200) {
            throw ProblemException.invalid("q", "must be at most 200 characters");
        }
        Optional<PublishStatus> wanted = status.isEmpty()
                ? Optional.empty()
                : Optional.of(PublishStatus.of(status)
                        .orElseThrow(
                                () -> ProblemException.invalid("status", "must be published, unpublished or offline")));
        int pageSize = intParam("limit", limit, 1, 200);
        int offset = intParam("skip", skip, 0, Integer.MAX_VALUE);
        Page<Location> page = statuses.search(orgId, q.strip(), wanted, pageSize, offset);
        JsonArrayBuilder data = Json.createArrayBuilder();
        for (Location l : page.items()) {
            data.add(Json.createObjectBuilder()
                    .add("id", l.id())
                    .add("name", l.name())
                    .add("address", l.formattedAddress() == null ? "" : l.formattedAddress())
                    .add("publishStatus", l.publishStatus().value())
                    .add("active", l.active()));
        }
        return Json.createObjectBuilder()
                .add("data", data)
                .add("total", page.total())
                .add("limit", pageSize)
                .add("skip", offset)
                .build();
    }

    /** Publishes, unpublishes, takes offline, activates or deactivates the named locations. */
    @POST
    @Path("status")
    @Needs(Right.CHANGE)
    @Consumes(MediaType.APPLICATION_JSON)
    @Transactional
    public JsonObject change(@PathParam("orgId") String orgId, JsonObject body) {
        administrator.reachOrganization(orgId);
        Violations violations = new Violations();
        JsonInput in = JsonInput.root(body, violations);
        in.rejectUnknown(Set.of("ids", "action"));
        Optional<List<String>> ids = in.ids("ids", MAX_SELECTION);
        if (in.isAbsent("ids")) {
            in.reject("ids", "is required");
        } else if (ids.filter(List::isEmpty).isPresent()) {
            in.reject("ids", "must name at least one location");
        }
        String action = in.requiredString("action", 20);
        Optional<LocationStatusChange> change = Optional.ofNullable(action).flatMap(LocationStatusChange::of);
        if (action != null && change.isEmpty()) {
            in.reject("action", "must be publish, unpublish, take-offline, activate or deactivate");
        }
        violations.throwIfAny();
        List<String> changed =
                locations.change(orgId, Set.copyOf(ids.orElseThrow()), change.orElseThrow(), Instant.now());
        if (!changed.isEmpty()) {
            administrator.record(
                    AuditAction.PUBLISH_CHANGED, orgId, change.get().value() + ": " + String.join(", ", changed));
        }
        JsonArrayBuilder done = Json.createArrayBuilder();
        changed.forEach(done::add);
        return Json.createObjectBuilder()
                .add("action", change.get().value())
                .add("changed", done)
                .build();
    }

    /** Any text names no organization, so none has locations; text that cannot be an id is a 400 instead. */
}
