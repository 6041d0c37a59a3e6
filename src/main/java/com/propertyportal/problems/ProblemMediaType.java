package com.propertyportal.problems;

import jakarta.annotation.Priority;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.container.ContainerResponseFilter;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.ext.Provider;
import java.util.Locale;

/**
 * A problem is answered as application/problem+json to a client that accepts it (one that sends no Accept, or
 * a wildcard, does), and as application/json to one whose Accept names JSON and not the problem type, as a
 * client generated from the hosted product's OpenAPI document does: that document types its errors as
 * application/json. The body is the same either way, with the {@code error} and {@code message} its Error
 * schema names. JAX-RS answers are turned here; {@link ServletProblems} asks {@link #forAccept} itself.
 */
@Provider
@Priority(Priorities.HEADER_DECORATOR)
public class ProblemMediaType implements ContainerResponseFilter {

    static final String PROBLEM_JSON = "application/problem+json";
    static final String JSON = "application/json";

    @Override
    public void filter(ContainerRequestContext request, ContainerResponseContext response) {
        MediaType type = response.getMediaType();
        if (type != null
                && type.isCompatible(ProblemResponses.PROBLEM_JSON)
                && !type.isWildcardType()
                && forAccept(request.getHeaderString(HttpHeaders.ACCEPT)).equals(JSON)) {
            response.getHeaders().putSingle(HttpHeaders.CONTENT_TYPE, MediaType.APPLICATION_JSON_TYPE);
        }
    }

    /**
     * The type a problem is written as for this Accept header (null when none was sent): application/json
     * when the header accepts JSON and neither the problem type nor a wildcard that covers it; else the
     * problem type. A range with q=0 accepts nothing.
     */
    public static String forAccept(String accept) {
        if (accept == null) {
            return PROBLEM_JSON;
        }
        boolean json = false;
        for (String range : accept.split(",")) {
            String[] parts = range.split(";");
            String name = parts[0].trim().toLowerCase(Locale.ROOT);
            if (refused(parts)) {
                continue;
            }
            if (name.equals(PROBLEM_JSON) || name.equals("*/*") || name.equals("application/*")) {
                return PROBLEM_JSON;
            }
            json |= name.equals(JSON);
        }
        return json ? JSON : PROBLEM_JSON;
    }

    private static boolean refused(String[] parts) {
        for (int i = 1; i < parts.length; i++) {
            String parameter = parts[i].trim().toLowerCase(Locale.ROOT).replace(" ", "");
            if (parameter.matches("q=0(\\.0{0,3})?")) {
                return true;
            }
        }
        return false;
    }
}
