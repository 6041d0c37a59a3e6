package com.propertyportal.identity.boundary;

import com.propertyportal.access.CredentialCheck;
import com.propertyportal.access.Operator;
import com.propertyportal.access.Right;
import com.propertyportal.audit.entity.AuditAction;
import com.propertyportal.http.ClientAddresses;
import com.propertyportal.identity.control.Actor;
import com.propertyportal.identity.control.ConsoleSessions;
import com.propertyportal.identity.control.Logins;
import com.propertyportal.identity.control.RequestActor;
import com.propertyportal.identity.entity.Role;
import com.propertyportal.monitoring.control.Counters;
import com.propertyportal.monitoring.control.Refusal;
import com.propertyportal.monitoring.control.TracedLog;
import com.propertyportal.problems.FieldError;
import com.propertyportal.problems.ProblemException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.Response;
import java.lang.annotation.Annotation;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.logging.Logger;

/**
 * The credential of every resource that declares {@link Operator}: HTTP Basic (the operator's name, or an
 * organization user's e-mail address, and the password), or the admin console's signed-in session, whose every
 * change must carry the session's CSRF token; otherwise a 401. The caller must then hold the {@link Right} the
 * operation declares with {@link com.propertyportal.access.Needs}: the operator holds every right, a user
 * those of their role; otherwise a 403 naming the role needed. Every Basic login passes the throttle first
 * (see {@link Logins}), so guessing is refused (429) after 10 failures.
 */
@ApplicationScoped
public class OperatorCheck implements CredentialCheck {

    static final int MAX_LOGIN = Logins.MAX_LOGIN;

    static final int MAX_PASSWORD = Logins.MAX_PASSWORD;

    private static final Logger LOG = TracedLog.of(OperatorCheck.class);

    @Inject
    Counters counters;

    @Inject
    Logins logins;

    @Inject
    ClientAddresses clientAddresses;

    @Inject
    ConsoleSessions sessions;

    @Inject
    RequestActor caller;

    @Inject
    HttpServletRequest servletRequest;

    @Inject
    Clock clock;

    @Override
    public Class<? extends Annotation> declaration() {
        return Operator.class;
    }

    @Override
    public void admit(ContainerRequestContext request, Right needed) {
        String header = request.getHeaderString("Authorization");
        String client = clientAddresses.of(servletRequest);
        Actor actor = header == null ? signedInToConsole(request, client) : basic(header, client);
        caller.identify(actor, client);
        if (!actor.right().grants(needed)) {
            throw roleRequired(actor, needed);
        }
    }

    private Actor basic(String header, String client) {
        if (!header.regionMatches(true, 0, "Basic ", 0, 6)) {
            throw unauthorized("Administrator credentials are required (HTTP Basic)");
        }
        String decoded;
        try {
            decoded = new String(Base64.getDecoder().decode(header.substring(6).trim()), StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            decoded = "";
        }
        int colon = decoded.indexOf(':');
        String user = colon < 0 ? "" : decoded.substring(0, colon);
        String password = colon < 0 ? "" : decoded.substring(colon + 1);
        if (user.length() > MAX_LOGIN || password.length() > MAX_PASSWORD) {
            user = user.substring(0, Math.min(user.length(), MAX_LOGIN));
            password = "";
        }
        Logins.Result result = logins.signIn(user, password, null, client, clock.instant());
        if (result instanceof Logins.Admitted admitted) {
            return admitted.actor();
        }
        if (result instanceof Logins.Throttled throttled) {
            counters.refused(Refusal.LOGIN_THROTTLE);
            throw throttled.problem();
        }
        String name = Logins.printable(user);
        LOG.warning(() -> "Administrator login failed for user '" + name + "' from " + client);
        caller.attempted(name, client);
        caller.record(AuditAction.SIGN_IN_FAILED, "HTTP Basic: wrong user or password");
        if (result instanceof Logins.CodeNeeded) {
            throw unauthorized("This account signs in with a second factor: at the console, or with an API key");
        }
        if (result instanceof Logins.Ambiguous) {
            throw unauthorized("This address is a user of several organizations: sign in as orgId/address");
        }
        throw unauthorized(
                "Administrator credentials are wrong (a user of several organizations signs in as orgId/address)");
    }

    /** A console call: its session, and for a change the session's CSRF token in its header. */
    private Actor signedInToConsole(ContainerRequestContext request, String client) {
        boolean fromConsole = request.getHeaderString(ConsoleSessions.CSRF_HEADER) != null;
        ProblemException ended = fromConsole
                ? new ProblemException(
                        Response.Status.UNAUTHORIZED,
                        "UNAUTHORIZED",
                        "The console session ended; sign in again",
                        List.of(),
                        Map.of("WWW-Authenticate", "Session realm=\"property-portal\""))
                : unauthorized("Administrator credentials are required (HTTP Basic)");
        ConsoleSessions.Signed signed = sessions.of(servletRequest).orElseThrow(() -> ended);
        if (changes(request.getMethod()) && !signed.allows(request.getHeaderString(ConsoleSessions.CSRF_HEADER))) {
            throw new ProblemException(
                    Response.Status.FORBIDDEN,
                    "CSRF_TOKEN_MISSING",
                    "A console change must carry " + "the session's token in the " + ConsoleSessions.CSRF_HEADER
                            + " header");
        }
        // A credential that moved on since the session opened (a new password, role or status, "sign out
        // everywhere", a new ADMIN_USER or ADMIN_PASSWORD) signs it in no longer.
        return logins.current(signed.user(), signed.credential()).orElseThrow(() -> ended);
    }

    /** A 403 naming the least role the operation needs, and the caller's. */
    static ProblemException roleRequired(Actor actor, Right needed) {
        String role = Role.leastWith(needed).map(Role::wire).orElse("operator");
        String detail = Role.leastWith(needed).isPresent()
                ? "This operation needs the role " + role + " or higher; you are "
                        + actor.role().wire()
                : "Only the operator may do this; you are " + actor.role().wire() + " of one organization";
        return new ProblemException(
                Response.Status.FORBIDDEN,
                "ROLE_REQUIRED",
                detail,
                List.of(new FieldError("role", "must be " + role)),
                Map.of());
    }

    static boolean changes(String method) {
        return !("GET".equals(method) || "HEAD".equals(method) || "OPTIONS".equals(method));
    }

    private static ProblemException unauthorized(String message) {
        return new ProblemException(
                Response.Status.UNAUTHORIZED,
                "UNAUTHORIZED",
                message,
                List.of(),
                Map.of("WWW-Authenticate", "Basic realm=\"property-portal\", charset=\"UTF-8\""));
    }
}
