package com.propertyportal.apikeys.boundary;

import com.propertyportal.apikeys.control.RateLimiter;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.container.ContainerResponseFilter;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.ext.Provider;
import java.util.Map;

/** Tells an API key's caller where it stands in the minute's limit, on every answer its key's check admitted. */
@Provider
public class RateLimitHeaders implements ContainerResponseFilter {

    static final String DECISION = RateLimitHeaders.class.getName() + ".decision";

    @Override
    public void filter(ContainerRequestContext request, ContainerResponseContext response) {
        if (request.getProperty(DECISION) instanceof RateLimiter.Decision decision) {
            MultivaluedMap<String, Object> out = response.getHeaders();
            of(decision).forEach((name, value) -> {
                if (!out.containsKey(name)) {
                    out.add(name, value);
                }
            });
        }
    }

    static Map<String, String> of(RateLimiter.Decision decision) {
        return Map.of(
                "RateLimit-Limit",
                Integer.toString(decision.limit()),
                "RateLimit-Remaining",
                Integer.toString(decision.remaining()),
                "RateLimit-Reset",
                Long.toString(decision.resetSeconds()));
    }
}
