package com.propertyportal.http;

import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.core.Response;

/**
 * The CORS headers of the public portal endpoints: any origin, no credentials. Each public resource answers
 * the browsers' preflight (OPTIONS) for its own paths; a path that answers none answers no preflight.
 */
public final class Cors {

    static final String ALLOWED_METHODS = "GET, POST, OPTIONS";
    static final String ALLOWED_HEADERS = "Content-Type, x-token, If-None-Match, Idempotency-Key";
    static final String EXPOSED_HEADERS = "ETag, Retry-After";

    private Cors() {}

    /** The answer to a preflight: a page on another origin may send a JSON POST or a request carrying x-token. */
    public static Response preflight() {
        Response response = Response.noContent().build();
        MultivaluedMap<String, Object> headers = response.getHeaders();
        addTo(headers);
        headers.putSingle("Access-Control-Allow-Methods", ALLOWED_METHODS);
        headers.putSingle("Access-Control-Allow-Headers", ALLOWED_HEADERS);
        headers.putSingle("Access-Control-Max-Age", "600");
        return response;
    }

    /**
     * The answer to a preflight for a call that carries a delegate token: Authorization is allowed too. No
     * cookie is ever allowed (no Allow-Credentials), so another origin's page can send only what it holds.
     */
    public static Response preflightWithAuthorization() {
        Response response = preflight();
        response.getHeaders().putSingle("Access-Control-Allow-Headers", ALLOWED_HEADERS + ", Authorization");
        return response;
    }

    /** Lets a page on any origin read the answer (without cookies: none is ever allowed). */
    public static void addTo(MultivaluedMap<String, Object> headers) {
        headers.putSingle("Access-Control-Allow-Origin", "*");
        headers.putSingle("Access-Control-Expose-Headers", EXPOSED_HEADERS);
    }
}
