package com.propertyportal.http;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Locale;

/**
 * Every answer over HTTPS tells the browser to reach this host only over HTTPS for a year; an answer over plain
 * HTTP never carries it (there it means nothing, and a proxy in front that terminates TLS sets its own). Not for
 * a request to localhost: the rule holds for every port of a host, so a browser told it by https://localhost:9443
 * would then refuse the plain-HTTP console on http://localhost:9080, and every other local server.
 */
@WebFilter(urlPatterns = "/*", asyncSupported = true)
public class StrictTransportSecurity extends HttpFilter {

    static final String HEADER = "Strict-Transport-Security";
    static final String ONE_YEAR = "max-age=31536000";

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        if (request.isSecure() && !isLocalhost(request.getServerName())) {
            response.setHeader(HEADER, ONE_YEAR);
        }
        chain.doFilter(request, response);
    }

    static boolean isLocalhost(String host) {
        String name = host == null ? "" : host.toLowerCase(Locale.ROOT);
        return name.equals("localhost") || name.endsWith(".localhost");
    }
}
