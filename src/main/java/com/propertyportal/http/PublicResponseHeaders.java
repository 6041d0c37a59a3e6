package com.propertyportal.http;

import com.propertyportal.json.JsonBody;
import jakarta.json.JsonStructure;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.container.ContainerResponseFilter;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.ext.Provider;
import java.util.Arrays;

/**
 * CORS, ETag and a short Cache-Control on the public portal resources, and 304 for a GET whose
 * If-None-Match names the current ETag, so integrators' pages revalidate cheaply. The ETag is the hash
 * of the very bytes sent: a JSON document is serialized once, here, and sent as those bytes.
 */
@Provider
@PublicPortal
public class PublicResponseHeaders implements ContainerResponseFilter {

    static final String CACHE_PUBLIC = "public, max-age=60";
    static final String CACHE_PRIVATE = "private, no-cache";
    /** A form opened with a form link shows one applicant's data: no cache keeps it. */
    static final String CACHE_NONE = "no-store";

    @Override
    public void filter(ContainerRequestContext request, ContainerResponseContext response) {
        MultivaluedMap<String, Object> headers = response.getHeaders();
        Cors.addTo(headers);
        if (!"GET".equals(request.getMethod()) || response.getStatus() != 200) {
            return;
        }
        JsonBody body;
        if (response.getEntity() instanceof JsonBody written) {
            body = written;
        } else if (response.getEntity() instanceof JsonStructure document) {
            body = JsonBody.of(document);
            response.setEntity(body, response.getEntityAnnotations(), response.getMediaType());
        } else {
            return;
        }
        boolean token = request.getHeaderString("x-token") != null;
        boolean formLink = request.getUriInfo().getQueryParameters().containsKey("token");
        headers.putSingle("Cache-Control", formLink ? CACHE_NONE : token ? CACHE_PRIVATE : CACHE_PUBLIC);
        headers.putSingle("Vary", "x-token");
        String etag = body.etag();
        headers.putSingle("ETag", etag);
        if (matches(request.getHeaderString("If-None-Match"), etag)) {
            response.setStatus(304);
            response.setEntity(null);
            headers.remove("Content-Type");
        }
    }

    /** Weak comparison (RFC 9110 13.1.2): W/ prefixes are ignored, and * matches any current entity. */
    static boolean matches(String ifNoneMatch, String etag) {
        if (ifNoneMatch == null) {
            return false;
        }
        return Arrays.stream(ifNoneMatch.split(","))
                .map(String::trim)
                .map(tag -> tag.startsWith("W/") ? tag.substring(2) : tag)
                .anyMatch(tag -> tag.equals("*") || tag.equals(etag));
    }
}
