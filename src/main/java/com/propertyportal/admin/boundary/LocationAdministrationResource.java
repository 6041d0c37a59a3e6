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
import com.propertyportal.locations.control.LocationDocument;
import com.propertyportal.locations.control.LocationOrder;
import com.propertyportal.locations.control.LocationStatusChange;
import com.propertyportal.locations.control.LocationStatuses;
import com.propertyportal.locations.control.Locations;
import com.propertyportal.locations.entity.Location;
import com.propertyportal.locations.entity.PublishStatus;
import com.propertyportal.persistence.Ids;
import com.propertyportal.persistence.Page;
import com.propertyportal.problems.ProblemException;
import jakarta.inject.Inject;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * An organization's locations for the administrator: every status, searched, ordered and paged; one read,
 * created or changed in the import's shape and by the import's rules; published or not. An organization that
 * does not exist, and another organization's location, are a 404.
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

    /** The organization's locations in every status, searched, filtered, ordered (by name unless asked) and paged. */
    @GET
    public JsonObject search(
            @PathParam("orgId") String orgId,
            @QueryParam("q") @DefaultValue("") String q,
            @QueryParam("status") @DefaultValue("") String status,
            @QueryParam("sort") @DefaultValue("name") String sort,
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
        LocationOrder order = (sort.length() > 20 ? Optional.<LocationOrder>empty() : LocationOrder.of(sort))
                .orElseThrow(() -> ProblemException.invalid("sort", LocationOrder.ALLOWED));
        int pageSize = intParam("limit", limit, 1, 200);
        int offset = intParam("skip", skip, 0, Integer.MAX_VALUE);
        Page<Location> page = statuses.search(orgId, q.strip(), wanted, order, pageSize, offset);
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
                .add("sort", sort)
                .build();
    }

    /** One location of the organization, in the import shape; another organization's is not found. */
    @GET
    @Path("{locationId}")
    public JsonObject find(@PathParam("orgId") String orgId, @PathParam("locationId") String locationId) {
        return LocationDocument.write(require(administrator.reachOrganization(orgId), locationId));
    }

    /**
     * Creates a location from a record in the import shape, read and checked exactly as an import reads it;
     * {@code companyId} may be left out, {@code _id} too (a new one is made).
     */
    @POST
    @Needs(Right.CHANGE)
    @Consumes(MediaType.APPLICATION_JSON)
    @Transactional
    public Response create(@PathParam("orgId") String orgId, JsonObject body) {
        administrator.reachOrganization(orgId);
        Violations violations = new Violations();
        LocationDocument.Item item = read(orgId, body, Ids.newId(), violations);
        violations.throwIfAny();
        Optional<Location> made = locations.createOne(item, violations, Instant.now());
        violations.throwIfAny();
        Location created = made.orElseThrow();
        administrator.record(AuditAction.LOCATION_CREATED, orgId, created.id() + ": " + created.name());
        return Response.status(Response.Status.CREATED)
                .entity(LocationDocument.write(created))
                .build();
    }

    /**
     * Replaces the location with a record in the import shape, read and checked exactly as an import reads it
     * (a member left out takes the import's default): send back what {@link #find} answered, changed.
     */
    @PUT
    @Path("{locationId}")
    @Needs(Right.CHANGE)
    @Consumes(MediaType.APPLICATION_JSON)
    @Transactional
    public JsonObject replace(
            @PathParam("orgId") String orgId, @PathParam("locationId") String locationId, JsonObject body) {
        Location location = require(administrator.reachOrganization(orgId), locationId);
        Violations violations = new Violations();
        LocationDocument.Item item = read(orgId, body, location.id(), violations);
        if (!location.id().equals(item.id())) {
            violations.add("_id", "must be " + location.id() + ", the location in the path");
        }
        Location saved = save(item, violations);
        administrator.record(AuditAction.LOCATION_CHANGED, orgId, saved.id() + ": " + saved.name());
        return LocationDocument.write(saved);
    }

    private Location require(String orgId, String locationId) {
        JsonInput.pathId("locationId", locationId);
        return locations
                .find(locationId)
                .filter(l -> l.organizationId().equals(orgId))
                .orElseThrow(() -> ProblemException.notFound("Location " + locationId));
    }

    /** The body as one location of an import of the organization; its companyId, when given, must be it. */
    private static LocationDocument.Item read(String orgId, JsonObject body, String id, Violations violations) {
        if (body == null) {
            throw ProblemException.invalid("body", "must be a location object");
        }
        JsonValue given = body.get("companyId");
        JsonObject owned = given != null && given != JsonValue.NULL
                ? body
                : Json.createObjectBuilder(body).add("companyId", orgId).build();
        JsonInput in = JsonInput.root(owned, violations);
        LocationDocument.Item item = LocationDocument.read(in, id);
        if (item.organizationId() != null && !item.organizationId().equals(orgId)) {
            in.reject("companyId", "must be " + orgId + ", the organization in the path");
        }
        return item;
    }

    private Location save(LocationDocument.Item item, Violations violations) {
        violations.throwIfAny();
        Optional<Location> saved = locations.writeOne(item, violations, Instant.now());
        violations.throwIfAny();
        return saved.orElseThrow();
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
}
