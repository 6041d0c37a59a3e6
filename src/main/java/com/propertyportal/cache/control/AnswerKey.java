package com.propertyportal.cache.control;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The key a public answer is kept under: the decoded path and every query parameter's name and value, each
 * percent-encoded so that no separator can be forged from inside one (a value "capitol], skip=[0" or
 * "a&skip=0" stays one value), names sorted (the same question in any order finds the same answer), the values
 * of a repeated name kept in the order sent. Two keys are equal only when the path and parameters are.
 */
public final class AnswerKey {

    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    private AnswerKey() {}

    public static String of(String path, Map<String, List<String>> query) {
        StringBuilder key = new StringBuilder(path.length() + 16 * query.size() + 1);
        encode(path, key);
        key.append('?');
        boolean first = true;
        for (Map.Entry<String, List<String>> parameter : new TreeMap<>(query).entrySet()) {
            List<String> values = parameter.getValue();
            if (values == null || values.isEmpty()) {
                // A name without values (JAX-RS never makes one): marked with "!", which encoding never
                // leaves bare, so it differs from an absent name and from an empty value.
                first = separate(key, first);
                encode(parameter.getKey(), key);
                key.append('!');
                continue;
            }
            for (String value : values) {
                first = separate(key, first);
                encode(parameter.getKey(), key);
                key.append('=');
                encode(value == null ? "" : value, key);
            }
        }
        return key.toString();
    }

    private static boolean separate(StringBuilder key, boolean first) {
        if (!first) {
            key.append('&');
        }
        return false;
    }

    /**
     * RFC 3986 unreserved characters as they are, every other code point as the percent-encoded bytes of its
     * UTF-8; a lone surrogate (which has no UTF-8) as %u and its hex, which no UTF-8 byte ever encodes to.
     */
    static void encode(String text, StringBuilder out) {
        for (int i = 0; i < text.length(); ) {
            int c = text.codePointAt(i);
            i += Character.charCount(c);
            if (c < 128 && (Character.isLetterOrDigit(c) || c == '-' || c == '.' || c == '_' || c == '~')) {
                out.append((char) c);
            } else if (c >= Character.MIN_SURROGATE && c <= Character.MAX_SURROGATE) {
                out.append("%u").append(Integer.toHexString(c).toUpperCase());
            } else {
                for (byte b : new String(Character.toChars(c)).getBytes(StandardCharsets.UTF_8)) {
                    out.append('%').append(HEX[(b >> 4) & 0xF]).append(HEX[b & 0xF]);
                }
            }
        }
    }
}
