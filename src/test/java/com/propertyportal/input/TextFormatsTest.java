package com.propertyportal.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.params.provider.Arguments.arguments;

import com.propertyportal.http.Queries;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Date-times as clients write them: every offset spelling read to the same instant, and what is not one. */
class TextFormatsTest {

    static Stream<Arguments> instants() {
        return Stream.of(
                arguments("2026-01-31T12:00:00Z", "2026-01-31T12:00:00Z"),
                arguments("2026-01-31T12:00:00z", "2026-01-31T12:00:00Z"),
                arguments("2026-01-31t12:00:00Z", "2026-01-31T12:00:00Z"),
                arguments("2026-01-31T12:00:00+00:00", "2026-01-31T12:00:00Z"),
                arguments("2026-01-31T12:00:00+0000", "2026-01-31T12:00:00Z"),
                arguments("2026-01-31T12:00:00+00", "2026-01-31T12:00:00Z"),
                arguments("2026-01-31T12:00:00-00:00", "2026-01-31T12:00:00Z"),
                arguments("2026-01-31T12:00:00.000Z", "2026-01-31T12:00:00Z"),
                arguments("2026-01-31T12:00:00.123456789+0000", "2026-01-31T12:00:00.123456789Z"),
                arguments("2026-01-31T12:00Z", "2026-01-31T12:00:00Z"),
                arguments("2026-01-31T13:00:00+01:00", "2026-01-31T12:00:00Z"),
                arguments("2026-01-31T13:00:00+0100", "2026-01-31T12:00:00Z"),
                arguments("2026-01-31T13:00:00+01", "2026-01-31T12:00:00Z"),
                arguments("2026-01-31T06:30:00-0530", "2026-01-31T12:00:00Z"),
                arguments("2026-02-01T02:00:00+14:00", "2026-01-31T12:00:00Z"),
                arguments("2026-01-31T00:00:00+18:00", "2026-01-30T06:00:00Z"),
                arguments("2026-01-31T00:00:00-1800", "2026-01-31T18:00:00Z"),
                arguments("2028-02-29T23:59:59.999-00:00", "2028-02-29T23:59:59.999Z"),
                arguments("0001-01-01T00:00:00Z", "0001-01-01T00:00:00Z"),
                arguments("9999-12-31T23:59:59+0000", "9999-12-31T23:59:59Z"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource
    void instants(String written, String instant) {
        assertEquals(
                Optional.of(Instant.parse(instant)),
                TextFormats.offsetDateTime(written).map(OffsetDateTime::toInstant));
        assertEquals(Instant.parse(instant), TextFormats.queryInstant("updatedAtMin", written));
    }

    @ParameterizedTest(name = "\"{0}\"")
    @ValueSource(
            strings = {
                "",
                "2026-01-31",
                "2026-01-31T12:00:00",
                "2026-01-31T12:00:00 Z",
                "2026-01-31 12:00:00Z",
                "2026-01-31T12:00:00+1:00",
                "2026-01-31T12:00:00+01:0",
                "2026-01-31T12:00:00+010",
                "2026-01-31T12:00:00+01:60",
                "2026-01-31T12:00:00+18:01",
                "2026-01-31T12:00:00+1900",
                "2026-01-31T12:00:00+00:00:00",
                "2026-01-31T12:00:00UTC",
                "2026-01-31T12:00:00GMT+1",
                "2026-01-31T24:00:00Z",
                "2026-01-31T12:60:00Z",
                "2026-01-31T12:00:60Z",
                "2026-02-30T12:00:00Z",
                "2027-02-29T12:00:00Z",
                "2026-1-31T12:00:00Z",
                "+12026-01-31T12:00:00Z",
                "2026-01-31T12:00:00.1234567890Z",
                "2026-01-31T12:00:00.Z",
                "2026-01-31T12Z",
                "２０２６-01-31T12:00:00Z",
                "2026-01-31T12:00:00Z\n",
                "1769860800",
                "Sat, 31 Jan 2026 12:00:00 GMT",
                "yesterday"
            })
    void notInstants(String written) {
        assertEquals(Optional.empty(), TextFormats.offsetDateTime(written));
        assertEquals(
                List.of("updated_after " + TextFormats.TIMESTAMP),
                Queries.refusals(() -> TextFormats.queryInstant("updated_after", written)));
    }

    @Test
    void aLongerTextIsNotReadAtAll() {
        String padded = "2026-01-31T12:00:00.000000000+00:00";
        assertTrue(TextFormats.offsetDateTime(padded).isPresent());
        assertFalse(TextFormats.offsetDateTime("0".repeat(TextFormats.MAX_DATE_TIME + 1))
                .isPresent());
        assertFalse(TextFormats.written(null).isPresent());
    }

    @ParameterizedTest(name = "\"{0}\"")
    @ValueSource(strings = {"2026-01-31T12:00:00 00:00", "2026-01-31T12:00:00 0000", "2026-01-31T12:00:00 00"})
    void aQuerysOffsetWhosePlusArrivedAsASpaceIsReadWithIt(String decoded) {
        assertEquals(Instant.parse("2026-01-31T12:00:00Z"), TextFormats.queryInstant("updatedAtMin", decoded));
        assertEquals(Optional.empty(), TextFormats.offsetDateTime(decoded), "only in a query");
    }

    @Test
    void aSpaceIsReadAsThePlusOnlyWhereTheOffsetsSignBelongs() {
        assertEquals(
                List.of("updatedAtMin " + TextFormats.TIMESTAMP),
                Queries.refusals(() -> TextFormats.queryInstant("updatedAtMin", "2026-01-31 12:00:00 00:00")));
        assertEquals(
                List.of("updatedAtMin " + TextFormats.TIMESTAMP),
                Queries.refusals(() -> TextFormats.queryInstant("updatedAtMin", "2026-01-31T12:00:00  00:00")));
    }

    @Test
    void aDateTimeAsWrittenKeepsItsLocalTextAndItsOffsetApart() {
        TextFormats.DateTime written =
                TextFormats.written("2026-01-31t23:30:00.5-0500").orElseThrow();
        assertEquals("2026-01-31T23:30:00.5", written.localText());
        assertEquals("-05:00", written.offset().getId());
        assertEquals(
                Instant.parse("2026-02-01T04:30:00.5Z"),
                written.offsetDateTime().toInstant());
        TextFormats.DateTime local = TextFormats.written("2026-01-31T23:30").orElseThrow();
        assertFalse(local.hasOffset());
        assertEquals("2026-01-31T23:30", local.localText());
    }
}
