package com.propertyportal.identity.control;

import jakarta.enterprise.context.ApplicationScoped;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Logins that were right in the last {@link #REMEMBERED}, so that a script calling with HTTP Basic pays a password
 * hash once, not at every call: kept in this server's memory under an HMAC of the login and password with a key
 * made at start (never stored), with the subject and the credential generation they were right under. A
 * remembered login holds only while that generation is still the subject's (see {@link Logins#current}).
 */
@ApplicationScoped
public class RememberedLogins {

    static final Duration REMEMBERED = Duration.ofMinutes(5);
    static final int MOST_REMEMBERED = 10_000;

    private final byte[] key = new byte[32];
    private final Map<String, Remembered> remembered = new ConcurrentHashMap<>();

    /** A login that was right: whose, under which credential generation, and until when. */
    public record Remembered(String subject, String generation, Instant until) {}

    public RememberedLogins() {
        new SecureRandom().nextBytes(key);
    }

    public Optional<Remembered> recall(String login, String password, Instant now) {
        String entry = entry(login, password);
        Remembered known = remembered.get(entry);
        if (known == null) {
            return Optional.empty();
        }
        if (!known.until().isAfter(now)) {
            remembered.remove(entry, known);
            return Optional.empty();
        }
        return Optional.of(known);
    }

    public void remember(String login, String password, Actor actor, String generation, Instant now) {
        if (remembered.size() >= MOST_REMEMBERED) {
            remembered.values().removeIf(r -> !r.until().isAfter(now));
            if (remembered.size() >= MOST_REMEMBERED) {
                remembered.clear();
            }
        }
        remembered.put(entry(login, password), new Remembered(actor.subject(), generation, now.plus(REMEMBERED)));
    }

    private String entry(String login, String password) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key, "HmacSHA256"));
            mac.update(login.strip().getBytes(StandardCharsets.UTF_8));
            mac.update((byte) 0);
            return HexFormat.of().formatHex(mac.doFinal(password.getBytes(StandardCharsets.UTF_8)));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is part of every Java runtime", e);
        }
    }
}
