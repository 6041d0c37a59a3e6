package com.propertyportal.audit.boundary;

import com.propertyportal.audit.control.AuditLog;
import com.propertyportal.audit.control.ChangeAuthor;
import com.propertyportal.audit.entity.AuditEntry;
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
 * The audit of every change a person makes on the core API through a credential other than an API key (a
 * delegate token, the console's session): the credential names its {@link ChangeAuthor} on the request, and this
 * records who, what (the method and the path of the resource that answered, never the path as the request
 * spelled it), in which organization, from where. Reads are not recorded; refused calls change nothing.
 */
@Provider
public class CoreChanges implements ContainerResponseFilter {

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
        if (!(request.getProperty(ChangeAuthor.PROPERTY) instanceof ChangeAuthor author)
                || READS.contains(request.getMethod())
                || response.getStatus() >= 300) {
            return;
        }
        String target = ResourcePaths.shortened(
                request.getMethod() + " "
                        + ResourcePaths.of(resource, request.getUriInfo().getPathParameters()),
                AuditEntry.MAX_TARGET);
        audit.record(
                author.user(),
                author.userId(),
                author.organizationId(),
                clientAddresses.of(servletRequest),
                author.action(),
                target,
                ResourcePaths.shortened(author.detail(), AuditEntry.MAX_DETAIL),
                clock.instant());
    }
}
