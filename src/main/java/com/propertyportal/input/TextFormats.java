package com.propertyportal.input;

import java.time.LocalDate;
import java.time.format.DateTimeParseException;

/** The text formats several inputs share: calendar dates (web links: {@link WebUrl}). */
public final class TextFormats {

    private TextFormats() {
    }

    /** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
    public static boolean isIsoDate(String text) {
        if (text == null || text.length() != 10) {
            return false;
        }
        try {
            LocalDate.parse(text);
            return true;
        } catch (DateTimeParseException e) {
            return false;
        }
    }
}
