package com.propertyportal.http;

import com.propertyportal.problems.ProblemException;

/** Query parameters read as text and checked here, so a bad value is a 400 that names the parameter. */
public final class QueryParams {

    private QueryParams() {
    }

    public static int intParam(String name, String value, int min, int max) {
        try {
            long n = Long.parseLong(value.trim());
            if (n < min || n > max) {
                throw ProblemException.invalid(name, "must be between " + min + " and " + max);
            }
            return (int) n;
        } catch (NumberFormatException e) {
            throw ProblemException.invalid(name, "must be an integer");
        }
    }
}
