package com.propertyportal.locations.control;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Locale;
import org.junit.jupiter.api.Test;

class MoneyTest {

    @Test
    void wholeDollarsWithoutCentsOtherwiseTwoDigits() {
        assertEquals("$1,250", Money.display(125000));
        assertEquals("$1,250.50", Money.display(125050));
        assertEquals("$0.05", Money.display(5));
        assertEquals("$0", Money.display(0));
        assertEquals("$12,345,678", Money.display(1_234_567_800));
        assertEquals("-$3.10", Money.display(-310));
    }

    @Test
    void agreesWithDecimalFormatEverywhere() {
        long[] samples = {
            1,
            9,
            10,
            99,
            100,
            101,
            999_99,
            1_000_00,
            1_000_01,
            12_345_67,
            999_999_99,
            100_000_000_00L,
            Long.MAX_VALUE,
            Long.MIN_VALUE,
            Long.MIN_VALUE + 1
        };
        for (long cents : samples) {
            assertEquals(reference(cents), Money.display(cents), () -> "cents " + cents);
            assertEquals(reference(-cents), Money.display(-cents), () -> "cents " + -cents);
        }
        for (long cents = -100_000; cents <= 100_000; cents += 7) {
            assertEquals(reference(cents), Money.display(cents));
        }
    }

    private static String reference(long cents) {
        DecimalFormat format =
                new DecimalFormat(cents % 100 == 0 ? "#,##0" : "#,##0.00", DecimalFormatSymbols.getInstance(Locale.US));
        return (cents < 0 ? "-$" : "$")
                + format.format(BigDecimal.valueOf(cents, 2).abs());
    }
}
