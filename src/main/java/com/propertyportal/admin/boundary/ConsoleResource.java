package com.propertyportal.admin.boundary;

import com.propertyportal.access.Anyone;
import com.propertyportal.audit.entity.AuditAction;
import com.propertyportal.http.ClientAddresses;
import com.propertyportal.http.OwnOrigins;
import com.propertyportal.identity.control.Actor;
import com.propertyportal.identity.control.ConsoleSessions;
import com.propertyportal.identity.control.Logins;
import com.propertyportal.identity.control.RequestActor;
import com.propertyportal.identity.entity.ConsoleSession;
import com.propertyportal.json.Json;
import com.propertyportal.monitoring.control.RequestArea;
import com.propertyportal.problems.FieldError;
import com.propertyportal.problems.ProblemException;
import jakarta.inject.Inject;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.time.Clock;
import java.util.List;
import java.util.Map;

/**
 * The admin console: its pages and assets (every one served from the WAR), and signing in and out. The
 * pages call the administrator's API with the session this sign-in opens.
 */
@Anyone(RequestArea.ADMIN)
@Path("admin")
public class ConsoleResource {

    static final int MAX_USER = Logins.MAX_LOGIN;
    static final int MAX_PASSWORD = 200;
    /** An authenticator's code is 6 digits; a field much longer than that carries none. */
    static final int MAX_CODE = 20;

    @Inject
    ConsoleSessions sessions;

    @Inject
    Logins logins;

    @Inject
    ClientAddresses clientAddresses;

    @Inject
    RequestActor caller;

    @Inject
    OwnOrigins ownOrigins;

    @Inject
    Clock clock;

    @Context
    HttpServletRequest request;

    /** The console for a signed-in session, else a redirect to the sign-in page. */
    @GET
    public Response console() {
        if (sessions.of(request).isEmpty()) {
            return Response.seeOther(URI.create("/admin/sign-in")).build();
        }
        return ConsoleAssets.page("index.html");
    }

    /** The sign-in page. */
    @GET
    @Path("sign-in")
    public Response signInPage() {
        return ConsoleAssets.page("sign-in.html");
    }

    /** A script, style sheet or icon of the console. */
    @GET
    @Path("assets/{name}")
    public Response asset(@PathParam("name") String name) {
        return ConsoleAssets.asset(name);
    }

    /**
     * Signs in with the administrator's login, under the login throttle, and opens a session: only from the
     * console's own sign-in page (its Origin, or without one its Sec-Fetch-Site or Referer, is one of the
     * service's own origins, which come from the configuration and never from the Host header); "null", the
     * Origin of a sandboxed frame or of a page that hides its referrer, is refused too.
     */
    @POST
    @Path("sign-in")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response signIn(
            @FormParam("user") String user,
            @FormParam("password") String password,
            @FormParam("code") String code,
            @HeaderParam("Origin") String origin,
            @HeaderParam("Sec-Fetch-Site") String fetchSite,
            @HeaderParam("Referer") String referer) {
        if (!ownOrigins.sentTheForm(origin, fetchSite, referer)) {
            throw new ProblemException(
                    Response.Status.FORBIDDEN,
                    "FOREIGN_ORIGIN",
                    "The console's sign-in accepts only its own page's form",
                    List.of(new FieldError(
                            origin != null ? "Origin" : fetchSite != null ? "Sec-Fetch-Site" : "Referer",
                            "is not this service's own page")),
                    Map.of());
        }
        String client = clientAddresses.of(request);
        String name = user == null ? "" : user;
        boolean fits = name.length() <= MAX_USER && password != null && password.length() <= MAX_PASSWORD;
        Logins.Result result = logins.signIn(
                fits ? name : name.substring(0, Math.min(name.length(), MAX_USER)),
                fits ? password : "",
                code == null || code.length() > MAX_CODE ? null : code,
                client,
                clock.instant());
        if (result instanceof Logins.Throttled) {
            return Response.seeOther(URI.create("/admin/sign-in?error=throttled"))
                    .build();
        }
        if (!(result instanceof Logins.Admitted admitted)) {
            caller.attempted(Logins.printable(name), client);
            caller.record(AuditAction.SIGN_IN_FAILED, "console: wrong user or password");
            String error = result instanceof Logins.Ambiguous
                    ? "several"
                    : result instanceof Logins.CodeNeeded needed ? (needed.given() ? "code" : "code-needed") : "wrong";
            return Response.seeOther(URI.create("/admin/sign-in?error=" + error))
                    .build();
        }
        Actor actor = admitted.actor();
        ConsoleSessions.Opened opened =
                sessions.open(request, actor, logins.generationOf(actor), ConsoleSession.BY_PASSWORD);
        caller.identify(actor, client);
        caller.record(AuditAction.SIGN_IN, "console");
        return Response.seeOther(URI.create("/admin/"))
                .header("Set-Cookie", opened.cookie())
                .build();
    }

    /**
     * The signed-in administrator, the session's CSRF token, which the pages send with every call, the seconds
     * without a request after which the session ends and those after its sign-in, and how many sessions the
     * administrator has open (this one included).
     */
    @GET
    @Path("session")
    @Produces(MediaType.APPLICATION_JSON)
    public Response session() {
        ConsoleSessions.Signed signed = sessions.of(request)
                .orElseThrow(() -> new ProblemException(
                        Response.Status.UNAUTHORIZED, "UNAUTHORIZED", "No console session; sign in"));
        Actor actor = current(signed);
        var session = Json.createObjectBuilder()
                .add("user", actor.name())
                .add("subject", signed.user())
                .add("role", actor.isOperator() ? "operator" : actor.role().wire())
                .add("csrfToken", signed.csrfToken())
                .add("idleSeconds", sessions.idle().toSeconds())
                .add("lifetimeSeconds", sessions.lifetime().toSeconds())
                .add("sessions", sessions.count(signed.user(), signed.credential()));
        if (!actor.isOperator()) {
            session.add("userId", actor.userId()).add("organizationId", actor.organizationId());
        }
        return Response.ok(session.build()).header("Cache-Control", "no-store").build();
    }

    /** Ends the session; a change, so it needs the session's CSRF token. */
    @POST
    @Path("sign-out")
    public Response signOut(@HeaderParam(ConsoleSessions.CSRF_HEADER) String token) {
        var signed = sessions.of(request);
        if (signed.isEmpty()) {
            return Response.noContent().build();
        }
        if (!signed.get().allows(token)) {
            throw csrfTokenMissing();
        }
        String client = clientAddresses.of(request);
        logins.current(signed.get().user(), signed.get().credential())
                .ifPresentOrElse(
                        actor -> caller.identify(actor, client),
                        () -> caller.attempted(signed.get().user(), client));
        caller.record(AuditAction.SIGN_OUT, "console");
        return Response.noContent()
                .header("Set-Cookie", sessions.close(request))
                .build();
    }

    /**
     * Ends every session of the signed-in administrator, on every server, this one included; a change, so it
     * needs the session's CSRF token. Without a session there is nobody to sign out: 401.
     */
    @POST
    @Path("sign-out-everywhere")
    public Response signOutEverywhere(@HeaderParam(ConsoleSessions.CSRF_HEADER) String token) {
        ConsoleSessions.Signed signed = sessions.of(request)
                .orElseThrow(() -> new ProblemException(
                        Response.Status.UNAUTHORIZED, "UNAUTHORIZED", "No console session; sign in"));
        if (!signed.allows(token)) {
            throw csrfTokenMissing();
        }
        Actor actor = current(signed);
        int ended = sessions.endEverywhere(actor, clock.instant());
        caller.identify(actor, clientAddresses.of(request));
        caller.record(AuditAction.SIGN_OUT_EVERYWHERE, "console: " + ended + (ended == 1 ? " session" : " sessions"));
        return Response.noContent()
                .header("Set-Cookie", sessions.close(request))
                .build();
    }

    /** The actor a session stands for while the credential it was opened with holds; else a 401. */
    private Actor current(ConsoleSessions.Signed signed) {
        return logins.current(signed.user(), signed.credential())
                .orElseThrow(() -> new ProblemException(
                        Response.Status.UNAUTHORIZED, "UNAUTHORIZED", "The console session ended; sign in again"));
    }

    private static ProblemException csrfTokenMissing() {
        return new ProblemException(
                Response.Status.FORBIDDEN,
                "CSRF_TOKEN_MISSING",
                "A console change must " + "carry the session's token in the " + ConsoleSessions.CSRF_HEADER
                        + " header");
    }
}
