package com.propertyportal.locations.control;

import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Locale;

/** Display strings of amounts kept in cents: 125000 is "$1,250", 125050 is "$1,250.50". */
public final class Money {

    private Money() {
    }

    public static String display(long cents) {
        DecimalFormat format = new DecimalFormat(cents % 100 == 0 ? "#,##0" : "#,##0.00",
                DecimalFormatSymbols.getInstance(Locale.US));
        String amount = format.format(java.math.BigDecimal.valueOf(Math.abs(cents), 2));
        return (cents < 0 ? "-$" : "$") + amount;
    }
}
