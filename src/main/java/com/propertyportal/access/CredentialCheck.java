package com.propertyportal.access;

import jakarta.ws.rs.container.ContainerRequestContext;
import java.lang.annotation.Annotation;

/**
 * The check of one kind of credential, provided by the component that owns it (API keys, the operator's
 * login). {@link com.propertyportal.access.boundary.AccessControl} runs the one a resource declares.
 */
public interface CredentialCheck {

    /** The declaration whose resources this check guards: {@link ApiKeyHolder} or {@link Operator}. */
    Class<? extends Annotation> declaration();

    /**
     * Admits the request, having identified its caller and found that it holds the right the operation
     * needs, or throws a problem (401, 403, 429) saying why not.
     */
    void admit(ContainerRequestContext request, Right needed);
}
