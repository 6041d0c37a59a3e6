package com.propertyportal.http;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

/**
 * The headers every answer of the application carries besides nosniff (which server.xml's httpEndpoint
 * adds to every answer of the server): a content security policy under which nothing loads and nothing
 * frames the answer, and no referrer. The admin console's pages widen the policy for their own files
 * ({@link #CONSOLE_POLICY}); whether an answer may be cached is for the resource's declared access.
 */
@WebFilter(urlPatterns = "/*", asyncSupported = true)
public class SecurityHeaders extends HttpFilter {

    public static final String CONTENT_SECURITY_POLICY_HEADER = "Content-Security-Policy";

    /** JSON and the embed script run no content of their own: nothing may load through them or frame them. */
    static final String CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

    /** The admin console: everything from this server only, no inline script or style, no framing. */
    public static final String CONSOLE_POLICY =
            "default-src 'self'; frame-ancestors 'none'; form-action 'self'; " + "base-uri 'none'; object-src 'none'";

    /**
     * The console's own page: as {@link #CONSOLE_POLICY}, and an organization's app may be framed (its page is
     * https; http only on this machine's loopback names, as an app's address may be).
     */
    public static final String CONSOLE_PAGE_POLICY =
            CONSOLE_POLICY + "; frame-src https: http://localhost:* http://127.0.0.1:*";

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        response.setHeader(CONTENT_SECURITY_POLICY_HEADER, CONTENT_SECURITY_POLICY);
        response.setHeader("Referrer-Policy", "no-referrer");
        chain.doFilter(request, response);
    }
}
