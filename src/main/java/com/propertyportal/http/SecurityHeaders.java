package com.propertyportal.http;

import jakarta.servlet.FilterChain;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.IOException;

/**
 * The headers every answer of the application carries besides nosniff (which server.xml's httpEndpoint
 * adds to every answer of the server): a content security policy (the admin console's lets its own
 * files load, nothing else's), no framing, no referrer, and no caching of anything the core area
 * or the administrator's API answers, since those answers carry personal data.
 */
@WebFilter(urlPatterns = "/*", asyncSupported = true)
public class SecurityHeaders extends HttpFilter {

    /** JSON and the embed script run no content of their own: nothing may load through them or frame them. */
    static final String CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

    /** The admin console: everything from this server only, no inline script or style, no framing. */
    static final String CONSOLE_POLICY = "default-src 'self'; frame-ancestors 'none'; form-action 'self'; "
            + "base-uri 'none'; object-src 'none'";

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        String path = request.getRequestURI().substring(request.getContextPath().length());
        response.setHeader("Content-Security-Policy", isConsole(path) ? CONSOLE_POLICY : CONTENT_SECURITY_POLICY);
        response.setHeader("Referrer-Policy", "no-referrer");
        if (isPersonal(path)) {
            response.setHeader("Cache-Control", "no-store");
        }
        chain.doFilter(request, response);
    }

    static boolean isConsole(String path) {
        return path.equals("/admin") || path.startsWith("/admin/");
    }

    /** The core area and the administrator's API: everything under /api/ but the public portal. */
    static boolean isPersonal(String path) {
        return path.startsWith("/api/") && !path.startsWith("/api/portal/");
    }
}
