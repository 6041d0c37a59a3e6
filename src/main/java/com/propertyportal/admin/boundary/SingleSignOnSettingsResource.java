package com.propertyportal.admin.boundary;

import com.propertyportal.access.Needs;
import com.propertyportal.access.Operator;
import com.propertyportal.access.Right;
import com.propertyportal.admin.control.Administrator;
import com.propertyportal.audit.entity.AuditAction;
import com.propertyportal.http.PublicBaseUrl;
import com.propertyportal.identity.control.SignOnProviders;
import com.propertyportal.identity.entity.SignOnProvider;
import com.propertyportal.json.Json;
import com.propertyportal.problems.ProblemException;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.time.Clock;

/**
 * An organization's own single sign-on provider, set by its Admin or the operator: read (never the client secret),
 * set (the secret sealed; left out, the one set before is kept), removed. What an Admin registers at the provider,
 * the redirect URI, is in every answer, before there is a provider too (it must be registered first).
 */
@Operator
@Needs(Right.MANAGE)
@Path("api/admin/organizations/{orgId}/sso")
@Produces(MediaType.APPLICATION_JSON)
public class SingleSignOnSettingsResource {

    @Inject
    SignOnProviders providers;

    @Inject
    Administrator administrator;

    @Inject
    PublicBaseUrl baseUrl;

    @Inject
    Clock clock;

    @GET
    public JsonObject read(@PathParam("orgId") String orgId) {
        String organization = administrator.reachOrganization(orgId);
        return providers
                .of(organization)
                .map(this::view)
                .orElseGet(() -> place(organization).add("configured", false).build());
    }

    @PUT
    @Consumes(MediaType.APPLICATION_JSON)
    @Transactional
    public JsonObject set(@PathParam("orgId") String orgId, JsonObject body) {
        String organization = administrator.reachOrganization(orgId);
        boolean configured = providers.of(organization).isPresent();
        SignOnProviders.Settings settings = providers.read(body, configured);
        SignOnProvider provider = providers.configure(organization, settings, clock.instant());
        administrator.record(
                AuditAction.SSO_CONFIGURED,
                organization,
                "issuer " + provider.issuer() + ", client " + provider.clientId() + ", domains "
                        + String.join(" ", provider.domains())
                        + (settings.secret().isPresent() ? ", new client secret" : ""));
        return view(provider);
    }

    @DELETE
    @Transactional
    public Response remove(@PathParam("orgId") String orgId) {
        String organization = administrator.reachOrganization(orgId);
        if (!providers.remove(organization)) {
            throw ProblemException.notFound("Single sign-on of organization " + organization);
        }
        administrator.record(AuditAction.SSO_REMOVED, organization, "single sign-on removed");
        return Response.noContent().build();
    }

    private JsonObject view(SignOnProvider provider) {
        var domains = Json.createArrayBuilder();
        provider.domains().forEach(domains::add);
        return place(provider.organizationId())
                .add("configured", true)
                .add("issuer", provider.issuer())
                .add("clientId", provider.clientId())
                .add("clientSecretSet", true)
                .add("label", provider.label())
                .add("emailDomains", domains)
                .add("updatedAt", provider.updatedAt().toString())
                .build();
    }

    /** Where the organization's single sign-on lives: what to register at the provider, and its sign-in page. */
    private JsonObjectBuilder place(String organizationId) {
        return Json.createObjectBuilder()
                .add("organizationId", organizationId)
                .add("redirectUri", baseUrl.get() + SignOnProviders.CALLBACK_PATH)
                .add("signInUrl", baseUrl.get() + "/admin/sign-in?organization=" + organizationId);
    }
}
