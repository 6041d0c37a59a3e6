package com.propertyportal.examples.contactportal;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The portal's configuration, read from the environment once at start. The API key stays in this object and
 * in the client's request interceptor; nothing prints it.
 */
public record Settings(URI portalUrl, String apiKey, String boardId, byte[] sessionSecret, int port, URI publicUrl) {

    static final int SMALLEST_SECRET = 32;

    public Settings {
        sessionSecret = sessionSecret.clone();
    }

    /** Reads PORTAL_URL, PORTAL_API_KEY, PORTAL_BOARD_ID, SESSION_SECRET, PORT and PUBLIC_URL. */
    public static Settings from(Map<String, String> env) {
        List<String> problems = new ArrayList<>();
        String portalUrl = required(env, "PORTAL_URL", problems);
        String apiKey = required(env, "PORTAL_API_KEY", problems);
        String boardId = required(env, "PORTAL_BOARD_ID", problems);
        int port = port(env.getOrDefault("PORT", "8090"), problems);
        String secret = env.get("SESSION_SECRET");
        byte[] sessionSecret;
        if (secret == null || secret.isEmpty()) {
            // Sessions then end when the portal restarts, which is what a demo wants.
            sessionSecret = new byte[SMALLEST_SECRET];
            new SecureRandom().nextBytes(sessionSecret);
        } else if (secret.length() < SMALLEST_SECRET) {
            problems.add("SESSION_SECRET must have at least " + SMALLEST_SECRET + " characters");
            sessionSecret = new byte[0];
        } else {
            sessionSecret = secret.getBytes(StandardCharsets.UTF_8);
        }
        String publicUrl = env.getOrDefault("PUBLIC_URL", "http://localhost:" + port);
        URI portal = uri("PORTAL_URL", portalUrl, problems);
        URI own = uri("PUBLIC_URL", publicUrl, problems);
        if (!problems.isEmpty()) {
            throw new IllegalArgumentException(String.join("; ", problems));
        }
        return new Settings(portal, apiKey, boardId, sessionSecret, port, own);
    }

    /** Cookies are Secure when browsers reach the portal over HTTPS (e.g. behind a TLS proxy). */
    public boolean secureCookies() {
        return "https".equalsIgnoreCase(publicUrl.getScheme());
    }

    /** The portal's origin as browsers see it, for checking the Origin of a form post. */
    public String publicOrigin() {
        int port = publicUrl.getPort();
        return publicUrl.getScheme() + "://" + publicUrl.getHost() + (port < 0 ? "" : ":" + port);
    }

    @Override
    public String toString() {
        return "Settings[portalUrl=" + portalUrl + ", boardId=" + boardId + ", port=" + port + ", publicUrl="
                + publicUrl + "]";
    }

    private static String required(Map<String, String> env, String name, List<String> problems) {
        String value = env.get(name);
        if (value == null || value.isBlank()) {
            problems.add(name + " is not set");
            return "";
        }
        return value.strip();
    }

    private static int port(String value, List<String> problems) {
        try {
            int port = Integer.parseInt(value);
            if (port >= 0 && port <= 65535) {
                return port;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        problems.add("PORT must be a number from 0 to 65535");
        return 0;
    }

    private static URI uri(String name, String value, List<String> problems) {
        try {
            URI uri = URI.create(value);
            if (uri.getScheme() != null && uri.getScheme().matches("https?") && uri.getHost() != null) {
                return uri;
            }
        } catch (IllegalArgumentException e) {
            // reported below
        }
        if (!value.isEmpty()) {
            problems.add(name + " must be an http or https URL");
        }
        return URI.create("http://localhost");
    }
}
