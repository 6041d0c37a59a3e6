package com.propertyportal.access.boundary;

import com.propertyportal.access.Anyone;
import com.propertyportal.access.CredentialCheck;
import com.propertyportal.access.Declaration;
import com.propertyportal.access.Right;
import com.propertyportal.monitoring.control.RequestArea;
import com.propertyportal.monitoring.control.TracedLog;
import com.propertyportal.problems.ProblemException;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.Priority;
import jakarta.enterprise.inject.Any;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.container.ContainerResponseFilter;
import jakarta.ws.rs.container.ResourceInfo;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.Provider;
import java.lang.annotation.Annotation;
import java.util.HashMap;
import java.util.Map;
import java.util.logging.Logger;

/**
 * The one door of every resource: after the router has chosen the resource method, runs the credential
 * check that method declares, and marks the request with the method's area. A method that declares no
 * access, or two, is callable by no one. Answers that carry an organization's data are never cached.
 */
@Provider
@Priority(Priorities.AUTHENTICATION)
public class AccessControl implements ContainerRequestFilter, ContainerResponseFilter {

    private static final Logger LOG = TracedLog.of(AccessControl.class);
    private static final String DECLARED = Declaration.class.getName();

    @Context
    ResourceInfo resource;

    @Inject
    @Any
    Instance<CredentialCheck> checks;

    private final Map<Class<? extends Annotation>, CredentialCheck> byDeclaration = new HashMap<>();

    @PostConstruct
    void collectChecks() {
        checks.forEach(check -> byDeclaration.put(check.declaration(), check));
    }

    @Override
    public void filter(ContainerRequestContext request) {
        Declaration declared = Declaration.of(resource.getResourceClass(), resource.getResourceMethod());
        request.setProperty(DECLARED, declared);
        request.setProperty(RequestArea.ATTRIBUTE, declared.area());
        if (declared.credential() == Anyone.class) {
            return;
        }
        CredentialCheck check = byDeclaration.get(declared.credential());
        if (check == null) {
            LOG.severe(() -> "Refused a call to " + resource.getResourceMethod() + ": it declares no access, or two");
            throw new ProblemException(Response.Status.FORBIDDEN, "FORBIDDEN", "This operation is not open to callers");
        }
        check.admit(request, Right.of(resource.getResourceClass(), resource.getResourceMethod()));
    }

    @Override
    public void filter(ContainerRequestContext request, ContainerResponseContext response) {
        if (request.getProperty(DECLARED) instanceof Declaration declared && declared.personal()) {
            response.getHeaders().putSingle("Cache-Control", "no-store");
        }
    }
}
