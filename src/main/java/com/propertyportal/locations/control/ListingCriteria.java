package com.propertyportal.locations.control;

import java.util.List;

/**
 * What a listing query asks for besides its organization: conditions with their values, a lower-cased
 * search text, and an optional page. Only {@link ListingSql} turns them into SQL.
 */
public record ListingCriteria(List<Condition> conditions, String search, Integer limit, int skip) {

    /** How a condition tests its column. */
    public enum Check {
        EQUALS,
        AT_LEAST,
        AT_MOST,
        /** Only available units; tests the location's availability, a column no listing shows. */
        AVAILABLE,
        /** marketRent as displayed: the imported text, or without one the formatted value (text, cents). */
        DISPLAYED_RENT
    }

    /** One condition on a location; column is the listing column compared (none for AVAILABLE). */
    public record Condition(Check check, ListingColumn column, List<Object> values) {

        public static Condition equalTo(ListingColumn column, Object value) {
            return new Condition(Check.EQUALS, column, List.of(value));
        }

        public static Condition atLeast(ListingColumn column, Object value) {
            return new Condition(Check.AT_LEAST, column, List.of(value));
        }

        public static Condition atMost(ListingColumn column, Object value) {
            return new Condition(Check.AT_MOST, column, List.of(value));
        }

        public static Condition available() {
            return new Condition(Check.AVAILABLE, null, List.of());
        }

        public static Condition displayedRent(String text, long cents) {
            return new Condition(Check.DISPLAYED_RENT, ListingColumn.MARKET_RENT, List.of(text, cents));
        }
    }

    public static ListingCriteria none() {
        return new ListingCriteria(List.of(), null, null, 0);
    }

    public ListingCriteria page(Integer limit, int skip) {
        return new ListingCriteria(conditions, search, limit, skip);
    }
}
