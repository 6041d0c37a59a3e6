package com.propertyportal.http;

import com.propertyportal.problems.ProblemException;
import jakarta.annotation.Priority;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.PreMatching;
import jakarta.ws.rs.ext.Provider;

/**
 * Only a path in its one canonical spelling reaches the router: a dot segment ({@code /./}, {@code /../}) or a
 * percent-encoded letter, digit or {@code - . _ ~} (RFC 3986 6.2.2: the same characters unencoded) answers 404.
 * Browsers and HTTP clients never send either; left in, the router would read such a path as another
 * resource's (a dot as a record id, {@code %69mport} as a record named "import").
 */
@Provider
@PreMatching
@Priority(Priorities.AUTHENTICATION - 100)
public class CanonicalPaths implements ContainerRequestFilter {

    @Override
    public void filter(ContainerRequestContext request) {
        String path = request.getUriInfo().getRequestUri().getRawPath();
        if (path != null && !isCanonical(path)) {
            throw ProblemException.notFound("Resource");
        }
    }

    static boolean isCanonical(String rawPath) {
        int start = 0;
        while (start <= rawPath.length()) {
            int end = rawPath.indexOf('/', start);
            if (end < 0) {
                end = rawPath.length();
            }
            if (!isCanonicalSegment(rawPath, start, end)) {
                return false;
            }
            start = end + 1;
        }
        return true;
    }

    private static boolean isCanonicalSegment(String path, int start, int end) {
        int semicolon = path.indexOf(';', start);
        int nameEnd = semicolon >= 0 && semicolon < end ? semicolon : end;
        String name = path.substring(start, nameEnd);
        if (name.equals(".") || name.equals("..")) {
            return false;
        }
        for (int i = start; i + 2 < end; i++) {
            if (path.charAt(i) == '%' && isUnreserved(hex(path.charAt(i + 1)) * 16 + hex(path.charAt(i + 2)))) {
                return false;
            }
        }
        return true;
    }

    private static int hex(char c) {
        return Character.digit(c, 16) < 0 ? -256 : Character.digit(c, 16);
    }

    private static boolean isUnreserved(int c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '.'
                || c == '_' || c == '~';
    }
}
