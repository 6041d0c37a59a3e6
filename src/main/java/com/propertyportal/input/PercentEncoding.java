package com.propertyportal.input;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Strict decoding of one percent-encoded part of a URI (RFC 3986): only the characters that part may hold
 * unencoded, every % followed by two hex digits, and the decoded bytes valid UTF-8. Lenient decoders let
 * a raw {@code <} through to code that then fails, or turn bad bytes into U+FFFD silently.
 */
final class PercentEncoding {

    /** unreserved, sub-delims, ":" and "@": what a path segment may hold unencoded. */
    static final String SEGMENT = "-._~!$&'()*+,;=:@";
    /**
     * A query's names and values may also hold "/" and "?" unencoded, and "[" and "]", which RFC 3986
     * reserves but java.net.URI (and so JAX-RS) accepts and many clients send raw (filter[name]=...).
     */
    static final String QUERY = SEGMENT + "/?[]";

    private PercentEncoding() {}

    /** Why a part cannot be decoded. */
    static final class Malformed extends Exception {

        Malformed(String reason) {
            super(reason, null, false, false);
        }
    }

    /** The decoded text of a part; with plusIsSpace (query strings), "+" stands for a space. */
    static String decode(String part, String allowed, boolean plusIsSpace) throws Malformed {
        ByteArrayOutputStream bytes = null;
        for (int i = 0; i < part.length(); i++) {
            char c = part.charAt(i);
            if (c == '%') {
                if (i + 2 >= part.length() || hex(part.charAt(i + 1)) < 0 || hex(part.charAt(i + 2)) < 0) {
                    throw new Malformed("has a % that is not followed by two hex digits");
                }
                if (bytes == null) {
                    bytes = new ByteArrayOutputStream(part.length());
                    bytes.write(part.getBytes(StandardCharsets.US_ASCII), 0, i);
                }
                bytes.write(hex(part.charAt(i + 1)) * 16 + hex(part.charAt(i + 2)));
                i += 2;
                continue;
            }
            if (!isAllowed(c, allowed)) {
                throw new Malformed("has a character that must be percent-encoded ("
                        + (c < 0x20 || c > 0x7E ? String.format("U+%04X", (int) c) : "'" + c + "'") + ")");
            }
            if (bytes != null) {
                bytes.write(plusIsSpace && c == '+' ? ' ' : c);
            }
        }
        if (bytes == null) {
            return plusIsSpace ? part.replace('+', ' ') : part;
        }
        try {
            return StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes.toByteArray()))
                    .toString();
        } catch (CharacterCodingException e) {
            throw new Malformed("is not valid UTF-8 once percent-decoded");
        }
    }

    private static boolean isAllowed(char c, String allowed) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || allowed.indexOf(c) >= 0;
    }

    private static int hex(char c) {
        return Character.digit(c, 16) < 0 || c > 'f' ? -1 : Character.digit(c, 16);
    }
}
