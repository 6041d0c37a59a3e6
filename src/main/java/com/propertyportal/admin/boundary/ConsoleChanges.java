package com.propertyportal.admin.boundary;

import com.propertyportal.admin.control.Actor;
import com.propertyportal.apikeys.control.Caller;
import com.propertyportal.audit.control.AuditLog;
import com.propertyportal.audit.entity.AuditAction;
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
 * The audit of every change the console makes on the core API (see {@link ConsoleCoreCredential}): who, what
 * (the method and the path of the resource that answered), in which organization, from where. Reads are not
 * recorded; refused calls change nothing.
 */
@Provider
public class ConsoleChanges implements ContainerResponseFilter {

    private static final Set<String> READS = Set.of("GET", "HEAD", "OPTIONS");

    @Inject
    AuditLog audit;

    @Inject
    Caller caller;

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
        if (!(request.getProperty(ConsoleCoreCredential.ACTOR) instanceof Actor actor)
                || READS.contains(request.getMethod())
                || response.getStatus() >= 300) {
            return;
        }
        String target = ResourcePaths.shortened(
                request.getMethod() + " "
                        + ResourcePaths.of(resource, request.getUriInfo().getPathParameters()),
                AuditEntry.MAX_TARGET);
        audit.record(
                actor.name(),
                actor.userId(),
                caller.organizationId(),
                clientAddresses.of(servletRequest),
                AuditAction.CONSOLE_CHANGE,
                target,
                "in the console",
                clock.instant());
    }
}
