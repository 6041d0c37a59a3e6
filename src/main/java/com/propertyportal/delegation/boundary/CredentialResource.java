package com.propertyportal.delegation.boundary;

import com.propertyportal.access.Anyone;
import com.propertyportal.access.ApiKeyHolder;
import com.propertyportal.access.Needs;
import com.propertyportal.access.Right;
import com.propertyportal.apikeys.control.Caller;
import com.propertyportal.delegation.control.DelegatedCaller;
import com.propertyportal.delegation.control.DelegationView;
import com.propertyportal.http.Cors;
import com.propertyportal.http.CrossOrigin;
import com.propertyportal.json.Json;
import com.propertyportal.json.JsonOut;
import com.propertyportal.monitoring.control.RequestArea;
import com.propertyportal.organizations.entity.Organization;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.OPTIONS;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

/**
 * The hosted product's getMe: what the request's credential is. A delegate token answers its user (type
 * {@code user}) and, when it was issued for an app, the app (type {@code app}); an API key answers its
 * organization (type {@code apiKey}). Open to pages on other origins, which send the token themselves.
 */
@CrossOrigin
@ApplicationScoped
@Path("api/app/me")
public class CredentialResource {

    @Inject
    Caller caller;

    @Inject
    DelegatedCaller delegatedCaller;

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    @GET
    @ApiKeyHolder
    @Needs(Right.READ)
    @Produces(MediaType.APPLICATION_JSON)
    public JsonObject me() {
        if (delegatedCaller.delegation().isPresent()) {
            return DelegationView.me(delegatedCaller.delegation().get());
        }
        JsonObjectBuilder out =
                Json.createObjectBuilder().add("type", "apiKey").add("companyId", caller.organizationId());
        Organization organization = em.find(Organization.class, caller.organizationId());
        JsonOut.addIfPresent(out, "companyName", organization == null ? null : organization.name());
        return out.build();
    }

    /** A browser's CORS preflight, from an app's page sending its delegate token. */
    @OPTIONS
    @Anyone(RequestArea.CORE)
    public Response preflight() {
        return Cors.preflightWithAuthorization();
    }
}
