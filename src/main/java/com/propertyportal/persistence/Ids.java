package com.propertyportal.persistence;

import java.security.SecureRandom;
import java.util.HexFormat;

/** Opaque identifiers for records that callers create without naming an id. */
public final class Ids {

    private static final SecureRandom RANDOM = new SecureRandom();

    private Ids() {}

    /** 24 hex characters (96 random bits), the shape of the ids the hosted product hands out. */
    public static String newId() {
        return randomHex(12);
    }

    public static String randomHex(int bytes) {
        byte[] b = new byte[bytes];
        RANDOM.nextBytes(b);
        return HexFormat.of().formatHex(b);
    }
}
