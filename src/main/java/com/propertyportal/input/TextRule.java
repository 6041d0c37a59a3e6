package com.propertyportal.input;

import java.text.Normalizer;
import java.util.Optional;

/**
 * The one rule for text a request body carries, applied by {@link StrictJsonReader} to every string and member
 * name of every JSON body: no control character (C0, DEL, C1) but tab, line feed and carriage return; no
 * bidirectional override or isolate (U+202A to U+202E, U+2066 to U+2069), which make a name read otherwise than it
 * is stored (a file name, an audit entry); no lone surrogate, which is no Unicode text; and every string in NFC,
 * so that one text has one spelling. Where a member is one line (a name, a title, a label), {@link JsonInput}
 * refuses tab and line breaks too.
 */
public final class TextRule {

    private TextRule() {}

    /** Why the text breaks the rule, or empty when it keeps it. */
    public static Optional<String> problemWith(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == 0) {
                return Optional.of("has a NUL character");
            }
            if ((c < 0x20 && c != '\t' && c != '\n' && c != '\r') || (c >= 0x7F && c <= 0x9F)) {
                return Optional.of("has the control character " + codePoint(c));
            }
            if ((c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069)) {
                return Optional.of("has the bidirectional control " + codePoint(c)
                        + ", which shows text otherwise than it is stored");
            }
            if (Character.isHighSurrogate(c)) {
                if (i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
                    i++;
                } else {
                    return Optional.of("has a lone surrogate " + codePoint(c) + ", which is no Unicode text");
                }
            } else if (Character.isLowSurrogate(c)) {
                return Optional.of("has a lone surrogate " + codePoint(c) + ", which is no Unicode text");
            }
        }
        return Optional.empty();
    }

    /** Why a one-line member's text breaks the rule for one line: a tab or a line break; or empty. */
    public static Optional<String> lineProblemWith(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\t' || c == '\n' || c == '\r') {
                return Optional.of("must be one line: it has the control character " + codePoint(c));
            }
        }
        return Optional.empty();
    }

    /** The text in Unicode's composed form (NFC); the same string when it is in it already. */
    public static String composed(String text) {
        return Normalizer.isNormalized(text, Normalizer.Form.NFC)
                ? text
                : Normalizer.normalize(text, Normalizer.Form.NFC);
    }

    private static String codePoint(char c) {
        return String.format("U+%04X", (int) c);
    }
}
