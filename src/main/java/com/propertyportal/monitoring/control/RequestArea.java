package com.propertyportal.monitoring.control;

import java.util.List;

/** The part of the service a request is for, by its path: the label that splits request metrics. */
public enum RequestArea {
    PORTAL, FORMS, CORE, ADMIN, OTHER;

    private static final List<String> PORTAL_PATHS = List.of("locations", "listing", "listings", "context",
            "schools", "api/portal");
    private static final List<String> FORMS_PATHS = List.of("forms", "embed", "api/portal/forms");

    public static RequestArea of(String path) {
        String p = path.startsWith("/") ? path.substring(1) : path;
        if (under(p, "api/admin") || under(p, "admin")) {
            return ADMIN;
        }
        if (FORMS_PATHS.stream().anyMatch(prefix -> under(p, prefix))) {
            return FORMS;
        }
        if (PORTAL_PATHS.stream().anyMatch(prefix -> under(p, prefix))) {
            return PORTAL;
        }
        return under(p, "api") ? CORE : OTHER;
    }

    public String label() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    private static boolean under(String path, String prefix) {
        return path.equals(prefix) || path.startsWith(prefix + "/");
    }
}
