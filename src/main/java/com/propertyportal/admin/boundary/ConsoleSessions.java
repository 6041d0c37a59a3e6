package com.propertyportal.admin.boundary;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpSession;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.Base64;
import java.util.Optional;

/**
 * The admin console's signed-in sessions: an HttpSession that holds the administrator's name and a
 * random CSRF token, and ends after CONSOLE_SESSION_IDLE without a request.
 */
@ApplicationScoped
public class ConsoleSessions {

    static final String USER = "console.user";
    static final String CSRF = "console.csrf";
    /** The header every console call carries with the session's token; a change without it is refused. */
    public static final String CSRF_HEADER = "X-CSRF-Token";
    private static final SecureRandom RANDOM = new SecureRandom();

    @Inject
    @ConfigProperty(name = "console.session.idle")
    Duration idle;

    public record Signed(String user, String csrfToken) {

        public boolean allows(String header) {
            return header != null && MessageDigest.isEqual(csrfToken.getBytes(StandardCharsets.UTF_8),
                    header.getBytes(StandardCharsets.UTF_8));
        }
    }

    /** A fresh session for the administrator (never the one that came with the request: no fixation). */
    public Signed open(HttpServletRequest request, String user) {
        close(request);
        HttpSession session = request.getSession(true);
        session.setMaxInactiveInterval((int) Math.min(Integer.MAX_VALUE, Math.max(1, idle.toSeconds())));
        byte[] token = new byte[32];
        RANDOM.nextBytes(token);
        Signed signed = new Signed(user, Base64.getUrlEncoder().withoutPadding().encodeToString(token));
        session.setAttribute(USER, signed.user());
        session.setAttribute(CSRF, signed.csrfToken());
        return signed;
    }

    public Optional<Signed> of(HttpServletRequest request) {
        HttpSession session = request.getSession(false);
        if (session == null) {
            return Optional.empty();
        }
        try {
            if (session.getAttribute(USER) instanceof String user && session.getAttribute(CSRF) instanceof String csrf) {
                return Optional.of(new Signed(user, csrf));
            }
        } catch (IllegalStateException invalidated) {
            // ended between getSession and here
        }
        return Optional.empty();
    }

    public void close(HttpServletRequest request) {
        HttpSession session = request.getSession(false);
        if (session != null) {
            try {
                session.invalidate();
            } catch (IllegalStateException alreadyEnded) {
                // nothing to end
            }
        }
    }
}
