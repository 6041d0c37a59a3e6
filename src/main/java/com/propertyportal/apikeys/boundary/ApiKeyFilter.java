package com.propertyportal.apikeys.boundary;

import com.propertyportal.apikeys.control.ApiKeys;
import com.propertyportal.apikeys.control.Caller;
import com.propertyportal.apikeys.control.KeyUsage;
import com.propertyportal.apikeys.control.RateLimiter;
import com.propertyportal.apikeys.entity.ApiKey;
import com.propertyportal.monitoring.control.Counted;
import com.propertyportal.monitoring.control.Counters;
import com.propertyportal.problems.ProblemException;
import jakarta.annotation.Priority;
import jakarta.inject.Inject;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.container.ContainerResponseFilter;
import jakarta.ws.rs.container.PreMatching;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.Provider;

import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The core area's door: every call under /api/ (but /api/portal and /api/admin) needs a live API key
 * in x-token, and is held to the key's rate limit. A refused key always gets the same answer.
 */
@Provider
@PreMatching
@Priority(Priorities.AUTHENTICATION)
public class ApiKeyFilter implements ContainerRequestFilter, ContainerResponseFilter {

    static final String HEADER = "x-token";
    private static final String DECISION = ApiKeyFilter.class.getName() + ".decision";

    @Inject
    ApiKeys apiKeys;

    @Inject
    Caller caller;

    @Inject
    RateLimiter rateLimiter;

    @Inject
    KeyUsage keyUsage;

    @Inject
    Counters counters;

    @Override
    public void filter(ContainerRequestContext request) {
        if (!isCoreArea(request.getUriInfo().getPath())) {
            return;
        }
        Optional<ApiKey> key = apiKeys.recognise(request.getHeaderString(HEADER));
        if (key.isEmpty()) {
            throw new ProblemException(Response.Status.UNAUTHORIZED, "UNAUTHORIZED",
                    "A valid API key is required in the x-token header");
        }
        Instant now = Instant.now();
        RateLimiter.Decision decision = rateLimiter.admit(key.get().id(), now);
        request.setProperty(DECISION, decision);
        if (!decision.admitted()) {
            counters.add(Counted.REFUSED, "api_key_rate_limit");
            Map<String, String> headers = new HashMap<>(headers(decision));
            headers.put("Retry-After", Long.toString(decision.retryAfterSeconds()));
            throw new ProblemException(Response.Status.TOO_MANY_REQUESTS, "RATE_LIMITED",
                    "Rate limit exceeded for this API key; retry after " + decision.retryAfterSeconds() + " s",
                    List.of(), headers);
        }
        caller.authenticate(key.get());
        counters.add(Counted.API_KEY_REQUESTS, key.get().companyId());
        if (keyUsage.needsTouch(key.get(), now)) {
            keyUsage.touch(key.get().id(), now);
        }
    }

    @Override
    public void filter(ContainerRequestContext request, ContainerResponseContext response) {
        if (request.getProperty(DECISION) instanceof RateLimiter.Decision decision) {
            MultivaluedMap<String, Object> out = response.getHeaders();
            headers(decision).forEach((name, value) -> {
                if (!out.containsKey(name)) {
                    out.add(name, value);
                }
            });
        }
    }

    private static Map<String, String> headers(RateLimiter.Decision decision) {
        return Map.of("RateLimit-Limit", Integer.toString(decision.limit()),
                "RateLimit-Remaining", Integer.toString(decision.remaining()),
                "RateLimit-Reset", Long.toString(decision.resetSeconds()));
    }

    static boolean isCoreArea(String path) {
        String p = path.startsWith("/") ? path.substring(1) : path;
        return p.startsWith("api/") && !p.startsWith("api/portal/") && !p.equals("api/portal")
                && !p.startsWith("api/admin/") && !p.equals("api/admin");
    }
}
