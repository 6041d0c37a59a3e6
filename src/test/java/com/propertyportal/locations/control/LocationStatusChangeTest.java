package com.propertyportal.locations.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.propertyportal.locations.entity.Location;
import com.propertyportal.locations.entity.LocationData;
import com.propertyportal.locations.entity.PublishStatus;
import jakarta.json.JsonValue;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** What an administrator's publish, unpublish, take-offline, activate and deactivate do to a location. */
class LocationStatusChangeTest {

    private static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");

    private static Location location() {
        return new Location(
                "loc-1",
                "org-1",
                new LocationData(
                        "Pier 7",
                        null,
                        null,
                        null,
                        null,
                        null,
                        null,
                        null,
                        null,
                        null,
                        null,
                        null,
                        null,
                        null,
                        null,
                        PublishStatus.PUBLISHED,
                        true,
                        true,
                        JsonValue.EMPTY_JSON_OBJECT,
                        JsonValue.EMPTY_JSON_OBJECT,
                        List.of()),
                T0);
    }

    @Test
    void eachChangeIsNamedAsTheRequestSpellsIt() {
        assertEquals(
                List.of("publish", "unpublish", "take-offline", "activate", "deactivate"),
                Arrays.stream(LocationStatusChange.values())
                        .map(LocationStatusChange::value)
                        .toList());
        assertEquals(Optional.of(LocationStatusChange.TAKE_OFFLINE), LocationStatusChange.of("take-offline"));
        assertEquals(Optional.empty(), LocationStatusChange.of("TAKE_OFFLINE"));
        assertEquals(Optional.empty(), LocationStatusChange.of("offline"));
    }

    @Test
    void publishingChangesOnlyThePublishStatus() {
        Location location = location();
        LocationStatusChange.TAKE_OFFLINE.applyTo(location, T0.plusSeconds(1));
        assertEquals(PublishStatus.OFFLINE, location.publishStatus());
        LocationStatusChange.UNPUBLISH.applyTo(location, T0.plusSeconds(2));
        assertEquals(PublishStatus.UNPUBLISHED, location.publishStatus());
        LocationStatusChange.PUBLISH.applyTo(location, T0.plusSeconds(3));
        assertEquals(PublishStatus.PUBLISHED, location.publishStatus());
        assertTrue(location.active());
        assertEquals(T0.plusSeconds(3), location.updatedAt());
        assertEquals(T0, location.createdAt());
    }

    @Test
    void activatingChangesOnlyWhetherTheLocationIsActive() {
        Location location = location();
        LocationStatusChange.DEACTIVATE.applyTo(location, T0.plusSeconds(1));
        assertFalse(location.active());
        assertEquals(PublishStatus.PUBLISHED, location.publishStatus());
        LocationStatusChange.ACTIVATE.applyTo(location, T0.plusSeconds(2));
        assertTrue(location.active());
    }

    @Test
    void aPublishStatusIsReadOnlyInItsLowerCaseSpelling() {
        assertEquals(
                List.of("published", "unpublished", "offline"),
                Arrays.stream(PublishStatus.values()).map(PublishStatus::value).toList());
        assertEquals(Optional.of(PublishStatus.OFFLINE), PublishStatus.of("offline"));
        assertEquals(Optional.empty(), PublishStatus.of("Offline"));
        assertEquals(Optional.empty(), PublishStatus.of(null));
    }

    @Test
    void theSearchTextIsTheLowerCasedNameAndAddress() {
        assertEquals("pier 7 1 harbor road", Location.searchTextOf("Pier 7", "1 Harbor Road"));
        assertEquals("pier 7", Location.searchTextOf("Pier 7", null));
    }
}
