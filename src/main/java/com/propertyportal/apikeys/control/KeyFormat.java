package com.propertyportal.apikeys.control;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.zip.CRC32;

/**
 * API keys look like {@code ppk_} + 32 base62 characters (190 random bits) + a 6-character CRC-32
 * checksum, so a mistyped or made-up key is refused before any database lookup and a leaked key is
 * easy to recognise in a secret scanner.
 */
public final class KeyFormat {

    static final String PREFIX = "ppk_";
    private static final String BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    private static final int RANDOM_LENGTH = 32;
    private static final int CHECK_LENGTH = 6;
    public static final int LENGTH = PREFIX.length() + RANDOM_LENGTH + CHECK_LENGTH;
    private static final SecureRandom RANDOM = new SecureRandom();

    private KeyFormat() {}

    public static String newKey() {
        StringBuilder body = new StringBuilder(RANDOM_LENGTH);
        for (int i = 0; i < RANDOM_LENGTH; i++) {
            body.append(BASE62.charAt(RANDOM.nextInt(BASE62.length())));
        }
        return PREFIX + body + checksum(body.toString());
    }

    public static boolean isWellFormed(String key) {
        if (key == null || key.length() != LENGTH || !key.startsWith(PREFIX)) {
            return false;
        }
        for (int i = PREFIX.length(); i < LENGTH; i++) {
            if (BASE62.indexOf(key.charAt(i)) < 0) {
                return false;
            }
        }
        String body = key.substring(PREFIX.length(), PREFIX.length() + RANDOM_LENGTH);
        return checksum(body).equals(key.substring(PREFIX.length() + RANDOM_LENGTH));
    }

    /** What the database keeps: the SHA-256 hex digest. Keys carry enough entropy that no salt is needed. */
    public static String hash(String key) {
        try {
            return HexFormat.of()
                    .formatHex(MessageDigest.getInstance("SHA-256").digest(key.getBytes(StandardCharsets.US_ASCII)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String checksum(String body) {
        CRC32 crc = new CRC32();
        crc.update(body.getBytes(StandardCharsets.US_ASCII));
        long value = crc.getValue();
        char[] out = new char[CHECK_LENGTH];
        for (int i = CHECK_LENGTH - 1; i >= 0; i--) {
            out[i] = BASE62.charAt((int) (value % 62));
            value /= 62;
        }
        return new String(out);
    }
}
