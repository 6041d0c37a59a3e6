package com.propertyportal.examples.contactportal;

import com.sun.net.httpserver.HttpExchange;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** One request and its answer: cookies, a form body within limits, and HTML answers with safe headers. */
final class Exchange {

    static final int LONGEST_FORM = 4096;
    static final int LONGEST_COOKIE_HEADER = 8192;

    /** A request the portal refuses before looking at it further: too large, or not a form. */
    static final class Refused extends Exception {
        final int status;

        Refused(int status, String message) {
            super(message, null, false, false);
            this.status = status;
        }
    }

    private final HttpExchange http;
    private final boolean secureCookies;

    Exchange(HttpExchange http, boolean secureCookies) {
        this.http = http;
        this.secureCookies = secureCookies;
    }

    String method() {
        return http.getRequestMethod();
    }

    String path() {
        return http.getRequestURI().getRawPath();
    }

    Optional<String> cookie(String name) {
        Map<String, String> cookies = new HashMap<>();
        for (String header : http.getRequestHeaders().getOrDefault("Cookie", List.of())) {
            if (header.length() > LONGEST_COOKIE_HEADER) {
                continue;
            }
            for (String pair : header.split(";")) {
                int equals = pair.indexOf('=');
                if (equals > 0) {
                    cookies.putIfAbsent(
                            pair.substring(0, equals).strip(),
                            pair.substring(equals + 1).strip());
                }
            }
        }
        return Optional.ofNullable(cookies.get(name)).filter(value -> !value.isEmpty());
    }

    /** The fields of an application/x-www-form-urlencoded body of at most LONGEST_FORM bytes. */
    Map<String, String> form() throws IOException, Refused {
        String type = http.getRequestHeaders().getFirst("Content-Type");
        if (type == null || !type.toLowerCase().startsWith("application/x-www-form-urlencoded")) {
            throw new Refused(415, "Send the form as application/x-www-form-urlencoded.");
        }
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        try (InputStream in = http.getRequestBody()) {
            byte[] buffer = new byte[1024];
            for (int read; (read = in.read(buffer)) > 0; ) {
                body.write(buffer, 0, read);
                if (body.size() > LONGEST_FORM) {
                    throw new Refused(413, "The form is larger than " + LONGEST_FORM + " bytes.");
                }
            }
        }
        Map<String, String> fields = new HashMap<>();
        for (String pair : body.toString(StandardCharsets.US_ASCII).split("&")) {
            int equals = pair.indexOf('=');
            if (equals <= 0) {
                continue;
            }
            try {
                String name = URLDecoder.decode(pair.substring(0, equals), StandardCharsets.UTF_8);
                String value = URLDecoder.decode(pair.substring(equals + 1), StandardCharsets.UTF_8);
                if (fields.putIfAbsent(name, value) != null) {
                    throw new Refused(400, "The form field " + name + " was sent twice.");
                }
            } catch (IllegalArgumentException e) {
                throw new Refused(400, "The form is not properly encoded.");
            }
        }
        return fields;
    }

    /** A form post from another site is refused when the browser names its origin. */
    boolean sameOrigin(String ownOrigin) {
        String origin = http.getRequestHeaders().getFirst("Origin");
        return origin == null || origin.equals(ownOrigin);
    }

    void setCookie(String name, String value, long maxAgeSeconds) {
        http.getResponseHeaders()
                .add(
                        "Set-Cookie",
                        name + "=" + value + "; Max-Age=" + maxAgeSeconds + "; Path=/; HttpOnly; SameSite=Strict"
                                + (secureCookies ? "; Secure" : ""));
    }

    void clearCookie(String name) {
        setCookie(name, "", 0);
    }

    void redirect(String location) throws IOException {
        safeHeaders();
        http.getResponseHeaders().set("Location", location);
        http.sendResponseHeaders(303, -1);
        http.close();
    }

    void html(int status, String page) throws IOException {
        send(status, "text/html; charset=utf-8", page.getBytes(StandardCharsets.UTF_8));
    }

    void send(int status, String contentType, byte[] body) throws IOException {
        safeHeaders();
        http.getResponseHeaders().set("Content-Type", contentType);
        http.sendResponseHeaders(status, body.length == 0 ? -1 : body.length);
        if (body.length > 0) {
            try (OutputStream out = http.getResponseBody()) {
                out.write(body);
            }
        }
        http.close();
    }

    private void safeHeaders() {
        var headers = http.getResponseHeaders();
        // No script at all: the pages are plain forms and a table.
        headers.set(
                "Content-Security-Policy",
                "default-src 'none'; style-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'");
        headers.set("X-Content-Type-Options", "nosniff");
        // same-origin, not no-referrer: under no-referrer a browser sends "Origin: null" with the form posts.
        headers.set("Referrer-Policy", "same-origin");
        headers.set("Cache-Control", "no-store");
    }
}
