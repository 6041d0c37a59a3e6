package com.propertyportal.databaseurl;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A PostgreSQL connection URL as hosting platforms print it, {@code postgres://user:password@host:5432/database?sslmode=require}
 * (or {@code postgresql://…}), read as the JDBC URL the PostgreSQL driver takes and the user and password it names.
 * Nothing here connects; {@link #masked(String)} is the form of any URL fit for a log line or an error.
 */
public record DatabaseUrl(String jdbcUrl, Optional<String> user, Optional<String> password) {

    private static final Pattern PASSWORD_PARAMETER = Pattern.compile("(?i)([?&;]password=)[^&;]*");

    /** Whether the URL is in the libpq form (postgres:// or postgresql://) rather than a JDBC URL. */
    public static boolean isLibpqForm(String url) {
        String lower = url.strip().toLowerCase(Locale.ROOT);
        return lower.startsWith("postgres://") || lower.startsWith("postgresql://");
    }

    /** The URL read: a libpq-form URL translated, anything else (a JDBC URL) as it is, naming no user or password. */
    public static DatabaseUrl of(String url) {
        String trimmed = url.strip();
        if (!isLibpqForm(trimmed)) {
            return new DatabaseUrl(trimmed, Optional.empty(), Optional.empty());
        }
        String rest = trimmed.substring(trimmed.indexOf("://") + 3);
        String query = "";
        int question = rest.indexOf('?');
        if (question >= 0) {
            query = rest.substring(question);
            rest = rest.substring(0, question);
        }
        String path = "";
        int slash = rest.indexOf('/');
        if (slash >= 0) {
            path = rest.substring(slash + 1);
            rest = rest.substring(0, slash);
        }
        Optional<String> user = Optional.empty();
        Optional<String> password = Optional.empty();
        int at = rest.lastIndexOf('@');
        if (at >= 0) {
            String userInfo = rest.substring(0, at);
            rest = rest.substring(at + 1);
            int colon = userInfo.indexOf(':');
            String name = colon >= 0 ? userInfo.substring(0, colon) : userInfo;
            user = Optional.of(decoded(name)).filter(s -> !s.isEmpty());
            if (colon >= 0) {
                password = Optional.of(decoded(userInfo.substring(colon + 1))).filter(s -> !s.isEmpty());
            }
        }
        String hosts = rest.isEmpty() ? "localhost" : rest;
        return new DatabaseUrl("jdbc:postgresql://" + hosts + "/" + path + query, user, password);
    }

    /** The URL with any password in it (before the host, or a password parameter) replaced by ***. */
    public static String masked(String url) {
        String trimmed = url.strip();
        int scheme = trimmed.indexOf("://");
        if (scheme >= 0) {
            int hostStart = scheme + 3;
            int authorityEnd = firstOf(trimmed, hostStart, '/', '?');
            int at = trimmed.lastIndexOf('@', authorityEnd - 1);
            if (at >= hostStart) {
                int colon = trimmed.indexOf(':', hostStart);
                if (colon >= 0 && colon < at) {
                    trimmed = trimmed.substring(0, colon + 1) + "***" + trimmed.substring(at);
                }
            }
        }
        return PASSWORD_PARAMETER.matcher(trimmed).replaceAll("$1***");
    }

    private static int firstOf(String text, int from, char... stops) {
        int end = text.length();
        for (char stop : stops) {
            int index = text.indexOf(stop, from);
            if (index >= 0 && index < end) {
                end = index;
            }
        }
        return end;
    }

    private static String decoded(String part) {
        return URLDecoder.decode(part.replace("+", "%2B"), StandardCharsets.UTF_8);
    }
}
