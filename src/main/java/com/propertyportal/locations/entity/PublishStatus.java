package com.propertyportal.locations.entity;

import java.util.Arrays;
import java.util.Optional;

/** Whether a location's page is public. Only published locations are shown without bp=true. */
public enum PublishStatus {
    PUBLISHED,
    UNPUBLISHED,
    OFFLINE;

    public String value() {
        return name().toLowerCase();
    }

    public static Optional<PublishStatus> of(String value) {
        return Arrays.stream(values()).filter(s -> s.value().equals(value)).findFirst();
    }
}
