package com.propertyportal.admin.boundary;

import static com.propertyportal.input.JsonInput.pathId;

import com.propertyportal.access.Needs;
import com.propertyportal.access.Operator;
import com.propertyportal.access.Right;
import com.propertyportal.admin.control.Administrator;
import com.propertyportal.audit.entity.AuditAction;
import com.propertyportal.identity.control.UserBody;
import com.propertyportal.identity.control.UserView;
import com.propertyportal.identity.control.Users;
import com.propertyportal.identity.entity.User;
import com.propertyportal.json.Json;
import jakarta.inject.Inject;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PATCH;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.time.Clock;
import java.time.Instant;

/**
 * An organization's users for the operator: listed, created (active with a password, else invited by mail),
 * changed and archived. An organization that does not exist, or a user of another one, is a 404.
 */
@Operator
@Needs(Right.MANAGE)
@Path("api/admin/organizations/{orgId}/users")
@Produces(MediaType.APPLICATION_JSON)
public class UserAdministrationResource {

    @Inject
    Users users;

    @Inject
    Administrator administrator;

    @Inject
    Clock clock;

    /** Every user of the organization, archived ones too, by name. */
    @GET
    public JsonObject list(@PathParam("orgId") String orgId) {
        String organization = administrator.reachOrganization(orgId);
        JsonArrayBuilder data = Json.createArrayBuilder();
        users.of(organization).forEach(user -> data.add(UserView.of(user)));
        return Json.createObjectBuilder().add("data", data).build();
    }

    /** Creates a user: active with a password, otherwise invited with a link to set one. */
    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Transactional
    public Response create(@PathParam("orgId") String orgId, JsonObject body) {
        String organization = administrator.reachOrganization(orgId);
        UserBody input = UserBody.toCreate(body);
        User user = users.create(organization, input, clock.instant());
        administrator.record(AuditAction.USER_CREATED, organization, describe(user));
        return Response.status(Response.Status.CREATED)
                .entity(UserView.of(user))
                .build();
    }

    @GET
    @Path("{userId}")
    public JsonObject find(@PathParam("orgId") String orgId, @PathParam("userId") String userId) {
        return UserView.of(users.require(administrator.reachOrganization(orgId), pathId("userId", userId)));
    }

    /** Changes the members the body names; a password makes an invited user active. */
    @PATCH
    @Path("{userId}")
    @Consumes(MediaType.APPLICATION_JSON)
    @Transactional
    public JsonObject change(@PathParam("orgId") String orgId, @PathParam("userId") String userId, JsonObject body) {
        User user = users.require(administrator.reachOrganization(orgId), pathId("userId", userId));
        UserBody input = UserBody.toChange(body);
        users.change(user, input, clock.instant());
        String detail = describe(user) + (input.password().isPresent() ? ", password set" : "");
        administrator.record(AuditAction.USER_CHANGED, user.organizationId(), detail);
        return UserView.of(user);
    }

    /** Archives the user: no longer listed, no link; the record stays. */
    @DELETE
    @Path("{userId}")
    @Transactional
    public JsonObject archive(@PathParam("orgId") String orgId, @PathParam("userId") String userId) {
        User user = users.require(administrator.reachOrganization(orgId), pathId("userId", userId));
        Instant now = clock.instant();
        users.archive(user, now);
        administrator.record(AuditAction.USER_ARCHIVED, user.organizationId(), describe(user));
        return UserView.of(user);
    }

    /**
     * Removes a user's second factor, for one who lost their authenticator: they sign in with their password
     * alone until they set up another.
     */
    @DELETE
    @Path("{userId}/second-factor")
    @Transactional
    public JsonObject removeSecondFactor(@PathParam("orgId") String orgId, @PathParam("userId") String userId) {
        String organization = administrator.reachOrganization(orgId);
        User user = users.require(organization, pathId("userId", userId));
        user.removeSecondFactor(clock.instant());
        administrator.record(AuditAction.SECOND_FACTOR_REMOVED, organization, describe(user));
        return UserView.of(user);
    }

    private static String describe(User user) {
        return "user " + user.id() + " " + user.email() + " " + user.role().wire() + " "
                + user.status().wire();
    }
}
