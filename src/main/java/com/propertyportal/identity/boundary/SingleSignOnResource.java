package com.propertyportal.identity.boundary;

import com.propertyportal.access.Anyone;
import com.propertyportal.audit.entity.AuditAction;
import com.propertyportal.http.ClientAddresses;
import com.propertyportal.http.PublicBaseUrl;
import com.propertyportal.http.SecurityHeaders;
import com.propertyportal.identity.control.Actor;
import com.propertyportal.identity.control.ConsoleSessions;
import com.propertyportal.identity.control.IdTokens;
import com.propertyportal.identity.control.LinkThrottle;
import com.propertyportal.identity.control.Logins;
import com.propertyportal.identity.control.OpenIdProvider;
import com.propertyportal.identity.control.RequestActor;
import com.propertyportal.identity.control.SignOnFlows;
import com.propertyportal.identity.control.SignOnProviders;
import com.propertyportal.identity.control.SsoFailure;
import com.propertyportal.identity.control.Users;
import com.propertyportal.identity.entity.ConsoleSession;
import com.propertyportal.identity.entity.SignOnFlow;
import com.propertyportal.identity.entity.SignOnProvider;
import com.propertyportal.identity.entity.User;
import com.propertyportal.input.JsonInput;
import com.propertyportal.json.Json;
import com.propertyportal.limits.CounterRows;
import com.propertyportal.monitoring.control.RequestArea;
import com.propertyportal.monitoring.control.TracedLog;
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
import java.time.Clock;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.logging.Logger;

/**
 * The console's single sign-on with an organization's own OpenID provider (authorization code flow with PKCE):
 * the sign-in page names the organization (its link's {@code organization}) or the person's address, whose domain
 * finds it; the provider's verified e-mail address then opens a console session for that organization's active
 * user with the address, and for no other organization's. Every refusal lands on the sign-in page, whose
 * {@code error} parameter says why.
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
    SignOnProviders providers;

    @Inject
    SignOnFlows flows;

    @Inject
    OpenIdProvider openId;

    @Inject
    LinkThrottle throttle;

    @Inject
    Users users;

    @Inject
    Logins logins;

    @Inject
    ConsoleSessions sessions;

    @Inject
    RequestActor caller;

    @Inject
    ClientAddresses clientAddresses;

    @Inject
    PublicBaseUrl baseUrl;

    @Inject
    Clock clock;

    @Context
    HttpServletRequest request;

    /**
     * Whether the sign-in page offers single sign-on: for the organization its link names, with the button's text;
     * without one, whether any organization has it (the page then asks for the address).
     */
    @GET
    @Path("config")
    @Produces(MediaType.APPLICATION_JSON)
    public Response config(@QueryParam("organization") String organization) {
        JsonObjectBuilder config = Json.createObjectBuilder();
        if (organization == null || organization.isEmpty()) {
            config.add("enabled", providers.anyConfigured());
        } else {
            JsonInput.pathId("organization", organization);
            Optional<SignOnProvider> provider = providers.of(organization);
            config.add("enabled", provider.isPresent()).add("organization", organization);
            provider.ifPresent(p -> config.add("label", p.label()));
        }
        return Response.ok(config.build()).header("Cache-Control", "no-store").build();
    }

    /**
     * Sends the browser to the provider of the organization named, or of the address's domain, with a new flow's
     * state, nonce and PKCE challenge; the flow's token goes into the browser's cookie.
     */
    @GET
    public Response start(@QueryParam("organization") String organization, @QueryParam("email") String email) {
        Instant now = clock.instant();
        try {
            SignOnProvider provider = providerFor(organization, email);
            if (CounterRows.countOnce(() -> throttle.signOn(clientAddresses.of(request), now))
                    .isPresent()) {
                throw new SsoFailure(SsoFailure.BUSY, "60 single sign-ons were started from this address in an hour");
            }
            OpenIdProvider.Endpoints endpoints = openId.endpoints(provider.issuer(), now);
            SignOnFlows.Started started = flows.start(provider.organizationId(), now);
            SignOnFlow flow = started.flow();
            Map<String, String> parameters = new LinkedHashMap<>();
            parameters.put("response_type", "code");
            parameters.put("client_id", provider.clientId());
            parameters.put("redirect_uri", redirectUri());
            parameters.put("scope", SCOPE);
            parameters.put("state", flow.state());
            parameters.put("nonce", flow.nonce());
            parameters.put("code_challenge", flow.challenge());
            parameters.put("code_challenge_method", "S256");
            if (email != null && email.length() <= MAX_PARAMETER && email.indexOf('@') > 0) {
                parameters.put("login_hint", email.strip());
            }
            String authorization = endpoints.authorization();
            String location =
                    authorization + (authorization.contains("?") ? "&" : "?") + OpenIdProvider.query(parameters);
            return Response.status(Response.Status.FOUND)
                    .location(URI.create(location))
                    .header("Cache-Control", "no-store")
                    .header("Set-Cookie", cookie(started.token(), "; Max-Age=" + SignOnFlows.LIFETIME.toSeconds()))
                    .build();
        } catch (SsoFailure failure) {
            return refused(failure, "(sso)", organization);
        }
    }

    private SignOnProvider providerFor(String organization, String email) throws SsoFailure {
        if (organization != null && !organization.isEmpty()) {
            if (!JsonInput.isId(organization)) {
                throw new SsoFailure(SsoFailure.NONE, "the sign-in link names no organization");
            }
            return providers
                    .of(organization)
                    .orElseThrow(() ->
                            new SsoFailure(SsoFailure.NONE, "organization " + organization + " has no single sign-on"));
        }
        if (email == null || email.isBlank() || email.length() > User.MAX_EMAIL) {
            throw new SsoFailure(SsoFailure.NONE, "no e-mail address was given to find the organization by");
        }
        List<SignOnProvider> matching = providers.forAddress(email);
        if (matching.isEmpty()) {
            throw new SsoFailure(SsoFailure.NONE, "no organization signs in this address's domain");
        }
        if (matching.size() > 1) {
            throw new SsoFailure(SsoFailure.SEVERAL, "several organizations sign in this address's domain");
        }
        return matching.get(0);
    }

    /**
     * Where the provider sends the browser back: the flow the browser's cookie names is taken (once), the state
     * must be its own, the code is exchanged with the flow's organization's provider for an ID token, and the
     * token's verified address must be that of an active user of that organization.
     */
    @GET
    @Path("callback")
    public Response callback(
            @QueryParam("code") String code,
            @QueryParam("state") String state,
            @QueryParam("iss") String issuer,
            @QueryParam("error") String error,
            @CookieParam(COOKIE) String token) {
        Instant now = clock.instant();
        Optional<SignOnFlow> taken = flows.take(token, now);
        String organization = taken.map(SignOnFlow::organizationId).orElse(null);
        try {
            SignOnFlow flow = taken.orElseThrow(() -> new SsoFailure(
                    SsoFailure.FAILED,
                    "no sign-on under way in this browser: finished already, or begun over 10 minutes ago"));
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
            SignOnProvider provider = providers
                    .of(flow.organizationId())
                    .orElseThrow(
                            () -> new SsoFailure(SsoFailure.FAILED, "the organization's single sign-on was removed"));
            String secret = providers
                    .secretOf(provider)
                    .orElseThrow(() -> new SsoFailure(
                            SsoFailure.UNAVAILABLE,
                            "the client secret was sealed under another VERIFICATION_SECRET: set it again"));
            OpenIdProvider.Endpoints endpoints = openId.endpoints(provider.issuer(), now);
            if (issuer != null && !issuer.equals(endpoints.issuer())) {
                throw new SsoFailure(SsoFailure.FAILED, "the answer names another issuer (iss)");
            }
            String idToken =
                    openId.idToken(endpoints, provider.clientId(), secret, code, flow.verifier(), redirectUri());
            IdTokens.Identity identity =
                    IdTokens.verify(idToken, endpoints, provider.clientId(), flow.nonce(), clock.instant());
            return signIn(provider, identity.email());
        } catch (SsoFailure failure) {
            return refused(failure, "(sso)", organization);
        }
    }

    private Response signIn(SignOnProvider provider, String email) {
        if (!provider.vouchesFor(email)) {
            return refused(
                    new SsoFailure(SsoFailure.UNKNOWN, "the address is of a domain this organization does not sign in"),
                    email,
                    provider.organizationId());
        }
        Optional<User> user = users.activeIn(provider.organizationId(), email);
        if (user.isEmpty()) {
            return refused(
                    new SsoFailure(SsoFailure.UNKNOWN, "no active user of the organization has this e-mail address"),
                    email,
                    provider.organizationId());
        }
        Actor actor = Actor.of(user.get());
        ConsoleSessions.Opened opened =
                sessions.open(request, actor, logins.generationOf(actor), ConsoleSession.BY_SINGLE_SIGN_ON);
        caller.identify(actor, clientAddresses.of(request));
        caller.record(AuditAction.SIGN_IN, "sso");
        return Response.ok(SIGNED_IN, "text/html; charset=utf-8")
                .header("Cache-Control", "no-store")
                .header(SecurityHeaders.CONTENT_SECURITY_POLICY_HEADER, SecurityHeaders.CONSOLE_POLICY)
                .header("Set-Cookie", opened.cookie())
                .header("Set-Cookie", cookie("", "; Max-Age=0"))
                .build();
    }

    /**
     * Back to the sign-in page (the organization's, when one is known) with the reason, the flow's cookie deleted,
     * the failure logged and audited.
     */
    private Response refused(SsoFailure failure, String who, String organization) {
        LOG.warning(() -> "Single sign-on refused (" + failure.reason() + "): " + failure.getMessage());
        caller.attempted(Logins.printable(who), clientAddresses.of(request));
        caller.record(AuditAction.SIGN_IN_FAILED, "sso: " + failure.getMessage());
        String page = "/admin/sign-in?error=" + failure.reason()
                + (organization != null && JsonInput.isId(organization) ? "&organization=" + organization : "");
        return Response.seeOther(URI.create(page))
                .header("Cache-Control", "no-store")
                .header("Set-Cookie", cookie("", "; Max-Age=0"))
                .build();
    }

    /** The address to register with the provider; built from PUBLIC_BASE_URL, never from the request. */
    private String redirectUri() {
        return baseUrl.get() + SignOnProviders.CALLBACK_PATH;
    }

    /** Lax, not Strict: the provider's redirect back is a cross-site navigation, which must carry it. */
    private String cookie(String value, String lifetime) {
        boolean secure = request.isSecure() || baseUrl.isHttps();
        return COOKIE + "=" + value + "; Path=/admin/sso" + lifetime + "; HttpOnly; SameSite=Lax"
                + (secure ? "; Secure" : "");
    }
}
