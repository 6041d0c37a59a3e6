package com.propertyportal.cache.boundary;

import com.propertyportal.cache.control.AnswerKey;
import com.propertyportal.cache.control.PortalAnswers;
import com.propertyportal.http.PageRequests;
import com.propertyportal.http.PublicPortal;
import com.propertyportal.json.JsonBody;
import jakarta.annotation.Priority;
import jakarta.inject.Inject;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.container.ContainerResponseFilter;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.Provider;

/**
 * Serves public portal answers from memory: a GET that carries no x-token and no form link token is
 * answered with the bytes of the same request's earlier answer while the content is unchanged; otherwise
 * it is computed and its answer kept. The answer then passes the same response filters (CORS, ETag, 304),
 * so a cached answer is the computed one, byte for byte. Runs before the user filters on the way in, and
 * after them on the way out, when the answer is already the bytes to send.
 */
@Provider
@PublicPortal
@Priority(Priorities.USER - 1000)
public class PortalCacheFilter implements ContainerRequestFilter, ContainerResponseFilter {

    private static final String VERSION = PortalCacheFilter.class.getName() + ".version";

    @Inject
    PortalAnswers answers;

    @Override
    public void filter(ContainerRequestContext request) {
        if (!cacheable(request) || !answers.active()) {
            return;
        }
        String key = key(request);
        var cached = answers.find(key);
        if (cached.isPresent()) {
            request.abortWith(
                    Response.ok(cached.get(), MediaType.APPLICATION_JSON_TYPE).build());
            return;
        }
        answers.version().ifPresent(version -> request.setProperty(VERSION, version));
    }

    @Override
    public void filter(ContainerRequestContext request, ContainerResponseContext response) {
        if (request.getProperty(VERSION) instanceof Long version
                && response.getStatus() == 200
                && response.getEntity() instanceof JsonBody body) {
            answers.keep(key(request), body, version);
        }
    }

    /**
     * Public answers only: nothing that an x-token or a form link token makes personal; and answers to clients,
     * not a browser's navigation (an Accept that names text/html), which may be answered with a page.
     */
    static boolean cacheable(ContainerRequestContext request) {
        return "GET".equals(request.getMethod())
                && request.getHeaderString("x-token") == null
                && !request.getUriInfo().getQueryParameters().containsKey("token")
                && !PageRequests.asksForAPage(request.getAcceptableMediaTypes());
    }

    /** The decoded path and query parameters, canonically encoded: see {@link AnswerKey}. */
    static String key(ContainerRequestContext request) {
        return AnswerKey.of(request.getUriInfo().getPath(), request.getUriInfo().getQueryParameters());
    }
}
