package com.propertyportal.admin.boundary;

import static com.propertyportal.input.JsonInput.pathId;

import com.propertyportal.access.Needs;
import com.propertyportal.access.Operator;
import com.propertyportal.access.Right;
import com.propertyportal.admin.control.Administrator;
import com.propertyportal.audit.entity.AuditAction;
import com.propertyportal.delegation.control.AppBody;
import com.propertyportal.delegation.control.Apps;
import com.propertyportal.delegation.entity.App;
import com.propertyportal.json.Json;
import com.propertyportal.problems.ProblemException;
import jakarta.inject.Inject;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.time.Clock;

/**
 * An organization's embedded apps: every user of it sees the list (the console opens them); its Admins (and the
 * operator) register and remove them. Another organization's apps are a 404, as an unknown one is.
 */
@Operator
@Needs(Right.MANAGE)
@Path("api/admin/organizations/{orgId}/apps")
@Produces(MediaType.APPLICATION_JSON)
public class AppAdministrationResource {

    @Inject
    Apps apps;

    @Inject
    Administrator administrator;

    @Inject
    Clock clock;

    @GET
    @Needs(Right.READ)
    public JsonObject list(@PathParam("orgId") String orgId) {
        JsonArrayBuilder data = Json.createArrayBuilder();
        apps.of(administrator.reachOrganization(orgId)).forEach(app -> data.add(view(app)));
        return Json.createObjectBuilder().add("data", data).build();
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Transactional
    public Response register(@PathParam("orgId") String orgId, JsonObject body) {
        String organization = administrator.reachOrganization(orgId);
        App app = apps.register(organization, AppBody.read(body), clock.instant());
        administrator.record(AuditAction.APP_REGISTERED, organization, describe(app));
        return Response.status(Response.Status.CREATED).entity(view(app)).build();
    }

    @DELETE
    @Path("{appClientId}")
    @Transactional
    public Response remove(@PathParam("orgId") String orgId, @PathParam("appClientId") String appClientId) {
        String organization = administrator.reachOrganization(orgId);
        App app = apps.find(organization, pathId("appClientId", appClientId))
                .orElseThrow(() -> ProblemException.notFound("App " + appClientId));
        apps.remove(app);
        administrator.record(AuditAction.APP_REMOVED, organization, describe(app));
        return Response.noContent().build();
    }

    static JsonObject view(App app) {
        return Json.createObjectBuilder()
                .add("appClientId", app.id())
                .add("title", app.title())
                .add("url", app.url())
                .add("createdAt", app.createdAt().toString())
                .build();
    }

    private static String describe(App app) {
        return "app " + app.id() + " " + app.title() + " " + app.url();
    }
}
