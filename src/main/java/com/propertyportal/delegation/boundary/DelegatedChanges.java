package com.propertyportal.delegation.boundary;

import com.propertyportal.audit.control.AuditLog;
import com.propertyportal.audit.entity.AuditAction;
import com.propertyportal.audit.entity.AuditEntry;
import com.propertyportal.delegation.control.Delegation;
import com.propertyportal.http.ClientAddresses;
import com.propertyportal.http.ResourcePaths;
import jakarta.inject.Inject;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.container.ContainerResponseFilter;
import jakarta.ws.rs.container.ResourceInfo;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.ext.Provider;
import java.time.Clock;
import java.util.Set;

/**
 * The audit of every change a user makes on the core API through a delegate token: who (the user), through which
 * app, what (the method and the path of the resource that answered, never the path as the request spelled
 * it), from where. Reads are not recorded; refused calls change nothing.
 */
@Provider
public class DelegatedChanges implements ContainerResponseFilter {

    /** The request property that holds the {@link Delegation} a delegate token was admitted as. */
    static final String DELEGATION = Delegation.class.getName();

    private static final Set<String> READS = Set.of("GET", "HEAD", "OPTIONS");

    @Inject
    AuditLog audit;

    @Inject
    ClientAddresses clientAddresses;

    @Inject
    Clock clock;

    @Context
    HttpServletRequest servletRequest;

    @Context
    ResourceInfo resource;

    @Override
    public void filter(ContainerRequestContext request, ContainerResponseContext response) {
        if (!(request.getProperty(DELEGATION) instanceof Delegation delegation)
                || READS.contains(request.getMethod())
                || response.getStatus() >= 300) {
            return;
        }
        String target = ResourcePaths.shortened(
                request.getMethod() + " "
                        + ResourcePaths.of(resource, request.getUriInfo().getPathParameters()),
                AuditEntry.MAX_TARGET);
        String detail = delegation
                .app()
                .map(app -> "through app " + app.id() + " " + app.title())
                .orElse("through a delegate token without an app");
        audit.record(
                delegation.user().email(),
                delegation.user().id(),
                delegation.organizationId(),
                clientAddresses.of(servletRequest),
                AuditAction.DELEGATED_CHANGE,
                target,
                ResourcePaths.shortened(detail, AuditEntry.MAX_DETAIL),
                clock.instant());
    }
}
