package com.propertyportal.identity.control;

import java.io.ByteArrayOutputStream;

/** Base32 without padding (RFC 4648), the alphabet authenticator apps read a second factor's secret in. */
final class Base32 {

    private static final String ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

    private Base32() {}

    static String encode(byte[] bytes) {
        StringBuilder text = new StringBuilder();
        int buffer = 0;
        int bits = 0;
        for (byte b : bytes) {
            buffer = (buffer << 8) | (b & 0xff);
            bits += 8;
            while (bits >= 5) {
                text.append(ALPHABET.charAt((buffer >> (bits - 5)) & 31));
                bits -= 5;
            }
        }
        if (bits > 0) {
            text.append(ALPHABET.charAt((buffer << (5 - bits)) & 31));
        }
        return text.toString();
    }

    static byte[] decode(String text) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int buffer = 0;
        int bits = 0;
        for (char c : text.toCharArray()) {
            int value = ALPHABET.indexOf(Character.toUpperCase(c));
            if (value < 0) {
                throw new IllegalArgumentException("not Base32: " + c);
            }
            buffer = (buffer << 5) | value;
            bits += 5;
            if (bits >= 8) {
                bytes.write((buffer >> (bits - 8)) & 0xff);
                bits -= 8;
            }
        }
        return bytes.toByteArray();
    }
}
