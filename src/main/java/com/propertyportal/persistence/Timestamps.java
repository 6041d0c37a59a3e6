package com.propertyportal.persistence;

import java.sql.Timestamp;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;

/**
 * Timestamps of native queries: bound as UTC OffsetDateTime, and read back from whatever type the
 * driver returns for a TIMESTAMP WITH TIME ZONE column (H2 and PostgreSQL differ).
 */
public final class Timestamps {

    private Timestamps() {}

    public static OffsetDateTime at(Instant instant) {
        return instant.atOffset(ZoneOffset.UTC);
    }

    /** The instant of a column value; null stays null. */
    public static Instant instant(Object value) {
        if (value == null) {
            return null;
        }
        if (value instanceof OffsetDateTime o) {
            return o.toInstant();
        }
        if (value instanceof Timestamp t) {
            return t.toInstant();
        }
        if (value instanceof LocalDateTime l) {
            return l.toInstant(ZoneOffset.UTC);
        }
        return Instant.parse(value.toString());
    }
}
