package com.propertyportal.input;

/** Amounts of money, which every input takes as whole cents. */
public final class Cents {

    /** The largest amount any input accepts: $1,000,000,000.00, far above any rent or income. */
    public static final long MAX = 1_000_000_000_00L;

    private Cents() {}
}
