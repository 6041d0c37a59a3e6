package com.propertyportal.input;

/**
 * The control characters (U+0000 to U+001F and U+007F) that no name, path, query or header of a request
 * may hold: PostgreSQL cannot store U+0000, and the others have no business in an identifier or a search.
 */
public final class ControlCharacters {

    private ControlCharacters() {}

    /** True when the text holds a control character; a tab counts only unless allowed (header values). */
    public static boolean in(String text, boolean tabAllowed) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if ((c < 0x20 && !(tabAllowed && c == '\t')) || c == 0x7F) {
                return true;
            }
        }
        return false;
    }

    public static boolean in(String text) {
        return in(text, false);
    }
}
