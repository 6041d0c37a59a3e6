package com.propertyportal.locations.entity;

/**
 * What the portal shows of a location: read from the entity for one location, or straight from the
 * result rows of a listing query. Configuration stays JSON text until it is laid over the organization's.
 * One accessor per listing column (locations.control.ListingColumn), which a listing row reads by label.
 */
public interface LocationFields {

    String id();

    String organizationId();

    String name();

    String formattedAddress();

    String state();

    String countryName();

    Integer bedCount();

    Integer bathCount();

    Integer squareFeet();

    String marketRent();

    Long marketRentValue();

    Long rentMin();

    Long rentMax();

    String videoUrl();

    String virtualTourUrl();

    PublishStatus publishStatus();

    /** The location's applicationConfig overrides, as stored JSON text. */
    String applicationConfigJson();

    /** The location's companyInfo overrides, as stored JSON text. */
    String companyInfoJson();
}
