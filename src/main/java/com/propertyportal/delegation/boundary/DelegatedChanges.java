package com.propertyportal.delegation.boundary;

import com.propertyportal.audit.control.AuditLog;
import com.propertyportal.audit.entity.AuditAction;
import com.propertyportal.audit.entity.AuditEntry;
import com.propertyportal.delegation.control.Delegation;
import com.propertyportal.http.ClientAddresses;
import jakarta.inject.Inject;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.container.ContainerResponseFilter;
import jakarta.ws.rs.container.ResourceInfo;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.ext.Provider;
import java.lang.reflect.AnnotatedElement;
import java.time.Clock;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

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

    /** A template's parameter, {@code {name}} or {@code {name: regex}}. */
    private static final Pattern PARAMETER = Pattern.compile("\\{\\s*([\\w.-]+)\\s*(?::[^}]*)?}");

    @Override
    public void filter(ContainerRequestContext request, ContainerResponseContext response) {
        if (!(request.getProperty(DELEGATION) instanceof Delegation delegation)
                || READS.contains(request.getMethod())
                || response.getStatus() >= 300) {
            return;
        }
        String target = shortened(
                request.getMethod() + " " + pathOf(request.getUriInfo().getPathParameters()), AuditEntry.MAX_TARGET);
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
                shortened(detail, AuditEntry.MAX_DETAIL),
                clock.instant());
    }

    /**
     * The path of the resource that answered, from its templates and the path parameters the router read: the
     * same for every spelling the router accepts (a matrix parameter, an encoded letter, a doubled slash).
     */
    private String pathOf(MultivaluedMap<String, String> parameters) {
        String template = templateOf(resource.getResourceClass()) + templateOf(resource.getResourceMethod());
        StringBuilder path = new StringBuilder();
        Matcher parameter = PARAMETER.matcher(template);
        while (parameter.find()) {
            String value = Objects.requireNonNullElse(parameters.getFirst(parameter.group(1)), "");
            parameter.appendReplacement(path, Matcher.quoteReplacement(value));
        }
        parameter.appendTail(path);
        return path.toString();
    }

    private static String templateOf(AnnotatedElement element) {
        Path path = element == null ? null : element.getAnnotation(Path.class);
        if (path == null) {
            return "";
        }
        String value = path.value();
        return value.startsWith("/") ? value : "/" + value;
    }

    private static String shortened(String text, int max) {
        return text.length() <= max ? text : text.substring(0, max - 1) + "…";
    }
}
