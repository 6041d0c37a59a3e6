package com.propertyportal.locations.control;

import static org.junit.jupiter.api.Assertions.assertEquals;

import jakarta.ws.rs.core.MultivaluedHashMap;
import java.util.List;
import org.junit.jupiter.api.Test;

class ListingSqlTest {

    private static ListingCriteria read(String... keyValues) {
        MultivaluedHashMap<String, String> query = new MultivaluedHashMap<>();
        for (int i = 0; i < keyValues.length; i += 2) {
            query.add(keyValues[i], keyValues[i + 1]);
        }
        return ListingFilters.read(query);
    }

    @Test
    void theColumnListIsTheListingColumnsInTheirOrder() {
        assertEquals(
                "l.id, l.company_id, l.name, l.formatted_address, l.state, l.country_name, l.bed_count,"
                        + " l.bath_count, l.square_feet, l.market_rent, l.market_rent_value, l.rent_min, l.rent_max,"
                        + " l.video_url, l.virtual_tour_url, l.publish_status, l.application_config, l.company_info",
                ListingSql.COLUMNS);
    }

    @Test
    void everyFilterIsWrittenInTheOrderOfItsKey() {
        ListingSql.Statement statement = ListingSql.of(
                "org",
                null,
                true,
                read(
                        "squareFeet",
                        "800",
                        "publishStatus",
                        "offline",
                        "minRent",
                        "100",
                        "maxRent",
                        "200000",
                        "marketRent",
                        "$1,250",
                        "available",
                        "true",
                        "_id",
                        "loc-1",
                        "rentMax",
                        "300",
                        "videoUrl",
                        "https://v.example/1",
                        "companyId",
                        "org"));
        assertEquals(
                "SELECT " + ListingSql.COLUMNS + " FROM location l WHERE l.company_id = ?1 AND l.active = TRUE"
                        + " AND l.id = ?2 AND l.available = TRUE AND l.company_id = ?3"
                        + " AND (l.market_rent = ?4 OR (l.market_rent IS NULL AND l.market_rent_value = ?5))"
                        + " AND l.market_rent_value <= ?6 AND l.market_rent_value >= ?7 AND l.publish_status = ?8"
                        + " AND l.rent_max = ?9 AND l.square_feet = ?10 AND l.video_url = ?11"
                        + " ORDER BY l.name, l.id",
                statement.sql());
        assertEquals(
                List.of(
                        "org",
                        "loc-1",
                        "org",
                        "$1,250",
                        125000L,
                        200000L,
                        100L,
                        "OFFLINE",
                        300L,
                        800,
                        "https://v.example/1"),
                statement.parameters());
    }

    @Test
    void theUnitPickersConditionsAreWrittenLikeTheFilters() {
        ListingSql.Statement statement = ListingSql.of(
                "org",
                null,
                false,
                new ListingCriteria(
                        List.of(
                                ListingCriteria.Condition.equalTo(ListingColumn.BED_COUNT, 2),
                                ListingCriteria.Condition.atMost(ListingColumn.MARKET_RENT_VALUE, 150000L)),
                        null,
                        50,
                        0));
        assertEquals(
                "SELECT " + ListingSql.COLUMNS + " FROM location l WHERE l.company_id = ?1 AND l.active = TRUE"
                        + " AND l.publish_status = 'PUBLISHED' AND l.bed_count = ?2 AND l.market_rent_value <= ?3"
                        + " ORDER BY l.name, l.id LIMIT ?4",
                statement.sql());
    }

    @Test
    void valuesAreBoundNeverWrittenIntoTheSql() {
        ListingSql.Statement statement = ListingSql.of(
                "org-1",
                "seg'1",
                false,
                read("bedCount", "2", "name", "x' OR 1=1 --", "search", "Oak_%", "limit", "5", "skip", "10"));
        assertEquals(
                "SELECT " + ListingSql.COLUMNS
                        + " FROM location l JOIN location_segment s ON s.location_id = l.id AND s.segment_id = ?1"
                        + " WHERE l.company_id = ?2 AND l.active = TRUE AND l.publish_status = 'PUBLISHED'"
                        + " AND l.bed_count = ?3 AND l.name = ?4 AND l.search_text LIKE ?5"
                        + " ORDER BY l.name, l.id LIMIT ?6 OFFSET ?7",
                statement.sql());
        assertEquals(List.of("seg'1", "org-1", 2, "x' OR 1=1 --", "%oak\\_\\%%", 5, 10), statement.parameters());
    }

    @Test
    void theOwnTokenDropsOnlyThePublishStatusCondition() {
        assertEquals(
                "SELECT " + ListingSql.COLUMNS
                        + " FROM location l WHERE l.company_id = ?1 AND l.active = TRUE ORDER BY l.name, l.id",
                ListingSql.of("org", null, true, ListingCriteria.none()).sql());
    }

    @Test
    void jdbcPlaceholdersKeepTheOrderOfTheNumberedOnes() {
        ListingSql.Statement statement = ListingSql.of("org", null, false, read("bedCount", "2", "search", "oak"));
        assertEquals(
                "SELECT " + ListingSql.COLUMNS + " FROM location l WHERE l.company_id = ? AND l.active = TRUE"
                        + " AND l.publish_status = 'PUBLISHED' AND l.bed_count = ? AND l.search_text LIKE ?"
                        + " ORDER BY l.name, l.id",
                statement.jdbcSql());
        assertEquals(List.of("org", 2, "%oak%"), statement.parameters());
    }

    @Test
    void aTermTooShortForTheTrigramIndexIsAPositionNotALike() {
        ListingSql.Statement statement = ListingSql.of("org", null, false, read("search", " 7_ "));
        assertEquals(
                "SELECT " + ListingSql.COLUMNS + " FROM location l WHERE l.company_id = ?1 AND l.active = TRUE"
                        + " AND l.publish_status = 'PUBLISHED' AND POSITION(?2 IN l.search_text) > 0"
                        + " ORDER BY l.name, l.id",
                statement.sql());
        assertEquals(List.of("org", "7_"), statement.parameters());
    }

    @Test
    void marketRentMatchesTheFormattedValueToo() {
        ListingSql.Statement statement = ListingSql.of("org", null, false, read("marketRent", "$1,250"));
        assertEquals(List.of("org", "$1,250", 125000L), statement.parameters());
        assertEquals(
                List.of("org", "call us"),
                ListingSql.of("org", null, false, read("marketRent", "call us")).parameters());
    }
}
