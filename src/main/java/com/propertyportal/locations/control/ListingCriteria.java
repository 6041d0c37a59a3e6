package com.propertyportal.locations.control;

import java.util.List;

/**
 * What a listing query asks for besides its organization: SQL conditions with their values, a
 * lower-cased search text, and an optional page.
 */
public record ListingCriteria(List<Condition> conditions, String search, Integer limit, int skip) {

    /** One condition on the location table (alias l), its ? placeholders bound to the values in order. */
    public record Condition(String sql, List<Object> values) {

        public Condition(String sql, Object... values) {
            this(sql, List.of(values));
        }
    }

    public static ListingCriteria none() {
        return new ListingCriteria(List.of(), null, null, 0);
    }

    public ListingCriteria page(Integer limit, int skip) {
        return new ListingCriteria(conditions, search, limit, skip);
    }
}
