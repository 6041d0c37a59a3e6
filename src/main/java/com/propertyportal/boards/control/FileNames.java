package com.propertyportal.boards.control;

import java.text.Normalizer;

/**
 * The name a card file is kept and offered under, made from whatever name its upload carried: the last
 * segment of a client's path only; each run of white space (CR and LF included, as an RFC 2231
 * {@code filename*} may decode to them) one space; no control, format or unassigned character, nothing a
 * file system or a quoted header treats specially ({@code " * : < > ? | \ /}) but as "_"; no leading or
 * trailing dots or spaces; at most 255 characters with the extension kept. Applying it twice changes nothing,
 * so a name kept by an older version is safe once passed through it.
 */
public final class FileNames {

    static final int MAX_LENGTH = 255;
    private static final int MAX_EXTENSION = 16;
    private static final String FALLBACK = "file";

    private FileNames() {}

    public static String safe(String uploaded) {
        if (uploaded == null) {
            return FALLBACK;
        }
        String name = Normalizer.normalize(uploaded, Normalizer.Form.NFC);
        name = name.substring(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
        StringBuilder clean = new StringBuilder(name.length());
        boolean space = false;
        for (int i = 0; i < name.length(); ) {
            int c = name.codePointAt(i);
            i += Character.charCount(c);
            if (Character.isWhitespace(c) || Character.isSpaceChar(c)) {
                space = true;
                continue;
            }
            if (space && !clean.isEmpty()) {
                clean.append(' ');
            }
            space = false;
            clean.appendCodePoint(allowed(c) ? c : '_');
        }
        return shortened(trimmed(clean.toString()));
    }

    private static boolean allowed(int c) {
        int type = Character.getType(c);
        return !Character.isISOControl(c)
                && type != Character.FORMAT
                && type != Character.SURROGATE
                && type != Character.LINE_SEPARATOR
                && type != Character.PARAGRAPH_SEPARATOR
                && type != Character.UNASSIGNED
                && "\"*:<>?|\\/".indexOf(c) < 0;
    }

    /** Without the leading dots of a hidden or relative name, and the trailing dots and spaces Windows drops. */
    private static String trimmed(String name) {
        int start = 0;
        int end = name.length();
        while (start < end && (name.charAt(start) == '.' || name.charAt(start) == ' ')) {
            start++;
        }
        while (end > start && (name.charAt(end - 1) == '.' || name.charAt(end - 1) == ' ')) {
            end--;
        }
        return start == end ? FALLBACK : name.substring(start, end);
    }

    private static String shortened(String name) {
        if (name.length() <= MAX_LENGTH) {
            return name;
        }
        int dot = name.lastIndexOf('.');
        String extension = dot > 0 && name.length() - dot <= MAX_EXTENSION ? name.substring(dot) : "";
        int cut = MAX_LENGTH - extension.length();
        if (Character.isHighSurrogate(name.charAt(cut - 1))) {
            cut--;
        }
        return trimmed(name.substring(0, cut)) + extension;
    }
}
