package com.propertyportal.http;

import com.propertyportal.problems.ProblemException;
import java.util.regex.Pattern;

/**
 * Query parameters read as text and checked here, so a bad value is a 400 that names the parameter. An
 * integer is written as ASCII digits with an optional minus, nothing else: no sign, no spaces, no other
 * script's digits, which Java's parsers would otherwise read.
 */
public final class QueryParams {

    private static final Pattern INTEGER = Pattern.compile("-?[0-9]{1,18}");

    private QueryParams() {}

    public static int intParam(String name, String value, int min, int max) {
        try {
            long n = integer(value);
            if (n < min || n > max) {
                throw ProblemException.invalid(name, "must be between " + min + " and " + max);
            }
            return (int) n;
        } catch (NumberFormatException e) {
            throw ProblemException.invalid(name, "must be an integer");
        }
    }

    /** An optional flag: absent is false; otherwise exactly true or false. */
    public static boolean boolParam(String name, String value) {
        if (value == null || value.equals("false")) {
            return false;
        }
        if (value.equals("true")) {
            return true;
        }
        throw ProblemException.invalid(name, "must be true or false");
    }

    public static double numberParam(String name, String value, double min, double max) {
        if (!value.matches("-?[0-9]{1,9}(\\.[0-9]{1,9})?")) {
            throw ProblemException.invalid(name, "must be a number");
        }
        try {
            double n = Double.parseDouble(value);
            if (Double.isNaN(n) || n < min || n > max) {
                throw ProblemException.invalid(name, "must be a number between " + plain(min) + " and " + plain(max));
            }
            return n;
        } catch (NumberFormatException e) {
            throw ProblemException.invalid(name, "must be a number");
        }
    }

    public static long longParam(String name, String value, long min, long max) {
        try {
            long n = integer(value);
            if (n < min || n > max) {
                throw ProblemException.invalid(name, "must be between " + min + " and " + max);
            }
            return n;
        } catch (NumberFormatException e) {
            throw ProblemException.invalid(name, "must be an integer");
        }
    }

    private static long integer(String value) {
        if (!INTEGER.matcher(value).matches()) {
            throw new NumberFormatException();
        }
        return Long.parseLong(value);
    }

    private static String plain(double n) {
        return n == Math.rint(n) ? Long.toString((long) n) : Double.toString(n);
    }
}
