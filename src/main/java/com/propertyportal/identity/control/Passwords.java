package com.propertyportal.identity.control;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;

/**
 * Password hashes: PBKDF2-HMAC-SHA256 with a random salt per password, stored as one string
 * {@code pbkdf2-sha256$iterations$salt$hash} (salt and hash in Base64), so that a hash made with fewer
 * iterations still verifies once {@link #ITERATIONS} rises. A string that is not of that form matches nothing.
 */
public final class Passwords {

    /** OWASP's figure for PBKDF2-HMAC-SHA256 (2023). */
    public static final int ITERATIONS = 600_000;

    static final String ALGORITHM = "pbkdf2-sha256";
    private static final int SALT_BYTES = 16;
    private static final int HASH_BITS = 256;
    /** A stored string naming more iterations than this is refused rather than run for minutes. */
    private static final int MAX_ITERATIONS = 10_000_000;

    private static final SecureRandom RANDOM = new SecureRandom();

    private Passwords() {}

    public static String hash(String password) {
        return hash(password, ITERATIONS);
    }

    static String hash(String password, int iterations) {
        byte[] salt = new byte[SALT_BYTES];
        RANDOM.nextBytes(salt);
        Base64.Encoder base64 = Base64.getEncoder();
        return ALGORITHM + "$" + iterations + "$" + base64.encodeToString(salt) + "$"
                + base64.encodeToString(derive(password, salt, iterations));
    }

    public static boolean matches(String password, String stored) {
        if (password == null || stored == null) {
            return false;
        }
        String[] parts = stored.split("\\$", -1);
        if (parts.length != 4 || !parts[0].equals(ALGORITHM)) {
            return false;
        }
        try {
            int iterations = Integer.parseInt(parts[1]);
            byte[] salt = Base64.getDecoder().decode(parts[2]);
            byte[] expected = Base64.getDecoder().decode(parts[3]);
            if (iterations < 1 || iterations > MAX_ITERATIONS || salt.length == 0 || expected.length * 8 != HASH_BITS) {
                return false;
            }
            return MessageDigest.isEqual(expected, derive(password, salt, iterations));
        } catch (IllegalArgumentException malformed) {
            return false;
        }
    }

    private static byte[] derive(String password, byte[] salt, int iterations) {
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

    /** The SHA-256 of a link's token, in hex: what is stored in place of the token. */
    public static String tokenHash(String token) {
        try {
            return java.util.HexFormat.of()
                    .formatHex(MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8)));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }
}
