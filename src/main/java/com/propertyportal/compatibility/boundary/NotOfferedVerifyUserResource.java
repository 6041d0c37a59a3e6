package com.propertyportal.compatibility.boundary;

import com.propertyportal.access.ApiKeyHolder;
import com.propertyportal.access.Needs;
import com.propertyportal.access.Right;
import com.propertyportal.compatibility.control.NotOffered;
import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.Response;

/**
 * The hosted product's verifyAppUser (the handoff of a signed user session, which the specification leaves
 * unfinished): answers 501 naming it (see docs/aptly-compatibility.md).
 *
 * <p>{@code verify-user} is a template of its own, a literal no parameter reads, so that the class outranks a
 * board's template ({@code api/board/{boardId}}) for this one path only, as in the hosted product, where the
 * path is verifyAppUser's; the paths below it (a card of a board so named) stay the card's.
 */
@ApiKeyHolder
@Needs(Right.READ)
@RequestScoped
@Path("api/board/{verifyUser: verify-user}")
public class NotOfferedVerifyUserResource {

    @Inject
    NotOffered notOffered;

    @POST
    public Response verifyAppUser() {
        throw notOffered.operation("verifyAppUser");
    }
}
