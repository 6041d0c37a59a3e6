package com.propertyportal.admin.boundary;

import com.propertyportal.http.PublicBaseUrl;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletRequest;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.Base64;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The admin console's signed-in sessions, in this server's memory under a random token that only the
 * session cookie carries (the map keeps its SHA-256): the administrator's name, a random CSRF token, and when
 * the session was last used; one unused for CONSOLE_SESSION_IDLE is over. The cookie is the application's own
 * because Liberty's session cookie is Secure on every port or on none: this one is Secure whenever the browser
 * reached the console over HTTPS (directly, or through a proxy that PUBLIC_BASE_URL names as https), and not
 * otherwise, so the plain-HTTP console still signs in.
 */
@ApplicationScoped
public class ConsoleSessions {

    public static final String COOKIE = "portal_console";
    /** The header every console call carries with the session's token; a change without it is refused. */
    public static final String CSRF_HEADER = "X-CSRF-Token";
    /** Only the administrator signs in, so more open sessions than this are the oldest ones left behind. */
    static final int MOST_SESSIONS = 1000;

    private static final SecureRandom RANDOM = new SecureRandom();

    @Inject
    @ConfigProperty(name = "console.session.idle")
    Duration idle;

    @Inject
    PublicBaseUrl baseUrl;

    private final Map<String, Session> sessions = new ConcurrentHashMap<>();

    public record Signed(String user, String csrfToken) {

        public boolean allows(String header) {
            return header != null
                    && MessageDigest.isEqual(
                            csrfToken.getBytes(StandardCharsets.UTF_8), header.getBytes(StandardCharsets.UTF_8));
        }
    }

    /** A session just opened, and the Set-Cookie header value that hands its token to the browser. */
    public record Opened(Signed signed, String cookie) {}

    private static final class Session {
        final Signed signed;
        volatile Instant lastUsed;

        Session(Signed signed, Instant now) {
            this.signed = signed;
            this.lastUsed = now;
        }
    }

    /** A fresh session for the administrator (never the one that came with the request: no fixation). */
    public Opened open(HttpServletRequest request, String user) {
        Instant now = Instant.now();
        tokens(request).forEach(token -> sessions.remove(hash(token)));
        forgetIdle(now);
        String token = randomToken();
        Signed signed = new Signed(user, randomToken());
        sessions.put(hash(token), new Session(signed, now));
        return new Opened(signed, cookie(token, "", request));
    }

    public Optional<Signed> of(HttpServletRequest request) {
        Instant now = Instant.now();
        for (String token : tokens(request).toList()) {
            String key = hash(token);
            Session session = sessions.get(key);
            if (session == null) {
                continue;
            }
            if (isIdle(session, now)) {
                sessions.remove(key, session);
                continue;
            }
            session.lastUsed = now;
            return Optional.of(session.signed);
        }
        return Optional.empty();
    }

    /** Ends the request's session; the Set-Cookie header value that deletes the cookie. */
    public String close(HttpServletRequest request) {
        tokens(request).forEach(token -> sessions.remove(hash(token)));
        return cookie("", "; Max-Age=0", request);
    }

    public Duration idle() {
        return idle;
    }

    private String cookie(String token, String lifetime, HttpServletRequest request) {
        boolean secure = request.isSecure() || baseUrl.isHttps();
        return COOKIE + "=" + token + "; Path=/" + lifetime + "; HttpOnly; SameSite=Strict"
                + (secure ? "; Secure" : "");
    }

    private static Stream<String> tokens(HttpServletRequest request) {
        Cookie[] cookies = request.getCookies();
        return cookies == null
                ? Stream.empty()
                : Arrays.stream(cookies)
                        .filter(c -> COOKIE.equals(c.getName())
                                && c.getValue() != null
                                && !c.getValue().isEmpty())
                        .map(Cookie::getValue);
    }

    private boolean isIdle(Session session, Instant now) {
        return session.lastUsed.plus(idle).isBefore(now);
    }

    private void forgetIdle(Instant now) {
        sessions.values().removeIf(s -> isIdle(s, now));
        while (sessions.size() >= MOST_SESSIONS) {
            sessions.entrySet().stream()
                    .min(Comparator.comparing(e -> e.getValue().lastUsed))
                    .ifPresent(oldest -> sessions.remove(oldest.getKey(), oldest.getValue()));
        }
    }

    private static String randomToken() {
        byte[] token = new byte[32];
        RANDOM.nextBytes(token);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(token);
    }

    private static String hash(String token) {
        try {
            return HexFormat.of()
                    .formatHex(MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
