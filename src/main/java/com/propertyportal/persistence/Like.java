package com.propertyportal.persistence;

/**
 * LIKE patterns of text taken as it is. The pattern's own wildcards are escaped with a backslash, the default
 * escape character of both H2 and PostgreSQL, so no statement needs an ESCAPE clause.
 */
public final class Like {

    private Like() {}

    /** A pattern matching the text anywhere. */
    public static String containing(String text) {
        return "%" + text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%";
    }
}
