package com.propertyportal.input;

import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.regex.Pattern;

/** The text formats several inputs share: calendar dates and web links. */
public final class TextFormats {

    private static final Pattern WEB_URL = Pattern.compile("(?i)https?://\\S+");

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

    /** An http or https link without spaces. */
    public static boolean isWebUrl(String text) {
        return text != null && WEB_URL.matcher(text).matches();
    }
}
