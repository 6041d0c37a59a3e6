package com.propertyportal.monitoring.control;

import java.util.Locale;

/** The part of the service a request is for, by its path: the label that splits request metrics. */
public enum RequestArea {
    PORTAL, FORMS, CORE, ADMIN, OTHER;

    private static final String[] PORTAL_PATHS = {"locations", "listing", "listings", "context", "schools",
            "api/portal"};
    private static final String[] FORMS_PATHS = {"forms", "embed", "api/portal/forms"};

    private final String label = name().toLowerCase(Locale.ROOT);

    /** The area of a path relative to the application, with or without its leading slash. */
    public static RequestArea of(String path) {
        return of(path, 0);
    }

    /**
     * The area of a request URI whose application-relative path starts at {@code from} (the context path's
     * length): read in place, nothing allocated, as it runs on every request.
     */
    public static RequestArea of(String path, int from) {
        int start = path.startsWith("/", from) ? from + 1 : from;
        if (under(path, start, "api/admin") || under(path, start, "admin")) {
            return ADMIN;
        }
        if (underAny(path, start, FORMS_PATHS)) {
            return FORMS;
        }
        if (underAny(path, start, PORTAL_PATHS)) {
            return PORTAL;
        }
        return under(path, start, "api") ? CORE : OTHER;
    }

    public String label() {
        return label;
    }

    private static boolean underAny(String path, int start, String[] prefixes) {
        for (String prefix : prefixes) {
            if (under(path, start, prefix)) {
                return true;
            }
        }
        return false;
    }

    /** path[start..] equals prefix or continues it with "/", compared in place (nothing allocated). */
    private static boolean under(String path, int start, String prefix) {
        int end = start + prefix.length();
        return path.startsWith(prefix, start) && (path.length() == end || path.charAt(end) == '/');
    }
}
