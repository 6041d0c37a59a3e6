package com.propertyportal.http;

import com.propertyportal.problems.FieldError;
import com.propertyportal.problems.ProblemException;
import jakarta.ws.rs.core.MultivaluedMap;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * Query parameters read as text and checked here, so a bad value is a 400 that names the parameter. An
 * integer is written as ASCII digits with an optional minus, nothing else: no sign, no spaces, no other
 * script's digits, which Java's parsers would otherwise read. An optional parameter sent empty
 * ({@code ?page=}) is read as not sent, as the clients that build a query from a form or a template expect;
 * a name the list does not know is a 400 whatever its value, so a misspelt filter never goes unnoticed.
 */
public final class QueryParams {

    private static final Pattern INTEGER = Pattern.compile("-?[0-9]{1,18}");

    private QueryParams() {}

    /**
     * The query's one value of each known name, without the names sent empty: a name not among {@code known},
     * or given more than once, is a 400 naming each such name.
     */
    public static Map<String, String> screened(MultivaluedMap<String, String> query, Set<String> known) {
        return screened(query, known, Integer.MAX_VALUE);
    }

    /** As {@link #screened(MultivaluedMap, Set)}, and a value longer than {@code maxLength} is named with them. */
    public static Map<String, String> screened(MultivaluedMap<String, String> query, Set<String> known, int maxLength) {
        List<FieldError> errors = new ArrayList<>();
        Map<String, String> values = new HashMap<>();
        for (var entry : new TreeMap<>(query).entrySet()) {
            if (!known.contains(entry.getKey())) {
                errors.add(new FieldError(
                        entry.getKey(), "is not a known parameter; known: " + String.join(", ", new TreeSet<>(known))));
            } else if (entry.getValue().size() != 1) {
                errors.add(new FieldError(entry.getKey(), "must be given once"));
            } else if (entry.getValue().get(0).length() > maxLength) {
                errors.add(new FieldError(entry.getKey(), "must be at most " + maxLength + " characters"));
            } else if (!entry.getValue().get(0).isEmpty()) {
                values.put(entry.getKey(), entry.getValue().get(0));
            }
        }
        if (!errors.isEmpty()) {
            throw ProblemException.invalid(errors);
        }
        return values;
    }

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
