package com.propertyportal.http;

import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.PreMatching;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.Provider;

import java.util.List;

/**
 * Answers browsers' CORS preflight (OPTIONS) for the public portal paths: a page on another origin
 * sends one before a JSON POST or a request carrying x-token.
 */
@Provider
@PreMatching
public class CorsPreflight implements ContainerRequestFilter {

    static final List<String> PUBLIC_PREFIXES = List.of("context/", "locations/", "listings/", "listing/",
            "schools/", "api/portal/", "forms/");

    @Override
    public void filter(ContainerRequestContext request) {
        if (!"OPTIONS".equals(request.getMethod()) || request.getHeaderString("Origin") == null
                || !isPublic(request.getUriInfo().getPath())) {
            return;
        }
        Response.ResponseBuilder answer = Response.noContent();
        Response response = answer.build();
        Cors.addPreflightTo(response.getHeaders());
        request.abortWith(response);
    }

    static boolean isPublic(String path) {
        String p = path.startsWith("/") ? path.substring(1) : path;
        return PUBLIC_PREFIXES.stream().anyMatch(p::startsWith);
    }
}
