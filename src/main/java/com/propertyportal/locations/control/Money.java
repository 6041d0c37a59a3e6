package com.propertyportal.locations.control;

/**
 * Display strings of amounts kept in cents: 125000 is "$1,250", 125050 is "$1,250.50". Written digit by
 * digit: a listing formats two amounts per location, and a DecimalFormat per call cost more than the
 * rest of the row.
 */
public final class Money {

    private Money() {}

    public static String display(long cents) {
        long magnitude = cents < 0 ? -cents : cents; // Long.MIN_VALUE stays itself: 2^63 read unsigned
        String dollars = Long.toUnsignedString(Long.divideUnsigned(magnitude, 100));
        long rest = Long.remainderUnsigned(magnitude, 100);
        StringBuilder out = new StringBuilder(dollars.length() + 8);
        out.append(cents < 0 ? "-$" : "$");
        int group = dollars.length() % 3 == 0 ? 3 : dollars.length() % 3;
        out.append(dollars, 0, group);
        for (int i = group; i < dollars.length(); i += 3) {
            out.append(',').append(dollars, i, i + 3);
        }
        if (rest != 0) {
            out.append('.').append((char) ('0' + rest / 10)).append((char) ('0' + rest % 10));
        }
        return out.toString();
    }
}
