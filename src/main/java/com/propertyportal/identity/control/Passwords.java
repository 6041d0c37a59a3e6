package com.propertyportal.identity.control;

import com.propertyportal.monitoring.control.Counted;
import com.propertyportal.monitoring.control.Counters;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.text.Normalizer;
import java.util.Base64;
import java.util.HexFormat;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;

/**
 * The one password hasher, for the operator and every user: PBKDF2-HMAC-SHA256 with a salt per password, stored
 * as one string {@code pbkdf2-sha256$iterations$salt$hash} (salt and hash in Base64), so a hash made with fewer
 * iterations still verifies and can be told {@link #outdated}. Passwords are compared in Unicode NFC, as
 * NIST SP 800-63B asks, so a password typed on two keyboards that compose it differently is one password; a
 * hash made before that from another form still matches the form it was made from. Every derivation is counted
 * at /metrics ({@code passwords_hashed_total}): each sign-in and each password check costs exactly one.
 */
@ApplicationScoped
public class Passwords {

    /** OWASP's figure for PBKDF2-HMAC-SHA256 (2023). */
    public static final int ITERATIONS = 600_000;

    static final String ALGORITHM = "pbkdf2-sha256";
    static final int SALT_BYTES = 16;
    private static final int HASH_BITS = 256;
    /** A stored string naming more iterations than this is refused rather than run for minutes. */
    private static final int MAX_ITERATIONS = 10_000_000;

    private static final SecureRandom RANDOM = new SecureRandom();
    private static final String ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";

    @Inject
    Counters counters;

    /** What an unknown account's attempt is checked against: it costs what a real one costs, and matches nothing. */
    private volatile String decoy;

    public String hash(String password) {
        return hash(password, salt(), ITERATIONS, true);
    }

    /**
     * A hash of a secret of the server's own (a generated password, ADMIN_PASSWORD, the Admin Center login it writes),
     * made at start or once: not counted at /metrics, which counts what callers cost.
     */
    public String hashSecret(String secret) {
        return hash(secret, salt(), ITERATIONS, false);
    }

    /** {@link #hashSecret(String)} with a salt of the caller's (16 bytes): the same secret, the same string. */
    public String hashSecret(String secret, byte[] salt) {
        return hash(secret, salt, ITERATIONS, false);
    }

    String hash(String password, int iterations) {
        return hash(password, salt(), iterations, true);
    }

    private String hash(String password, byte[] salt, int iterations, boolean counted) {
        Base64.Encoder base64 = Base64.getEncoder();
        return ALGORITHM + "$" + iterations + "$" + base64.encodeToString(salt) + "$"
                + base64.encodeToString(derive(normalized(password), salt, iterations, counted));
    }

    /**
     * Whether the password is the one the stored hash was made from: one derivation (a second only for a password
     * not in NFC whose NFC form did not match, as a hash from before the rule may hold that form). A string that
     * is not a hash of this form matches nothing, and still costs one derivation.
     */
    public boolean matches(String password, String stored) {
        if (password == null) {
            return decoy("");
        }
        Parsed parsed = Parsed.of(stored);
        if (parsed == null) {
            return decoy(password);
        }
        String composed = normalized(password);
        if (MessageDigest.isEqual(parsed.hash(), derive(composed, parsed.salt(), parsed.iterations(), true))) {
            return true;
        }
        return !composed.equals(password)
                && MessageDigest.isEqual(parsed.hash(), derive(password, parsed.salt(), parsed.iterations(), true));
    }

    /**
     * Whether a secret of the server's own (not a sign-in, not a person's check: the Admin Center login it wrote at
     * start) is the one the hash was made from; not counted at /metrics, which counts what callers cost.
     */
    public boolean sameSecret(String secret, String stored) {
        Parsed parsed = Parsed.of(stored);
        return parsed != null
                && MessageDigest.isEqual(
                        parsed.hash(), derive(normalized(secret), parsed.salt(), parsed.iterations(), false));
    }

    /** One derivation that matches nothing: the cost of an attempt whose account does not exist. Always false. */
    public boolean decoy(String password) {
        if (decoy == null) {
            decoy = hash("a decoy password that matches no account", salt(), ITERATIONS, false);
        }
        matches(password == null ? "" : password, decoy);
        return false;
    }

    /** A hash made with fewer iterations than the hasher's own, to be made anew at the next right sign-in. */
    public static boolean outdated(String stored) {
        Parsed parsed = Parsed.of(stored);
        return parsed != null && parsed.iterations() < ITERATIONS;
    }

    /** The SHA-256 of a link's token, in hex: what is stored in place of the token. */
    public static String tokenHash(String token) {
        try {
            return HexFormat.of()
                    .formatHex(MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8)));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A password of 20 letters and digits (about 117 bits), for the operator's first start and key stores. */
    public static String randomPassword() {
        StringBuilder password = new StringBuilder();
        for (int i = 0; i < 20; i++) {
            password.append(ALPHABET.charAt(RANDOM.nextInt(ALPHABET.length())));
        }
        return password.toString();
    }

    static String normalized(String password) {
        return Normalizer.normalize(password, Normalizer.Form.NFC);
    }

    private static byte[] salt() {
        byte[] salt = new byte[SALT_BYTES];
        RANDOM.nextBytes(salt);
        return salt;
    }

    private byte[] derive(String password, byte[] salt, int iterations, boolean counted) {
        if (counted && counters != null) {
            counters.add(Counted.PASSWORDS_HASHED);
        }
        PBEKeySpec spec = new PBEKeySpec(password.toCharArray(), salt, iterations, HASH_BITS);
        try {
            return SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256")
                    .generateSecret(spec)
                    .getEncoded();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        } finally {
            spec.clearPassword();
        }
    }

    /** A stored hash's parts, or null when the string is not a hash of this form within its limits. */
    private record Parsed(int iterations, byte[] salt, byte[] hash) {

        static Parsed of(String stored) {
            if (stored == null) {
                return null;
            }
            String[] parts = stored.strip().split("\\$", -1);
            if (parts.length != 4 || !parts[0].equals(ALGORITHM)) {
                return null;
            }
            try {
                int iterations = Integer.parseInt(parts[1]);
                byte[] salt = Base64.getDecoder().decode(parts[2]);
                byte[] hash = Base64.getDecoder().decode(parts[3]);
                if (iterations < 1 || iterations > MAX_ITERATIONS || salt.length == 0 || hash.length * 8 != HASH_BITS) {
                    return null;
                }
                return new Parsed(iterations, salt, hash);
            } catch (IllegalArgumentException malformed) {
                return null;
            }
        }
    }
}
