package com.propertyportal.identity.boundary;

import com.propertyportal.access.Anyone;
import com.propertyportal.audit.entity.AuditAction;
import com.propertyportal.http.ClientAddresses;
import com.propertyportal.http.PublicBaseUrl;
import com.propertyportal.http.SecurityHeaders;
import com.propertyportal.identity.control.ConsoleSessions;
import com.propertyportal.identity.control.IdTokens;
import com.propertyportal.identity.control.OpenIdProvider;
import com.propertyportal.identity.control.RequestActor;
import com.propertyportal.identity.control.SignOnFlows;
import com.propertyportal.identity.control.SsoFailure;
import com.propertyportal.identity.control.SsoSettings;
import com.propertyportal.identity.control.Users;
import com.propertyportal.identity.entity.User;
import com.propertyportal.json.Json;
import com.propertyportal.monitoring.control.RequestArea;
import com.propertyportal.monitoring.control.TracedLog;
import com.propertyportal.problems.ProblemException;
import jakarta.inject.Inject;
import jakarta.json.JsonObjectBuilder;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.ws.rs.CookieParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.logging.Logger;

/**
 * The console's single sign-on with the OpenID provider of OIDC_ISSUER (authorization code flow with PKCE): the
 * provider's verified e-mail address opens a console session for the one active user with that address. Every
 * refusal lands on the sign-in page, whose {@code error} parameter says why. Without OIDC_ISSUER only
 * {@code config} answers (disabled), the rest is not found.
 */
@Anyone(RequestArea.ADMIN)
@Path("admin/sso")
public class SingleSignOnResource {

    static final String COOKIE = "portal_sso";
    static final String SCOPE = "openid email profile";
    static final int MAX_PARAMETER = 2000;
    private static final Logger LOG = TracedLog.of(SingleSignOnResource.class);

    /**
     * A page that moves on to the console itself: a redirect would keep the navigation the provider started, which
     * the browser counts as cross-site and so sends no SameSite=Strict session cookie with.
     */
    static final String SIGNED_IN = "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">"
            + "<meta http-equiv=\"refresh\" content=\"0;url=/admin/\"><title>Signed in · Property Portal console</title>"
            + "</head><body><p>Signed in. <a href=\"/admin/\">Continue to the console</a>.</p></body></html>";

    @Inject
    SsoSettings settings;

    @Inject
    OpenIdProvider provider;

    @Inject
    Users users;

    @Inject
    ConsoleSessions sessions;

    @Inject
    RequestActor caller;

    @Inject
    ClientAddresses clientAddresses;

    @Inject
    PublicBaseUrl baseUrl;

    @Context
    HttpServletRequest request;

    /** Whether the sign-in page offers single sign-on, and the button's text. */
    @GET
    @Path("config")
    @Produces(MediaType.APPLICATION_JSON)
    public Response config() {
        JsonObjectBuilder config = Json.createObjectBuilder().add("enabled", settings.enabled());
        if (settings.enabled()) {
            config.add("label", settings.label());
        }
        return Response.ok(config.build()).header("Cache-Control", "no-store").build();
    }

    /** Sends the browser to the provider, with a new flow's state, nonce and PKCE challenge in its cookie. */
    @GET
    public Response start() {
        requireEnabled();
        OpenIdProvider.Endpoints endpoints;
        try {
            endpoints = provider.endpoints();
        } catch (SsoFailure failure) {
            return refused(failure, "(sso)");
        }
        SignOnFlows.Flow flow = SignOnFlows.start(Instant.now());
        Map<String, String> parameters = new LinkedHashMap<>();
        parameters.put("response_type", "code");
        parameters.put("client_id", settings.clientId());
        parameters.put("redirect_uri", redirectUri());
        parameters.put("scope", SCOPE);
        parameters.put("state", flow.state());
        parameters.put("nonce", flow.nonce());
        parameters.put("code_challenge", flow.challenge());
        parameters.put("code_challenge_method", "S256");
        String authorization = endpoints.authorization();
        String location = authorization + (authorization.contains("?") ? "&" : "?") + OpenIdProvider.query(parameters);
        return Response.status(Response.Status.FOUND)
                .location(URI.create(location))
                .header("Cache-Control", "no-store")
                .header(
                        "Set-Cookie",
                        cookie(settings.flows().seal(flow), "; Max-Age=" + SignOnFlows.LIFETIME.toSeconds()))
                .build();
    }

    /**
     * Where the provider sends the browser back: the state must be this browser's flow's, the code is exchanged
     * for an ID token, and the token's verified address must be that of exactly one active user.
     */
    @GET
    @Path("callback")
    public Response callback(
            @QueryParam("code") String code,
            @QueryParam("state") String state,
            @QueryParam("iss") String issuer,
            @QueryParam("error") String error,
            @CookieParam(COOKIE) String sealed) {
        requireEnabled();
        Instant now = Instant.now();
        try {
            SignOnFlows.Flow flow = settings.flows()
                    .open(sealed, now)
                    .orElseThrow(() -> new SsoFailure(
                            SsoFailure.FAILED, "no sign-on under way in this browser, or it took over 10 minutes"));
            if (!flow.sent(state)) {
                throw new SsoFailure(SsoFailure.FAILED, "the state is not the one this browser's sign-on sent");
            }
            if (error != null) {
                throw new SsoFailure(
                        SsoFailure.FAILED,
                        "the provider answered " + (error.matches("[a-z_]{1,40}") ? error : "an error"));
            }
            if (code == null || code.isEmpty() || code.length() > MAX_PARAMETER) {
                throw new SsoFailure(SsoFailure.FAILED, "the provider sent no usable code");
            }
            OpenIdProvider.Endpoints endpoints = provider.endpoints();
            if (issuer != null && !issuer.equals(endpoints.issuer())) {
                throw new SsoFailure(SsoFailure.FAILED, "the answer names another issuer (iss)");
            }
            String idToken = provider.idToken(endpoints, code, flow.verifier(), redirectUri());
            IdTokens.Identity identity =
                    IdTokens.verify(idToken, endpoints, settings.clientId(), flow.nonce(), Instant.now());
            return signIn(identity.email());
        } catch (SsoFailure failure) {
            return refused(failure, "(sso)");
        }
    }

    private Response signIn(String email) {
        List<User> matching = users.activeWithEmail(email);
        if (matching.isEmpty()) {
            return refused(new SsoFailure(SsoFailure.UNKNOWN, "no active user has this e-mail address"), email);
        }
        if (matching.size() > 1) {
            return refused(
                    new SsoFailure(
                            SsoFailure.AMBIGUOUS,
                            "active users of " + matching.size() + " organizations have this e-mail address"),
                    email);
        }
        String subject = "user:" + matching.get(0).id();
        ConsoleSessions.Opened opened = sessions.open(request, subject);
        caller.attempted(subject, clientAddresses.of(request));
        caller.record(AuditAction.SIGN_IN, "sso");
        return Response.ok(SIGNED_IN, "text/html; charset=utf-8")
                .header("Cache-Control", "no-store")
                .header(SecurityHeaders.CONTENT_SECURITY_POLICY_HEADER, SecurityHeaders.CONSOLE_POLICY)
                .header("Set-Cookie", opened.cookie())
                .header("Set-Cookie", cookie("", "; Max-Age=0"))
                .build();
    }

    /** Back to the sign-in page with the reason, the flow's cookie deleted, the failure logged and audited. */
    private Response refused(SsoFailure failure, String who) {
        LOG.warning(() -> "Single sign-on refused (" + failure.reason() + "): " + failure.getMessage());
        caller.attempted(who, clientAddresses.of(request));
        caller.record(AuditAction.SIGN_IN_FAILED, "sso: " + failure.getMessage());
        return Response.seeOther(URI.create("/admin/sign-in?error=" + failure.reason()))
                .header("Cache-Control", "no-store")
                .header("Set-Cookie", cookie("", "; Max-Age=0"))
                .build();
    }

    private void requireEnabled() {
        if (!settings.enabled()) {
            throw ProblemException.notFound("Single sign-on (OIDC_ISSUER is not set)");
        }
    }

    /** The address to register with the provider; built from PUBLIC_BASE_URL, never from the request. */
    private String redirectUri() {
        return baseUrl.get() + "/admin/sso/callback";
    }

    /** Lax, not Strict: the provider's redirect back is a cross-site navigation, which must carry it. */
    private String cookie(String value, String lifetime) {
        boolean secure = request.isSecure() || baseUrl.isHttps();
        return COOKIE + "=" + value + "; Path=/admin/sso" + lifetime + "; HttpOnly; SameSite=Lax"
                + (secure ? "; Secure" : "");
    }
}
