package com.propertyportal.admin.boundary;

import com.propertyportal.admin.control.AdminCredentials;
import com.propertyportal.problems.ProblemException;
import jakarta.annotation.Priority;
import jakarta.inject.Inject;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.PreMatching;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.Provider;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import java.util.Map;

/** HTTP Basic for everything under /api/admin: the administrator or a 401 that asks for credentials. */
@Provider
@PreMatching
@Priority(Priorities.AUTHENTICATION)
public class AdminAuthenticationFilter implements ContainerRequestFilter {

    @Inject
    AdminCredentials credentials;

    @Override
    public void filter(ContainerRequestContext request) {
        if (!isAdminPath(request.getUriInfo().getPath()) || "OPTIONS".equals(request.getMethod())) {
            return;
        }
        String header = request.getHeaderString("Authorization");
        if (header == null || !header.regionMatches(true, 0, "Basic ", 0, 6)) {
            throw unauthorized("Administrator credentials are required (HTTP Basic)");
        }
        String decoded;
        try {
            decoded = new String(Base64.getDecoder().decode(header.substring(6).trim()), StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            throw unauthorized("Administrator credentials are malformed");
        }
        int colon = decoded.indexOf(':');
        if (colon < 0 || !credentials.verify(decoded.substring(0, colon), decoded.substring(colon + 1))) {
            throw unauthorized("Administrator credentials are wrong");
        }
    }

    static boolean isAdminPath(String path) {
        String p = path.startsWith("/") ? path.substring(1) : path;
        return p.equals("api/admin") || p.startsWith("api/admin/");
    }

    private static ProblemException unauthorized(String message) {
        return new ProblemException(Response.Status.UNAUTHORIZED, "UNAUTHORIZED", message, List.of(),
                Map.of("WWW-Authenticate", "Basic realm=\"property-portal\", charset=\"UTF-8\""));
    }
}
