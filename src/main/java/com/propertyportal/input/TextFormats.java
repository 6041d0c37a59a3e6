package com.propertyportal.input;

import com.propertyportal.problems.ProblemException;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The text formats several inputs share: calendar dates and date-times (web links: {@link WebUrl}). A
 * date-time with an offset is read wherever a request carries one (a query's timestamp, a card's date
 * field), in the spellings clients write: {@code Z}, {@code +00:00} (RFC 3339), {@code +0000} and
 * {@code +00} (ISO 8601's basic form, which JavaScript's and Python's libraries also print).
 */
public final class TextFormats {

    /** The longest date-time read: a date, a time with nine decimals and an offset fit in 35. */
    public static final int MAX_DATE_TIME = 40;

    private static final Pattern DATE_TIME =
            Pattern.compile("([0-9]{4}-[0-9]{2}-[0-9]{2})[Tt]([0-9]{2}:[0-9]{2}(?::[0-9]{2}(?:\\.[0-9]{1,9})?)?)"
                    + "(?:([Zz])|([+-][0-9]{2})(?::?([0-9]{2}))?)?");

    /** How a refused timestamp is explained. */
    public static final String TIMESTAMP =
            "must be an ISO-8601 date and time with its offset, such as 2026-01-31T12:00:00Z or"
                    + " 2026-01-31T12:00:00+0000";

    /** A space where a query's offset sign belongs: a + the client did not percent-encode, which decodes so. */
    private static final Pattern SPACE_FOR_PLUS = Pattern.compile("(T[0-9:.]{5,18}) ([0-9]{2}(?::?[0-9]{2})?)$");

    private TextFormats() {}

    /**
     * The instant a query parameter names, or a 400 naming it. A client that writes {@code +00:00} into a
     * query unencoded sends a space, which can only have been the offset's sign.
     */
    public static Instant queryInstant(String name, String value) {
        String text = SPACE_FOR_PLUS.matcher(value).replaceFirst("$1+$2");
        return offsetDateTime(text)
                .map(OffsetDateTime::toInstant)
                .orElseThrow(() -> ProblemException.invalid(name, TIMESTAMP));
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

    /**
     * A real date and time with its offset: YYYY-MM-DDThh:mm[:ss[.fraction]] then {@code Z}, {@code ±hh:mm},
     * {@code ±hhmm} or {@code ±hh} (at most ±18:00; {@code t} and {@code z} in lower case too). Nothing for
     * any other text, a time without an offset included: it would name no instant.
     */
    public static Optional<OffsetDateTime> offsetDateTime(String text) {
        return written(text).filter(DateTime::hasOffset).map(DateTime::offsetDateTime);
    }

    /**
     * A date and time as its writer wrote them, with or without an offset: the local date and time it reads
     * (the offset dropped, not applied) and the offset if there was one.
     */
    public static Optional<DateTime> written(String text) {
        if (text == null || text.length() > MAX_DATE_TIME) {
            return Optional.empty();
        }
        Matcher m = DATE_TIME.matcher(text);
        if (!m.matches()) {
            return Optional.empty();
        }
        try {
            LocalDateTime local = LocalDateTime.parse(m.group(1) + "T" + m.group(2));
            ZoneOffset offset = m.group(3) != null
                    ? ZoneOffset.UTC
                    : m.group(4) == null
                            ? null
                            : ZoneOffset.of(m.group(4) + ":" + Objects.requireNonNullElse(m.group(5), "00"));
            return Optional.of(new DateTime(local, m.group(1) + "T" + m.group(2), offset));
        } catch (DateTimeException e) {
            return Optional.empty();
        }
    }

    /** A date-time as written: its local date and time, their text, and its offset when it had one. */
    public record DateTime(LocalDateTime local, String localText, ZoneOffset offset) {

        public boolean hasOffset() {
            return offset != null;
        }

        public OffsetDateTime offsetDateTime() {
            return OffsetDateTime.of(local, offset);
        }
    }
}
