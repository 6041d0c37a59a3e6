package com.propertyportal.http;

import jakarta.ws.rs.core.MultivaluedMap;

/** The CORS headers of the public portal endpoints: any origin, no credentials. */
final class Cors {

    static final String ALLOWED_METHODS = "GET, POST, OPTIONS";
    static final String ALLOWED_HEADERS = "Content-Type, x-token, If-None-Match, Idempotency-Key";
    static final String EXPOSED_HEADERS = "ETag, Retry-After";

    private Cors() {
    }

    static void addTo(MultivaluedMap<String, Object> headers) {
        headers.putSingle("Access-Control-Allow-Origin", "*");
        headers.putSingle("Access-Control-Expose-Headers", EXPOSED_HEADERS);
    }

    static void addPreflightTo(MultivaluedMap<String, Object> headers) {
        addTo(headers);
        headers.putSingle("Access-Control-Allow-Methods", ALLOWED_METHODS);
        headers.putSingle("Access-Control-Allow-Headers", ALLOWED_HEADERS);
        headers.putSingle("Access-Control-Max-Age", "600");
    }
}
