package com.propertyportal.locations.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.propertyportal.http.Queries;
import com.propertyportal.input.Cents;
import com.propertyportal.locations.control.ListingCriteria.Check;
import com.propertyportal.locations.control.ListingCriteria.Condition;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The query filters of /locations and /listings: what they select, and a 400 naming every bad one. */
class ListingFiltersTest {

    private static ListingCriteria read(String... keyValues) {
        return ListingFilters.read(Queries.of(keyValues));
    }

    private static List<String> problems(String... keyValues) {
        return Queries.refusals(() -> read(keyValues));
    }

    @Test
    void noFilterSelectsEveryListingWithoutAPage() {
        ListingCriteria criteria = read();
        assertEquals(List.of(), criteria.conditions());
        assertNull(criteria.search());
        assertNull(criteria.limit());
        assertEquals(0, criteria.skip());
    }

    @Test
    void everyBadFilterIsNamedInOneAnswer() {
        assertEquals(
                List.of(
                        "available must be true or false",
                        "bedCount must be an integer",
                        "limit must be between 1 and 1000",
                        "nickname is not a known filter",
                        "publishStatus must be one of published, unpublished, offline",
                        "skip must be between 0 and 2147483647"),
                problems(
                        "skip",
                        "-1",
                        "publishStatus",
                        "PUBLISHED",
                        "nickname",
                        "x",
                        "limit",
                        "0",
                        "bedCount",
                        "two",
                        "available",
                        "yes"));
    }

    @Test
    void aFilterGivenTwiceIsAMistake() {
        assertEquals(List.of("bedCount must be given once"), problems("bedCount", "1", "bedCount", "2"));
    }

    @Test
    void valuesAreHeldToTheirColumns() {
        assertEquals(List.of("_id must be 1 to 64 letters, digits or . _ : -"), problems("_id", "a b"));
        assertEquals(List.of("name must be at most 200 characters"), problems("name", "n".repeat(201)));
        assertEquals(List.of("search must be at most 200 characters"), problems("search", "s".repeat(201)));
        assertEquals(List.of("minRent must be between 0 and " + Cents.MAX), problems("minRent", "-5"));
        assertEquals(List.of("marketRent must be at most 50 characters"), problems("marketRent", "9".repeat(51)));
    }

    @Test
    void onlyAvailableTrueNarrowsAndAnyPublishStatusIsReadInItsStoredForm() {
        assertEquals(List.of(), read("available", "false").conditions());
        assertEquals(List.of(Condition.available()), read("available", "true").conditions());
        assertEquals(
                List.of(Condition.equalTo(ListingColumn.PUBLISH_STATUS, "UNPUBLISHED")),
                read("publishStatus", "unpublished").conditions());
    }

    @Test
    void rentBoundsAreInclusiveCentsAndCountsAreNumbers() {
        assertEquals(
                List.of(
                        Condition.equalTo(ListingColumn.BED_COUNT, 2),
                        Condition.atMost(ListingColumn.MARKET_RENT_VALUE, 150000L),
                        Condition.atLeast(ListingColumn.MARKET_RENT_VALUE, 90000L)),
                read("minRent", "90000", "maxRent", "150000", "bedCount", "2").conditions());
    }

    @Test
    void theSearchTextIsTrimmedAndLowerCasedAndABlankOneIsNone() {
        assertEquals("oak street", read("search", "  Oak Street ").search());
        assertNull(read("search", "   ").search());
    }

    @Test
    void marketRentIsMatchedAsDisplayedWhenItIsTheFormattedValue() {
        Condition formatted = read("marketRent", "$1,250").conditions().get(0);
        assertEquals(Check.DISPLAYED_RENT, formatted.check());
        assertEquals(List.of("$1,250", 125000L), formatted.values());
        assertEquals(
                List.of(Condition.equalTo(ListingColumn.MARKET_RENT, "1250")),
                read("marketRent", "1250").conditions(),
                "not as Money displays it: only the imported text");
    }

    @Test
    void aPageIsALimitAndASkip() {
        ListingCriteria criteria = read("limit", "1000", "skip", "20");
        assertEquals(1000, criteria.limit());
        assertEquals(20, criteria.skip());
    }
}
