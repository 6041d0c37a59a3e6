package com.propertyportal.locations.control;

import java.util.Optional;

/**
 * The location columns a listing reads, in the order its SELECT names them. The one list behind the
 * statement's column list ({@link ListingSql}), the row mapping by label ({@link ListingRows}) and the
 * exact-match query filters ({@link ListingFilters}).
 */
public enum ListingColumn {
    ID("id", Type.TEXT, "_id", 64),
    ORGANIZATION_ID("company_id", Type.TEXT, "companyId", 64),
    NAME("name", Type.TEXT, "name", 200),
    FORMATTED_ADDRESS("formatted_address", Type.TEXT, null, 500),
    STATE("state", Type.TEXT, null, 100),
    COUNTRY_NAME("country_name", Type.TEXT, null, 100),
    BED_COUNT("bed_count", Type.COUNT, "bedCount", 0),
    BATH_COUNT("bath_count", Type.COUNT, "bathCount", 0),
    SQUARE_FEET("square_feet", Type.COUNT, "squareFeet", 0),
    /** Matched as displayed (the imported text or the formatted value), not exactly: see ListingFilters. */
    MARKET_RENT("market_rent", Type.TEXT, null, 50),
    MARKET_RENT_VALUE("market_rent_value", Type.CENTS, "marketRentValue", 0),
    RENT_MIN("rent_min", Type.CENTS, "rentMin", 0),
    RENT_MAX("rent_max", Type.CENTS, "rentMax", 0),
    VIDEO_URL("video_url", Type.TEXT, "videoUrl", 2048),
    VIRTUAL_TOUR_URL("virtual_tour_url", Type.TEXT, "virtualTourUrl", 2048),
    PUBLISH_STATUS("publish_status", Type.STATUS, "publishStatus", 0),
    APPLICATION_CONFIG("application_config", Type.TEXT, null, 0),
    COMPANY_INFO("company_info", Type.TEXT, null, 0);

    /** How a column's value is read from a row and, for a filter, from the query text. */
    public enum Type {
        TEXT,
        COUNT,
        CENTS,
        STATUS
    }

    private final String label;
    private final Type type;
    private final String exactFilter;
    private final int maxLength;

    ListingColumn(String label, Type type, String exactFilter, int maxLength) {
        this.label = label;
        this.type = type;
        this.exactFilter = exactFilter;
        this.maxLength = maxLength;
    }

    /** The longest text the column holds (0 for numbers and documents): a longer filter value is a mistake. */
    public int maxLength() {
        return maxLength;
    }

    /** The column's name in the location table, which is also its label in a listing's result rows. */
    public String label() {
        return label;
    }

    public Type type() {
        return type;
    }

    /**
     * The query key that matches the column exactly: the listing object's name for it. None for the
     * address parts and the configuration, which the listing object shows nested, and for marketRent.
     */
    public Optional<String> exactFilter() {
        return Optional.ofNullable(exactFilter);
    }
}
