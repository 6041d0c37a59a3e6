package com.propertyportal.admin.boundary;

import com.propertyportal.access.CredentialCheck;
import com.propertyportal.access.Operator;
import com.propertyportal.admin.control.AdminCredentials;
import com.propertyportal.admin.control.Administrator;
import com.propertyportal.admin.control.LoginThrottle;
import com.propertyportal.audit.entity.AuditAction;
import com.propertyportal.http.ClientAddresses;
import com.propertyportal.monitoring.control.Counted;
import com.propertyportal.monitoring.control.Counters;
import com.propertyportal.monitoring.control.TracedLog;
import com.propertyportal.problems.ProblemException;
import com.propertyportal.problems.RedactedFailure;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.Response;
import java.lang.annotation.Annotation;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.logging.Logger;

/**
 * The operator's credential, for every resource that declares {@link Operator}: HTTP Basic, or the admin
 * console's signed-in session, whose every change must carry the session's CSRF token; otherwise a 401.
 * Every Basic login attempt passes the throttle first, so guessing is refused (429) after 10 failures.
 */
@ApplicationScoped
public class OperatorCheck implements CredentialCheck {

    private static final Logger LOG = TracedLog.of(OperatorCheck.class);

    @Inject
    Counters counters;

    @Inject
    AdminCredentials credentials;

    @Inject
    LoginThrottle throttle;

    @Inject
    ClientAddresses clientAddresses;

    @Inject
    ConsoleSessions sessions;

    @Inject
    Administrator administrator;

    @Inject
    HttpServletRequest servletRequest;

    @Override
    public Class<? extends Annotation> declaration() {
        return Operator.class;
    }

    @Override
    public void admit(ContainerRequestContext request) {
        String header = request.getHeaderString("Authorization");
        String client = clientAddresses.of(servletRequest);
        if (header == null) {
            signedInToConsole(request, client);
            return;
        }
        if (!header.regionMatches(true, 0, "Basic ", 0, 6)) {
            throw unauthorized("Administrator credentials are required (HTTP Basic)");
        }
        Optional<Duration> refused = throttle.admit(client, Instant.now());
        if (refused.isPresent()) {
            counters.add(Counted.REFUSED, "login_throttle");
            throw throttled(refused.get());
        }
        String decoded;
        try {
            decoded = new String(Base64.getDecoder().decode(header.substring(6).trim()), StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            decoded = "";
        }
        int colon = decoded.indexOf(':');
        String user = colon < 0 ? "" : decoded.substring(0, colon);
        if (colon < 0 || !credentials.verify(user, decoded.substring(colon + 1))) {
            LOG.warning(() -> "Administrator login failed for user '" + printable(user) + "' from " + client);
            administrator.identify(printable(user), client);
            administrator.record(AuditAction.SIGN_IN_FAILED, null, "HTTP Basic: wrong user or password");
            throw unauthorized("Administrator credentials are wrong");
        }
        throttle.succeeded(client);
        administrator.identify(user, client);
    }

    /** A console call: its session, and for a change the session's CSRF token in its header. */
    private void signedInToConsole(ContainerRequestContext request, String client) {
        boolean fromConsole = request.getHeaderString(ConsoleSessions.CSRF_HEADER) != null;
        ConsoleSessions.Signed signed = sessions.of(servletRequest)
                .orElseThrow(() -> fromConsole
                        ? new ProblemException(
                                Response.Status.UNAUTHORIZED,
                                "UNAUTHORIZED",
                                "The console session ended; sign in again",
                                List.of(),
                                Map.of("WWW-Authenticate", "Session realm=\"property-portal\""))
                        : unauthorized("Administrator credentials are required (HTTP Basic)"));
        if (signed.user().contains(":")) {
            // An organization user's session (single sign-on, "user:<id>"): until users' roles are checked on
            // the administrator's API, it stays the operator's alone.
            throw new ProblemException(
                    Response.Status.FORBIDDEN,
                    "NOT_OPERATOR",
                    "The console session is an organization user's; the administrator's API is the operator's");
        }
        if (changes(request.getMethod()) && !signed.allows(request.getHeaderString(ConsoleSessions.CSRF_HEADER))) {
            throw new ProblemException(
                    Response.Status.FORBIDDEN,
                    "CSRF_TOKEN_MISSING",
                    "A console change must carry " + "the session's token in the " + ConsoleSessions.CSRF_HEADER
                            + " header");
        }
        administrator.identify(signed.user(), client);
    }

    static boolean changes(String method) {
        return !("GET".equals(method) || "HEAD".equals(method) || "OPTIONS".equals(method));
    }

    /**
     * The user name as it may appear in a log line or the audit: printable, short, one line, never empty, never
     * an API key sent as one.
     */
    static String printable(String user) {
        String clean = RedactedFailure.masked(user.replaceAll("[^\\x20-\\x7E]", "?"));
        if (clean.isBlank()) {
            return "(none)";
        }
        return clean.length() > 64 ? clean.substring(0, 64) + "…" : clean;
    }

    private static ProblemException unauthorized(String message) {
        return new ProblemException(
                Response.Status.UNAUTHORIZED,
                "UNAUTHORIZED",
                message,
                List.of(),
                Map.of("WWW-Authenticate", "Basic realm=\"property-portal\", charset=\"UTF-8\""));
    }

    private static ProblemException throttled(Duration retryAfter) {
        long seconds = Math.max(1, (retryAfter.toMillis() + 999) / 1000);
        return new ProblemException(
                Response.Status.TOO_MANY_REQUESTS,
                "RATE_LIMITED",
                "Too many failed administrator logins from this address; retry after " + seconds + " s",
                List.of(),
                Map.of("Retry-After", Long.toString(seconds)));
    }
}
