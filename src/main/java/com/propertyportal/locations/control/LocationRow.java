package com.propertyportal.locations.control;

import com.propertyportal.locations.entity.LocationFields;
import com.propertyportal.locations.entity.PublishStatus;

/** One result row of a listing query: the columns the listing shape needs, no entity around them. */
public record LocationRow(String id, String companyId, String name, String formattedAddress, String state,
        String countryName, Integer bedCount, Integer bathCount, Integer squareFeet, String marketRent,
        Long marketRentValue, Long rentMin, Long rentMax, String videoUrl, String virtualTourUrl,
        PublishStatus publishStatus, String applicationConfigJson, String companyInfoJson)
        implements LocationFields {
}
