package com.propertyportal.locations.entity;

import jakarta.json.JsonObject;
import java.util.List;

/**
 * Everything an administrator sets on a location; money in cents. More than a listing reads
 * (coordinates, flags, segments), so it names its own fields rather than following ListingColumn.
 */
public record LocationData(
        String name,
        String formattedAddress,
        String state,
        String countryName,
        Double latitude,
        Double longitude,
        Integer bedCount,
        Integer bathCount,
        Integer squareFeet,
        String marketRent,
        Long marketRentValue,
        Long rentMin,
        Long rentMax,
        String videoUrl,
        String virtualTourUrl,
        PublishStatus publishStatus,
        boolean active,
        boolean available,
        JsonObject applicationConfig,
        JsonObject companyInfo,
        List<String> segmentIds) {}
