package com.propertyportal.problems;

import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MultivaluedHashMap;
import jakarta.ws.rs.core.MultivaluedMap;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * A failure as it may be logged: the same classes and stack frames, with every credential the request carried
 * (its x-token, Authorization, cookies and CSRF token, each value and each part of one) and anything shaped like
 * an API key cut out of every message in the chain. Exceptions quote what they failed to parse, and a request
 * header is never the log's business.
 */
public final class RedactedFailure extends RuntimeException {

    static final String REDACTED = "[redacted]";
    /** The shape of an API key (apikeys' KeyFormat makes them), or enough of one to guess the rest. */
    private static final Pattern KEY_LIKE = Pattern.compile("ppk_[0-9A-Za-z]{20,}");

    private static final List<String> CREDENTIAL_HEADERS =
            List.of("x-token", "authorization", "proxy-authorization", "cookie", "x-csrf-token");
    /** Shorter parts would cut ordinary words out of messages; no credential of this service is that short. */
    private static final int SHORTEST_SECRET = 6;

    private static final int DEEPEST_CAUSE = 16;

    private final String text;

    private RedactedFailure(String text, Throwable cause) {
        super(text, cause, false, true);
        this.text = text;
    }

    /** The failure with the credentials of the request (headers may be null outside a request) cut out. */
    public static Throwable of(Throwable failure, HttpHeaders headers) {
        MultivaluedMap<String, String> requestHeaders;
        try {
            requestHeaders = headers == null ? new MultivaluedHashMap<>() : headers.getRequestHeaders();
        } catch (RuntimeException outsideARequest) {
            requestHeaders = new MultivaluedHashMap<>();
        }
        return of(failure, requestHeaders);
    }

    static Throwable of(Throwable failure, MultivaluedMap<String, String> requestHeaders) {
        return copy(failure, secrets(requestHeaders), 0);
    }

    /** One line for a log message, redacted the same way. */
    public static String line(Throwable failure, HttpHeaders headers) {
        return of(failure, headers).toString();
    }

    private static Throwable copy(Throwable failure, List<String> secrets, int depth) {
        Throwable cause = failure.getCause();
        Throwable causeCopy =
                cause != null && cause != failure && depth < DEEPEST_CAUSE ? copy(cause, secrets, depth + 1) : null;
        String message = failure.getMessage();
        RedactedFailure copy = new RedactedFailure(
                failure.getClass().getName() + (message == null ? "" : ": " + redact(message, secrets)), causeCopy);
        copy.setStackTrace(failure.getStackTrace());
        return copy;
    }

    static String redact(String text, List<String> secrets) {
        String clean = text;
        for (String secret : secrets) {
            clean = clean.replace(secret, REDACTED);
        }
        return masked(clean);
    }

    /** The credential values of the request, longest first so a whole value goes before any part of it. */
    static List<String> secrets(MultivaluedMap<String, String> requestHeaders) {
        List<String> secrets = new ArrayList<>();
        requestHeaders.forEach((name, values) -> {
            if (CREDENTIAL_HEADERS.contains(name.toLowerCase(Locale.ROOT))) {
                values.forEach(value -> addWithParts(value, secrets));
            }
        });
        secrets.removeIf(s -> s.length() < SHORTEST_SECRET);
        secrets.sort(Comparator.comparingInt(String::length).reversed());
        return secrets;
    }

    /** A value, its parts between separators, and a Basic login decoded and split at its colon. */
    private static void addWithParts(String value, List<String> secrets) {
        if (value == null) {
            return;
        }
        secrets.add(value.trim());
        for (String part : value.split("[;,\\s]+")) {
            secrets.add(part);
            int equals = part.indexOf('=');
            if (equals >= 0) {
                secrets.add(part.substring(equals + 1).replace("\"", ""));
            }
            try {
                String decoded = new String(Base64.getDecoder().decode(part), StandardCharsets.UTF_8);
                secrets.add(decoded);
                secrets.add(decoded.substring(decoded.indexOf(':') + 1));
            } catch (IllegalArgumentException notBase64) {
                // not a Basic login
            }
        }
    }

    @Override
    public String toString() {
        return text;
    }

    /**
     * The text with anything shaped like an API key ({@code ppk_} and 20 or more letters and digits: a key, or
     * enough of one to guess the rest) replaced by "[redacted]", for text that may reach a log.
     */
    public static String masked(String text) {
        return KEY_LIKE.matcher(text).replaceAll(REDACTED);
    }
}
