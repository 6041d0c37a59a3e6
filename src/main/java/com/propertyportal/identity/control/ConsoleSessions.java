package com.propertyportal.identity.control;

import com.propertyportal.http.PublicBaseUrl;
import com.propertyportal.identity.entity.ConsoleSession;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.transaction.Transactional;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.Base64;
import java.util.HexFormat;
import java.util.Optional;
import java.util.stream.Stream;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The admin console's signed-in sessions, kept in the database ({@link SessionLedger}) so that every server of
 * a cluster serves them, under a random token that only the session cookie carries (the database keeps its
 * SHA-256): who signed in, a random CSRF token, and when the session was opened and last used. One unused for
 * CONSOLE_SESSION_IDLE, or open for CONSOLE_SESSION_LIFETIME, is over. The cookie is the application's own
 * because Liberty's session cookie is Secure on every port or on none: this one is Secure whenever the browser
 * reached the console over HTTPS (directly, or through a proxy that PUBLIC_BASE_URL names as https), and not
 * otherwise, so the plain-HTTP console still signs in.
 */
@ApplicationScoped
public class ConsoleSessions {

    public static final String COOKIE = "portal_console";
    /** The header every console call carries with the session's token; a change without it is refused. */
    public static final String CSRF_HEADER = "X-CSRF-Token";
    /** Each session cookie a request carries is a database read: a browser sends one, a stale copy or two more. */
    static final int MOST_COOKIES = 4;

    private static final SecureRandom RANDOM = new SecureRandom();

    @Inject
    SessionLedger ledger;

    @Inject
    Users users;

    @Inject
    PublicBaseUrl baseUrl;

    @Inject
    Clock clock;

    /**
     * A live session as the request's cookie found it: its subject, CSRF token, the credential generation and way
     * it was opened with, and when. Whether that credential still holds is {@link Logins#current}'s to say.
     */
    public record Signed(String user, String csrfToken, String credential, String signedInBy, Instant openedAt) {

        /** Whether the person signed in by single sign-on within the last {@code within}. */
        public boolean signedOnSince(Instant now, Duration within) {
            return ConsoleSession.BY_SINGLE_SIGN_ON.equals(signedInBy)
                    && openedAt.plus(within).isAfter(now);
        }

        public boolean allows(String header) {
            return header != null
                    && MessageDigest.isEqual(
                            csrfToken.getBytes(StandardCharsets.UTF_8), header.getBytes(StandardCharsets.UTF_8));
        }
    }

    /** A session just opened, and the Set-Cookie header value that hands its token to the browser. */
    public record Opened(Signed signed, String cookie) {}

    /**
     * A fresh session for the actor under their credential's generation (never the one that came with the
     * request: no fixation), opened by {@code signedInBy}: {@link ConsoleSession#BY_PASSWORD} or
     * {@link ConsoleSession#BY_SINGLE_SIGN_ON}.
     */
    public Opened open(HttpServletRequest request, Actor actor, String credential, String signedInBy) {
        String token = randomToken();
        Instant now = clock.instant();
        Signed signed = new Signed(actor.subject(), csrfTokenOf(token), credential, signedInBy, now);
        ledger.open(hashes(request).toList(), hash(token), actor.subject(), credential, signedInBy, now);
        return new Opened(signed, cookie(token, "", request));
    }

    public Optional<Signed> of(HttpServletRequest request) {
        return found(request).map(f -> signed(f.session(), f.token()));
    }

    private static Signed signed(ConsoleSession session, String token) {
        return new Signed(
                session.subject(), csrfTokenOf(token), session.credential(), session.signedInBy(), session.createdAt());
    }

    /** Ends the request's session; the Set-Cookie header value that deletes the cookie. */
    public String close(HttpServletRequest request) {
        ledger.close(hashes(request).toList());
        return cookie("", "; Max-Age=0", request);
    }

    /** Ends every session of the subject, on every server; how many there were. */
    public int closeEvery(String subject) {
        return ledger.closeEvery(subject, Optional.empty());
    }

    /**
     * "Sign out everywhere": every console session of the actor ends, on every server, and for a user every
     * delegate token too (their credential's version moves on); how many sessions there were.
     */
    @Transactional
    public int endEverywhere(Actor actor, Instant now) {
        if (!actor.isOperator()) {
            users.endSessions(actor.userId(), now);
        }
        return ledger.closeEvery(actor.subject(), Optional.empty());
    }

    /**
     * Ends every other session of the request's subject, keeping the request's own under the credential's new
     * generation (after the subject's own password change); how many it ended, none without a session.
     */
    public int closeEveryOther(HttpServletRequest request, String credential) {
        return session(request)
                .map(s -> {
                    ledger.restamp(s.tokenHash(), credential);
                    return ledger.closeEvery(s.subject(), Optional.of(s.tokenHash()));
                })
                .orElse(0);
    }

    /** How many sessions the subject has open under its credential's current generation, on every server. */
    public long count(String subject, String credential) {
        return ledger.count(subject, credential, clock.instant());
    }

    public Duration idle() {
        return ledger.idle();
    }

    public Duration lifetime() {
        return ledger.lifetime();
    }

    /** The request's live session, its use recorded when the last record is older than the ledger's resolution. */
    private Optional<ConsoleSession> session(HttpServletRequest request) {
        return found(request).map(Found::session);
    }

    /** A live session and the cookie's token that found it. */
    private record Found(String token, ConsoleSession session) {}

    private Optional<Found> found(HttpServletRequest request) {
        Instant now = clock.instant();
        for (String token : tokens(request).toList()) {
            String hash = hash(token);
            Optional<ConsoleSession> session = ledger.live(hash, now);
            if (session.isPresent()) {
                if (ledger.needsTouch(session.get(), now)) {
                    ledger.touch(hash, now);
                }
                return Optional.of(new Found(token, session.get()));
            }
        }
        return Optional.empty();
    }

    /**
     * The session's CSRF token, made from the cookie's token (HMAC-SHA256 keyed with it), so it is stored
     * nowhere: a page that reads it from /admin/session sends it back, and only the holder of the cookie can make it.
     */
    static String csrfTokenOf(String token) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(token.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
            return Base64.getUrlEncoder()
                    .withoutPadding()
                    .encodeToString(mac.doFinal("console CSRF token".getBytes(StandardCharsets.UTF_8)));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is part of every Java runtime", e);
        }
    }

    private String cookie(String token, String lifetime, HttpServletRequest request) {
        boolean secure = request.isSecure() || baseUrl.isHttps();
        return COOKIE + "=" + token + "; Path=/" + lifetime + "; HttpOnly; SameSite=Strict"
                + (secure ? "; Secure" : "");
    }

    /** The hashes of the session tokens the request's cookies carry. */
    private static Stream<String> hashes(HttpServletRequest request) {
        return tokens(request).map(ConsoleSessions::hash);
    }

    /** The session tokens the request's cookies carry, at most {@link #MOST_COOKIES}. */
    private static Stream<String> tokens(HttpServletRequest request) {
        Cookie[] cookies = request.getCookies();
        return cookies == null
                ? Stream.empty()
                : Arrays.stream(cookies)
                        .filter(c -> COOKIE.equals(c.getName())
                                && c.getValue() != null
                                && !c.getValue().isEmpty())
                        .map(Cookie::getValue)
                        .distinct()
                        .limit(MOST_COOKIES);
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
