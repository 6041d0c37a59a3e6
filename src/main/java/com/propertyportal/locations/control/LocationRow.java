package com.propertyportal.locations.control;

import static com.propertyportal.locations.control.ListingColumn.*;

import com.propertyportal.locations.entity.LocationFields;
import com.propertyportal.locations.entity.PublishStatus;
import java.util.EnumMap;
import java.util.Map;

/**
 * One result row of a listing query: the value of each {@link ListingColumn}, no entity around them.
 * Its accessors still name the columns, because the views read rows and entities alike through
 * {@link LocationFields}.
 */
public final class LocationRow implements LocationFields {

    private final Map<ListingColumn, Object> values;

    /** Takes the map over: {@link ListingRows} makes one per row and keeps none. */
    LocationRow(EnumMap<ListingColumn, Object> values) {
        this.values = values;
    }

    @Override
    public String id() {
        return text(ID);
    }

    @Override
    public String organizationId() {
        return text(ORGANIZATION_ID);
    }

    @Override
    public String name() {
        return text(NAME);
    }

    @Override
    public String formattedAddress() {
        return text(FORMATTED_ADDRESS);
    }

    @Override
    public String state() {
        return text(STATE);
    }

    @Override
    public String countryName() {
        return text(COUNTRY_NAME);
    }

    @Override
    public Integer bedCount() {
        return (Integer) values.get(BED_COUNT);
    }

    @Override
    public Integer bathCount() {
        return (Integer) values.get(BATH_COUNT);
    }

    @Override
    public Integer squareFeet() {
        return (Integer) values.get(SQUARE_FEET);
    }

    @Override
    public String marketRent() {
        return text(MARKET_RENT);
    }

    @Override
    public Long marketRentValue() {
        return (Long) values.get(MARKET_RENT_VALUE);
    }

    @Override
    public Long rentMin() {
        return (Long) values.get(RENT_MIN);
    }

    @Override
    public Long rentMax() {
        return (Long) values.get(RENT_MAX);
    }

    @Override
    public String videoUrl() {
        return text(VIDEO_URL);
    }

    @Override
    public String virtualTourUrl() {
        return text(VIRTUAL_TOUR_URL);
    }

    @Override
    public PublishStatus publishStatus() {
        return (PublishStatus) values.get(PUBLISH_STATUS);
    }

    @Override
    public String applicationConfigJson() {
        return text(APPLICATION_CONFIG);
    }

    @Override
    public String companyInfoJson() {
        return text(COMPANY_INFO);
    }

    private String text(ListingColumn column) {
        return (String) values.get(column);
    }
}
