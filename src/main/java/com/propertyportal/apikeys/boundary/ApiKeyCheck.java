package com.propertyportal.apikeys.boundary;

import com.propertyportal.access.ApiKeyHolder;
import com.propertyportal.access.CredentialCheck;
import com.propertyportal.access.Right;
import com.propertyportal.apikeys.control.ApiKeys;
import com.propertyportal.apikeys.control.Caller;
import com.propertyportal.apikeys.control.CoreCredential;
import com.propertyportal.apikeys.control.KnownKeys;
import com.propertyportal.apikeys.control.LiveKey;
import com.propertyportal.apikeys.control.RateLimitLedger;
import com.propertyportal.apikeys.control.RateLimiter;
import com.propertyportal.apikeys.entity.KeyScope;
import com.propertyportal.monitoring.control.Counted;
import com.propertyportal.monitoring.control.Counters;
import com.propertyportal.monitoring.control.Refusal;
import com.propertyportal.problems.ProblemException;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Any;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.Response;
import java.lang.annotation.Annotation;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The core area's credential: a live API key in x-token, held to the key's rate limit, whose scope grants the
 * right the operation declares; or another core credential the request carries instead (a user's delegate token,
 * see {@link CoreCredential}), never both. A key that is not recognised always gets the same answer.
 */
@ApplicationScoped
public class ApiKeyCheck implements CredentialCheck {

    static final String HEADER = "x-token";

    @Inject
    ApiKeys apiKeys;

    @Inject
    Caller caller;

    @Inject
    KnownKeys knownKeys;

    @Inject
    RateLimiter rateLimiter;

    @Inject
    Counters counters;

    @Inject
    @Any
    Instance<CoreCredential> offered;

    /** The other core credentials, resolved once: every request asks each. */
    private List<CoreCredential> otherCredentials;

    @PostConstruct
    void collectCredentials() {
        otherCredentials = offered.stream().toList();
    }

    @Override
    public Class<? extends Annotation> declaration() {
        return ApiKeyHolder.class;
    }

    @Override
    public void admit(ContainerRequestContext request, Right needed) {
        for (CoreCredential other : otherCredentials) {
            if (other.carriedBy(request)) {
                if (request.getHeaderString(HEADER) != null) {
                    throw new ProblemException(
                            Response.Status.UNAUTHORIZED,
                            "UNAUTHORIZED",
                            "Send one credential: an API key in x-token, or a delegate token, not both");
                }
                other.admit(request, needed);
                return;
            }
        }
        String token = request.getHeaderString(HEADER);
        Optional<LiveKey> key = knownKeys.recognise(token);
        if (key.isEmpty()) {
            throw unrecognised();
        }
        Instant now = Instant.now();
        RateLimiter.Decision decision;
        try {
            decision = rateLimiter.admit(key.get().id(), now);
        } catch (RateLimitLedger.KeyNotLive revoked) {
            knownKeys.forget(token);
            throw unrecognised();
        } catch (RateLimitLedger.ApiSwitchedOff off) {
            throw apiSwitchedOff(off.boardId());
        }
        request.setProperty(RateLimitHeaders.DECISION, decision);
        if (!decision.admitted()) {
            // Refused from this server's memory, without a claim to check the key: a revoked key is unrecognised,
            // and a key whose board's API was switched off meanwhile hears that rather than the rate limit.
            Optional<ApiKeys.Reading> current = knownKeys.confirm(token);
            if (current.isEmpty()) {
                throw unrecognised();
            }
            if (!current.get().apiOn()) {
                throw apiSwitchedOff(current.get().key().boardId());
            }
            counters.refused(Refusal.API_KEY_RATE_LIMIT);
            Map<String, String> headers = new HashMap<>(RateLimitHeaders.of(decision));
            headers.put("Retry-After", Long.toString(decision.retryAfterSeconds()));
            throw new ProblemException(
                    Response.Status.TOO_MANY_REQUESTS,
                    "RATE_LIMITED",
                    "Rate limit exceeded for this API key; retry after " + decision.retryAfterSeconds() + " s",
                    List.of(),
                    headers);
        }
        requireScope(key.get(), needed);
        caller.authenticate(key.get());
        counters.add(Counted.API_KEY_REQUESTS, key.get().organizationId());
        if (apiKeys.needsTouch(key.get(), now)) {
            apiKeys.touch(key.get().id(), now);
            knownKeys.used(token, now);
        }
    }

    private static ProblemException unrecognised() {
        return new ProblemException(
                Response.Status.UNAUTHORIZED, "UNAUTHORIZED", "A valid API key is required in the x-token header");
    }

    /** A live key made on a board whose API is off: refused, naming the board, until the switch is on again. */
    static ProblemException apiSwitchedOff(String boardId) {
        return new ProblemException(
                Response.Status.FORBIDDEN,
                "API_DISABLED",
                "The API of board " + boardId + ", which this key was made on, is switched off; its keys work again"
                        + " when it is switched on");
    }

    /** A key whose scope lacks the operation's right is refused, naming the scope needed and the key's own. */
    private void requireScope(LiveKey key, Right needed) {
        if (key.scope().grants(needed)) {
            return;
        }
        String detail = KeyScope.leastFor(needed)
                .map(least -> "This operation needs a key of scope " + least.wire())
                .orElse("This operation is open to no API key");
        throw new ProblemException(
                Response.Status.FORBIDDEN,
                "SCOPE_REQUIRED",
                detail + "; this key's scope is " + key.scope().wire());
    }
}
