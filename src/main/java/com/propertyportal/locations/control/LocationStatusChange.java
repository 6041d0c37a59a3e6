package com.propertyportal.locations.control;

import com.propertyportal.locations.entity.Location;
import com.propertyportal.locations.entity.PublishStatus;
import java.time.Instant;
import java.util.Arrays;
import java.util.Optional;

/** What an administrator can do to a location's visibility, one or many at a time. */
public enum LocationStatusChange {
    PUBLISH("publish"),
    UNPUBLISH("unpublish"),
    TAKE_OFFLINE("take-offline"),
    ACTIVATE("activate"),
    DEACTIVATE("deactivate");

    private final String value;

    LocationStatusChange(String value) {
        this.value = value;
    }

    public String value() {
        return value;
    }

    public static Optional<LocationStatusChange> of(String value) {
        return Arrays.stream(values()).filter(c -> c.value.equals(value)).findFirst();
    }

    void applyTo(Location location, Instant now) {
        switch (this) {
            case PUBLISH -> location.publish(PublishStatus.PUBLISHED, now);
            case UNPUBLISH -> location.publish(PublishStatus.UNPUBLISHED, now);
            case TAKE_OFFLINE -> location.publish(PublishStatus.OFFLINE, now);
            case ACTIVATE -> location.activate(true, now);
            case DEACTIVATE -> location.activate(false, now);
        }
    }
}
