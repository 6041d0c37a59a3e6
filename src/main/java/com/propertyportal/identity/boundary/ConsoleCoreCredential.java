package com.propertyportal.identity.boundary;

import com.propertyportal.access.Right;
import com.propertyportal.apikeys.control.Caller;
import com.propertyportal.apikeys.control.CoreCredential;
import com.propertyportal.audit.control.ChangeAuthor;
import com.propertyportal.audit.entity.AuditAction;
import com.propertyportal.http.ClientAddresses;
import com.propertyportal.identity.control.Actor;
import com.propertyportal.identity.control.ConsoleSessions;
import com.propertyportal.identity.control.Logins;
import com.propertyportal.identity.control.RequestActor;
import com.propertyportal.input.JsonInput;
import com.propertyportal.organizations.control.PortalOrganizations;
import com.propertyportal.problems.FieldError;
import com.propertyportal.problems.ProblemException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.Response;
import java.util.List;
import java.util.Map;

/**
 * The admin console's signed-in session on the core API, so the console shows and edits cards, contacts and
 * files through the very operations (and validation) integrators use. Every call, reads included, must carry
 * the session's CSRF token: the cookie alone reaches nothing. An organization user works in their own
 * organization with the rights of their role; the operator names the organization in {@value #ORGANIZATION}.
 * Every change is audited ({@code console-change}, see {@code audit/boundary/CoreChanges}).
 */
@ApplicationScoped
public class ConsoleCoreCredential implements CoreCredential {

    /** The header in which the operator names the organization a core call works in. */
    public static final String ORGANIZATION = "X-Organization";

    @Inject
    ConsoleSessions sessions;

    @Inject
    Logins logins;

    @Inject
    RequestActor requestActor;

    @Inject
    PortalOrganizations organizations;

    @Inject
    Caller caller;

    @Inject
    ClientAddresses clientAddresses;

    @Inject
    HttpServletRequest servletRequest;

    @Override
    public boolean carriedBy(ContainerRequestContext request) {
        // A request with an API key or an Authorization header is that credential's alone.
        return request.getHeaderString(ConsoleSessions.CSRF_HEADER) != null
                && request.getHeaderString("Authorization") == null
                && request.getHeaderString("x-token") == null;
    }

    @Override
    public void admit(ContainerRequestContext request, Right needed) {
        ProblemException ended = new ProblemException(
                Response.Status.UNAUTHORIZED,
                "UNAUTHORIZED",
                "The console session ended; sign in again",
                List.of(),
                Map.of("WWW-Authenticate", "Session realm=\"property-portal\""));
        ConsoleSessions.Signed signed = sessions.of(servletRequest).orElseThrow(() -> ended);
        if (!signed.allows(request.getHeaderString(ConsoleSessions.CSRF_HEADER))) {
            throw new ProblemException(
                    Response.Status.FORBIDDEN,
                    "CSRF_TOKEN_MISSING",
                    "A console call must carry the session's token in the " + ConsoleSessions.CSRF_HEADER + " header");
        }
        Actor actor = logins.current(signed.user(), signed.credential()).orElseThrow(() -> ended);
        requestActor.identify(actor, clientAddresses.of(servletRequest));
        if (!actor.right().grants(needed)) {
            throw OperatorCheck.roleRequired(actor, needed);
        }
        String organizationId = organizationOf(actor, request.getHeaderString(ORGANIZATION));
        caller.authenticateConsoleOf(organizationId);
        request.setProperty(
                ChangeAuthor.PROPERTY,
                new ChangeAuthor(
                        actor.name(), actor.userId(), organizationId, AuditAction.CONSOLE_CHANGE, "in the console"));
    }

    /** A user's own organization (a header naming another is the 404 of one that does not exist). */
    private String organizationOf(Actor actor, String named) {
        if (named == null || named.isEmpty()) {
            return actor.confinedTo()
                    .orElseThrow(() -> new ProblemException(
                            Response.Status.BAD_REQUEST,
                            "VALIDATION_FAILED",
                            "The operator names the organization of a core call in the " + ORGANIZATION + " header",
                            List.of(new FieldError(ORGANIZATION, "is required")),
                            Map.of()));
        }
        JsonInput.pathId(ORGANIZATION, named);
        if (actor.confinedTo().filter(own -> !own.equals(named)).isPresent()) {
            throw ProblemException.notFound("Organization " + named);
        }
        organizations.require(named);
        return named;
    }
}
