package com.propertyportal.input;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.format.DateTimeParseException;

/** The text formats several inputs share: calendar dates and date-times (web links: {@link WebUrl}). */
public final class TextFormats {

    private TextFormats() {}

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

    /** A real date and time of day without an offset, written YYYY-MM-DDThh:mm[:ss[.fraction]]. */
    public static boolean isLocalDateTime(String text) {
        if (text == null || text.length() > 29) {
            return false;
        }
        try {
            LocalDateTime.parse(text);
            return true;
        } catch (DateTimeParseException e) {
            return false;
        }
    }
}
