package com.propertyportal.delegation.boundary;

import com.propertyportal.access.ApiKeyHolder;
import com.propertyportal.access.Needs;
import com.propertyportal.access.Right;
import com.propertyportal.apikeys.control.Caller;
import com.propertyportal.delegation.control.DelegateTokens;
import com.propertyportal.delegation.control.Delegation;
import com.propertyportal.delegation.control.DelegationView;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

/**
 * The hosted product's verifyAppUser: an integrator's server, holding the organization's API key, checks the
 * delegate token a plugin of its own was handed and learns whose it is. A token of another organization is
 * refused like any invalid one.
 *
 * <p>{@code verify-user} is a template of its own, a literal no parameter reads, so that the class outranks a
 * board's template ({@code api/board/{boardId}}) for this one path only, as in the hosted product, where the
 * path is verifyAppUser's; the paths below it (a card of a board so named) stay the card's.
 */
@ApiKeyHolder
@Needs(Right.READ)
@ApplicationScoped
@Path("api/board/{verifyUser: verify-user}")
public class VerifyUserResource {

    @Inject
    Caller caller;

    @Inject
    DelegateTokens tokens;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    public JsonObject verifyAppUser(JsonObject body) {
        String token = DelegationView.tokenOf(body);
        Delegation delegation = tokens.verify(token);
        if (!delegation.organizationId().equals(caller.organizationId())) {
            throw DelegateTokens.invalid();
        }
        return DelegationView.user(delegation);
    }
}
