package com.propertyportal.identity.control;

import com.eatthepath.otp.TimeBasedOneTimePasswordGenerator;
import com.propertyportal.identity.entity.User;
import io.nayuki.qrcodegen.QrCode;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.security.InvalidKeyException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.OptionalLong;
import javax.crypto.spec.SecretKeySpec;

/**
 * The optional second factor of a user who signs in with a password: a time-based one-time password (RFC 6238:
 * HMAC-SHA1, 6 digits, 30-second steps, as every authenticator app makes them). A code of the step before or
 * after the server's is taken too (clocks drift), and each step's code only once, checked under the user's row
 * lock, so a code seen over a shoulder or replayed in parallel does not sign in a second time.
 */
@ApplicationScoped
public class SecondFactors {

    public static final String ISSUER = "Property Portal";
    static final Duration STEP = Duration.ofSeconds(30);
    static final int SECRET_BYTES = 20;

    private static final SecureRandom RANDOM = new SecureRandom();
    private final TimeBasedOneTimePasswordGenerator generator = new TimeBasedOneTimePasswordGenerator(STEP, 6);

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    /** A secret offered for setting up, and the otpauth:// link an authenticator app takes it from. */
    public record Offer(String secret, String link) {}

    /** Offers the user a new secret; it counts once a code made with it confirms it. */
    public Offer offer(User user, Instant now) {
        byte[] key = new byte[SECRET_BYTES];
        RANDOM.nextBytes(key);
        String secret = Base32.encode(key);
        user.offerSecondFactor(secret, now);
        return new Offer(secret, link(user, secret));
    }

    /** The otpauth:// link of a secret, as authenticator apps read it (Key Uri Format). */
    public static String link(User user, String secret) {
        String label = URLEncoder.encode(ISSUER + ":" + user.email(), StandardCharsets.UTF_8)
                .replace("+", "%20");
        return "otpauth://totp/" + label + "?secret=" + secret + "&issuer="
                + URLEncoder.encode(ISSUER, StandardCharsets.UTF_8).replace("+", "%20")
                + "&algorithm=SHA1&digits=6&period=" + STEP.toSeconds();
    }

    /** True when the code was made with the offered secret: it becomes the user's second factor. */
    public boolean confirm(User user, String code, Instant now) {
        OptionalLong step = matchingStep(user.offeredSecondFactorSecret(), code, now);
        if (step.isEmpty()) {
            return false;
        }
        user.confirmSecondFactor(step.getAsLong(), now);
        return true;
    }

    /**
     * True when the code is the user's, of a step not taken before; the step is then taken. In a transaction of
     * its own, under the user's row lock.
     */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public boolean verify(String userId, String code, Instant now) {
        User user = em.find(User.class, userId, LockModeType.PESSIMISTIC_WRITE);
        if (user == null || !user.hasSecondFactor()) {
            return false;
        }
        OptionalLong step = matchingStep(user.secondFactorSecret(), code, now);
        return step.isPresent() && user.takeStep(step.getAsLong());
    }

    /** The link as a QR code, in SVG: black modules on white with a quiet zone of four. */
    public static String qrCode(String link) {
        QrCode qr = QrCode.encodeText(link, QrCode.Ecc.MEDIUM);
        int border = 4;
        int size = qr.size + 2 * border;
        StringBuilder path = new StringBuilder();
        for (int y = 0; y < qr.size; y++) {
            for (int x = 0; x < qr.size; x++) {
                if (qr.getModule(x, y)) {
                    path.append('M')
                            .append(x + border)
                            .append(',')
                            .append(y + border)
                            .append("h1v1h-1z");
                }
            }
        }
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 " + size + " " + size
                + "\" width=\"" + size * 6 + "\" height=\"" + size * 6 + "\" shape-rendering=\"crispEdges\">"
                + "<title>QR code of the second factor's set-up link</title>"
                + "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>"
                + "<path d=\"" + path + "\" fill=\"#000000\"/></svg>";
    }

    /** The time step whose code this is (the server's, the one before or after), or empty. */
    OptionalLong matchingStep(String secret, String code, Instant now) {
        if (secret == null || code == null || !code.strip().matches("\\d{6}")) {
            return OptionalLong.empty();
        }
        byte[] given = code.strip().getBytes(StandardCharsets.US_ASCII);
        SecretKeySpec key = new SecretKeySpec(Base32.decode(secret), "HmacSHA1");
        long current = now.getEpochSecond() / STEP.toSeconds();
        for (long step = current - 1; step <= current + 1; step++) {
            Instant at = Instant.ofEpochSecond(step * STEP.toSeconds());
            try {
                String expected = String.format("%06d", generator.generateOneTimePassword(key, at));
                if (MessageDigest.isEqual(expected.getBytes(StandardCharsets.US_ASCII), given)) {
                    return OptionalLong.of(step);
                }
            } catch (InvalidKeyException e) {
                throw new IllegalStateException("an HMAC-SHA1 key of " + SECRET_BYTES + " bytes is always valid", e);
            }
        }
        return OptionalLong.empty();
    }
}
