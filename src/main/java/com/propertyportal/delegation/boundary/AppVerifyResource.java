package com.propertyportal.delegation.boundary;

import com.propertyportal.access.Anyone;
import com.propertyportal.delegation.control.DelegateTokens;
import com.propertyportal.delegation.control.Delegation;
import com.propertyportal.delegation.control.DelegationView;
import com.propertyportal.http.Cors;
import com.propertyportal.http.CrossOrigin;
import com.propertyportal.monitoring.control.RequestArea;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.OPTIONS;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

/**
 * The hosted product's verifyDelegateToken: an embedded app, holding no key, asks whether the token the console
 * handed it holds and whom it speaks for. Only a token issued for an app is accepted here; any page may ask
 * (the token is the credential, no cookie is read), so the answer is open to every origin.
 */
@Anyone(RequestArea.CORE)
@CrossOrigin
@Path("api/app/verify")
public class AppVerifyResource {

    @Inject
    DelegateTokens tokens;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    @Transactional(Transactional.TxType.SUPPORTS)
    public Response verify(JsonObject body) {
        Delegation delegation = tokens.verify(DelegationView.tokenOf(body));
        if (delegation.app().isEmpty()) {
            throw DelegateTokens.invalid();
        }
        Response response = Response.ok(DelegationView.app(delegation))
                .header("Cache-Control", "no-store")
                .build();
        return response;
    }

    /** A browser's CORS preflight, from the app's page on its own origin. */
    @OPTIONS
    public Response preflight() {
        return Cors.preflight();
    }
}
