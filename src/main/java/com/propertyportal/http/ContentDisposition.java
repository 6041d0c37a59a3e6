package com.propertyportal.http;

import java.nio.charset.StandardCharsets;

/**
 * A download's Content-Disposition as RFC 6266 asks: {@code filename="..."} in plain ASCII for old clients,
 * and {@code filename*=UTF-8''...} with the real name percent-encoded (RFC 8187) for every other. Only
 * printable ASCII ever reaches the header, whatever the name holds, so no name can break the header or end it.
 */
public final class ContentDisposition {

    /** RFC 8187 attr-char besides letters and digits: the characters a filename* value may carry as they are. */
    private static final String ATTR_CHAR = "!#$&+-.^_`|~";

    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    private ContentDisposition() {}

    public static String attachment(String fileName) {
        return "attachment; filename=\"" + asciiFallback(fileName) + "\"; filename*=UTF-8''" + encoded(fileName);
    }

    /**
     * Printable ASCII as it is, except the quote and backslash that would end or escape the quoted string and
     * the percent sign that some clients decode; anything else becomes "_".
     */
    static String asciiFallback(String name) {
        StringBuilder ascii = new StringBuilder(name.length());
        name.codePoints()
                .forEach(
                        c -> ascii.append(c >= 0x20 && c < 0x7F && c != '"' && c != '\\' && c != '%' ? (char) c : '_'));
        return ascii.isEmpty() ? "file" : ascii.toString();
    }

    static String encoded(String name) {
        StringBuilder out = new StringBuilder(name.length() * 3);
        for (byte b : name.getBytes(StandardCharsets.UTF_8)) {
            int c = b & 0xFF;
            if (c < 0x80 && (Character.isLetterOrDigit(c) || ATTR_CHAR.indexOf(c) >= 0)) {
                out.append((char) c);
            } else {
                out.append('%').append(HEX[c >> 4]).append(HEX[c & 0xF]);
            }
        }
        return out.toString();
    }
}
