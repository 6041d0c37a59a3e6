package com.propertyportal.apikeys.control;

import com.propertyportal.access.Right;
import jakarta.ws.rs.container.ContainerRequestContext;

/**
 * A credential of the core area besides the API key, offered by a component above this one (a user's delegate
 * token): the core's check asks each whether the request carries it, and lets the one that does admit it.
 */
public interface CoreCredential {

    /** True when the request carries this credential (well-formed or not). */
    boolean carriedBy(ContainerRequestContext request);

    /**
     * Admits the request, or throws the problem that refuses it (401, or 403 when the credential lacks the
     * right); when admitted, the {@link Caller} is authenticated.
     */
    void admit(ContainerRequestContext request, Right needed);
}
