package com.propertyportal.input;

import java.util.Locale;

/**
 * The checks of a request's path and query string as the client sent them (still percent-encoded): each
 * part well-formed, valid UTF-8 once decoded and free of control characters; in the path no encoded /, \,
 * . or # (the Servlet 6 rule the container would apply, see WEB-INF/web.xml). And whether the path is in
 * its one canonical spelling, so the path JAX-RS matches is the one the container mapped.
 */
final class RequestLine {

    /** Parameter names in error fields are cut to this length: the field says where, not the whole name. */
    private static final int SHOWN_NAME_LENGTH = 64;

    private RequestLine() {}

    static void check(String rawPath, String rawQuery, Violations violations) {
        checkPath(rawPath == null ? "" : rawPath, violations);
        if (rawQuery != null && !rawQuery.isEmpty()) {
            checkQuery(rawQuery, violations);
        }
    }

    private static void checkPath(String rawPath, Violations violations) {
        for (String segment : rawPath.split("/", -1)) {
            String reason = segmentProblem(segment);
            if (reason != null) {
                violations.add("path", reason);
                return;
            }
        }
    }

    private static String segmentProblem(String segment) {
        if (segment.indexOf('%') >= 0) {
            String lower = segment.toLowerCase(Locale.ROOT);
            if (lower.contains("%2f") || lower.contains("%5c") || lower.contains("%2e") || lower.contains("%23")) {
                return "has an encoded /, \\, . or # (%2F, %5C, %2E, %23)";
            }
        }
        String decoded;
        try {
            decoded = PercentEncoding.decode(segment, PercentEncoding.SEGMENT, false);
        } catch (PercentEncoding.Malformed e) {
            return e.getMessage();
        }
        if (ControlCharacters.in(decoded)) {
            return "has a control character";
        }
        return null;
    }

    /**
     * True when the path is in its one canonical spelling: no . or .. segment and no percent-encoded letter,
     * digit, - _ or ~ (RFC 3986 6.2.2: the same characters unencoded). Browsers and HTTP clients never send
     * either; let through, the router would read such a path as another resource's (a . as a record id,
     * %69mport as a record named "import"), so it names no resource.
     */
    static boolean isCanonical(String rawPath) {
        for (String segment : rawPath.split("/", -1)) {
            int semicolon = segment.indexOf(';');
            String name = semicolon >= 0 ? segment.substring(0, semicolon) : segment;
            if (name.equals(".") || name.equals("..")) {
                return false;
            }
            for (int i = segment.indexOf('%'); i >= 0 && i + 2 < segment.length(); i = segment.indexOf('%', i + 1)) {
                int c = Character.digit(segment.charAt(i + 1), 16) * 16 + Character.digit(segment.charAt(i + 2), 16);
                if (Character.digit(segment.charAt(i + 1), 16) >= 0
                        && Character.digit(segment.charAt(i + 2), 16) >= 0
                        && isUnreserved(c)) {
                    return false;
                }
            }
        }
        return true;
    }

    private static boolean isUnreserved(int c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_' || c == '~';
    }

    private static void checkQuery(String rawQuery, Violations violations) {
        for (String pair : rawQuery.split("&", -1)) {
            if (pair.isEmpty()) {
                continue;
            }
            int equals = pair.indexOf('=');
            String name;
            try {
                String rawName = equals < 0 ? pair : pair.substring(0, equals);
                name = PercentEncoding.decode(rawName, PercentEncoding.QUERY, true);
            } catch (PercentEncoding.Malformed e) {
                violations.add("query", "has a parameter name that " + e.getMessage());
                continue;
            }
            if (ControlCharacters.in(name)) {
                violations.add("query", "has a parameter name with a control character");
                continue;
            }
            if (equals >= 0) {
                String field = "query." + shown(name);
                try {
                    String value = PercentEncoding.decode(pair.substring(equals + 1), PercentEncoding.QUERY, true);
                    if (ControlCharacters.in(value)) {
                        violations.add(field, "has a control character");
                    }
                } catch (PercentEncoding.Malformed e) {
                    violations.add(field, e.getMessage());
                }
            }
        }
    }

    static String shown(String name) {
        return name.length() > SHOWN_NAME_LENGTH ? name.substring(0, SHOWN_NAME_LENGTH) + "..." : name;
    }
}
