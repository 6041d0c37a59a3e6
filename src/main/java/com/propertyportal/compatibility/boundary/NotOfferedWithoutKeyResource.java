package com.propertyportal.compatibility.boundary;

import com.propertyportal.access.Anyone;
import com.propertyportal.compatibility.control.NotOffered;
import com.propertyportal.monitoring.control.RequestArea;
import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.Response;

/**
 * The hosted product's verifyDelegateToken, which its API opens to callers without a credential (it is how
 * a delegate token is checked): not offered here, and said so to anyone, as the hosted product would answer
 * anyone.
 */
@Anyone(RequestArea.CORE)
@RequestScoped
@Path("api/app/verify")
public class NotOfferedWithoutKeyResource {

    @Inject
    NotOffered notOffered;

    @POST
    public Response verifyDelegateToken() {
        throw notOffered.operation("verifyDelegateToken");
    }
}
