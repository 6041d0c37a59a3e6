package com.propertyportal.organizations.boundary;

import static com.propertyportal.http.QueryParams.intParam;

import com.propertyportal.access.Needs;
import com.propertyportal.access.Operator;
import com.propertyportal.access.Right;
import com.propertyportal.audit.control.Administration;
import com.propertyportal.audit.entity.AuditAction;
import com.propertyportal.cache.control.PublicContentChanged;
import com.propertyportal.input.JsonInput;
import com.propertyportal.input.Violations;
import com.propertyportal.json.Json;
import com.propertyportal.organizations.control.OrganizationDocument;
import com.propertyportal.organizations.control.OrganizationVersions;
import com.propertyportal.organizations.control.Organizations;
import com.propertyportal.organizations.entity.Organization;
import com.propertyportal.persistence.Ids;
import com.propertyportal.problems.FieldError;
import com.propertyportal.problems.ProblemException;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.PATCH;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.EntityTag;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.time.Clock;
import java.util.List;
import java.util.Map;

/**
 * Organizations through the administrator's API, in the import's shape and under the import's rules (one reader,
 * {@link OrganizationDocument}; one writer, {@link Organizations}): the operator creates them; an organization's
 * Admin reads and changes their own with a JSON merge patch (RFC 7396) that names the version it was made
 * against (If-Match), so that two editors never overwrite each other unseen.
 */
@Operator
@Path("api/admin/organizations")
@Produces(MediaType.APPLICATION_JSON)
public class OrganizationAdministrationResource {

    static final String MERGE_PATCH = "application/merge-patch+json";

    @Inject
    Organizations organizations;

    @Inject
    Administration administration;

    @Inject
    Event<PublicContentChanged> contentChanged;

    @Inject
    Clock clock;

    /** The organizations by _id: every one for the operator, a user's own for a user. */
    @GET
    @Needs(Right.READ)
    public JsonObject list(
            @QueryParam("limit") @DefaultValue("100") String limit,
            @QueryParam("skip") @DefaultValue("0") String skip) {
        int max = intParam("limit", limit, 1, 1000);
        int from = intParam("skip", skip, 0, Integer.MAX_VALUE);
        JsonArrayBuilder data = Json.createArrayBuilder();
        organizations
                .list(administration.confinement(), from, max)
                .forEach(o -> data.add(OrganizationDocument.write(o)));
        return Json.createObjectBuilder()
                .add("data", data)
                .add("limit", max)
                .add("skip", from)
                .build();
    }

    /** A new organization: the operator's. Its _id is the one given, else a new one; an _id in use is a 409. */
    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Transactional
    public Response create(JsonObject body) {
        Violations violations = new Violations();
        OrganizationDocument.Item item = OrganizationDocument.read(JsonInput.root(body, violations), Ids.newId());
        violations.throwIfAny();
        if (organizations.find(item.id()).isPresent()) {
            throw new ProblemException(
                    Response.Status.CONFLICT,
                    "CONFLICT",
                    "Organization " + item.id() + " exists; change it with PATCH /api/admin/organizations/" + item.id(),
                    List.of(new FieldError("_id", "is an organization already")),
                    Map.of());
        }
        Organization created = organizations.write(item, clock.instant());
        administration.reach(created.id(), "Organization " + created.id());
        administration.record(
                AuditAction.ORGANIZATION_CREATED, created.id(), "organization \"" + created.name() + "\"");
        contentChanged.fire(new PublicContentChanged("organization"));
        JsonObject document = OrganizationDocument.write(created);
        return Response.status(Response.Status.CREATED)
                // Relative (RFC 9110), so that no Host header a client sends ends up in it.
                .header(HttpHeaders.LOCATION, "/api/admin/organizations/" + created.id())
                .tag(entityTag(document))
                .entity(document)
                .build();
    }

    /** One organization, with its version in ETag. */
    @GET
    @Path("{orgId}")
    @Needs(Right.READ)
    public Response find(@PathParam("orgId") String orgId) {
        JsonObject document = OrganizationDocument.write(reach(orgId, false));
        return Response.ok(document).tag(entityTag(document)).build();
    }

    /**
     * Changes the organization by a JSON merge patch of its document (RFC 7396: a member names what it sets,
     * null removes it, what is left out stays), made against the version If-Match names: 428 without it, 412
     * when the organization has changed since. The patched document is then read and written as an import's.
     */
    @PATCH
    @Path("{orgId}")
    @Needs(Right.MANAGE)
    @Consumes({MERGE_PATCH, MediaType.APPLICATION_JSON})
    @Transactional
    public Response change(
            @PathParam("orgId") String orgId, @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch, JsonObject patch) {
        Organization organization = reach(orgId, true);
        JsonObject current = OrganizationDocument.write(organization);
        String version = OrganizationVersions.of(current);
        if (ifMatch == null || ifMatch.isBlank()) {
            throw new ProblemException(
                    Response.Status.fromStatusCode(428),
                    "PRECONDITION_REQUIRED",
                    "Send If-Match with the ETag of the organization you changed, so that no change made since is"
                            + " overwritten unseen; GET /api/admin/organizations/" + orgId + " answers it",
                    List.of(new FieldError("header.if-match", "is required")),
                    Map.of());
        }
        if (!matches(ifMatch, version)) {
            throw new ProblemException(
                    Response.Status.PRECONDITION_FAILED,
                    "PRECONDITION_FAILED",
                    "The organization has changed since that version: read it again, and apply your change to it",
                    List.of(new FieldError("header.if-match", "names a version that is not the current one")),
                    Map.of("ETag", version));
        }
        if (patch.containsKey("_id")
                && !JsonValue.NULL.equals(patch.get("_id"))
                && !Json.createValue(orgId).equals(patch.get("_id"))) {
            throw ProblemException.invalid("_id", "cannot change; it is " + orgId);
        }
        JsonObject merged =
                jakarta.json.Json.createMergePatch(patch).apply(current).asJsonObject();
        merged = Json.createObjectBuilder(merged).add("_id", orgId).build();
        Violations violations = new Violations();
        OrganizationDocument.Item item = OrganizationDocument.read(JsonInput.root(merged, violations), orgId);
        violations.throwIfAny();
        Organization changed = organizations.write(item, clock.instant());
        administration.record(
                AuditAction.ORGANIZATION_CHANGED, changed.id(), "members " + String.join(", ", patch.keySet()));
        contentChanged.fire(new PublicContentChanged("organization"));
        JsonObject document = OrganizationDocument.write(changed);
        return Response.ok(document).tag(entityTag(document)).build();
    }

    /**
     * The organization a path names, within the caller's reach, else the same 404 as an unknown one; locked for a
     * change.
     */
    private Organization reach(String orgId, boolean forChange) {
        JsonInput.pathId("orgId", orgId);
        String what = "Organization " + orgId;
        administration.reach(orgId, what);
        return (forChange ? organizations.lock(orgId) : organizations.find(orgId))
                .orElseThrow(() -> ProblemException.notFound(what));
    }

    /** If-Match holds the current version: one of its tags is it, or it is *. Weak tags never match (RFC 9110). */
    static boolean matches(String ifMatch, String version) {
        for (String tag : ifMatch.split(",")) {
            String t = tag.strip();
            if (t.equals("*") || t.equals(version)) {
                return true;
            }
        }
        return false;
    }

    private static EntityTag entityTag(JsonObject document) {
        String quoted = OrganizationVersions.of(document);
        return new EntityTag(quoted.substring(1, quoted.length() - 1));
    }
}
