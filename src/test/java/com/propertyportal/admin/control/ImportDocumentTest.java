package com.propertyportal.admin.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.propertyportal.input.JsonInput;
import com.propertyportal.input.Violations;
import com.propertyportal.locations.control.LocationDocument;
import com.propertyportal.locations.entity.Location;
import com.propertyportal.locations.entity.LocationData;
import com.propertyportal.locations.entity.PublishStatus;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import java.io.StringReader;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The shape of an import document: every problem under its JSON path, and what an item means when silent. */
class ImportDocumentTest {

    private final Violations violations = new Violations();

    private static JsonObject json(String text) {
        return Json.createReader(new StringReader(text.replace('\'', '"'))).readObject();
    }

    private ImportDocument read(String text) {
        return ImportDocument.read(json(text), violations);
    }

    private List<String> problems() {
        return violations.list().stream().map(Object::toString).toList();
    }

    @Test
    void aDocumentWithoutARecordIsRefusedNamingWhatItMustHold() {
        assertEquals(0, read("{}").size());
        assertEquals(
                List.of("organizations or another of organizations, locations, schools, contacts, boards, cards, forms"
                        + " must hold a record: the document holds none"),
                problems());
    }

    @Test
    void emptyArraysAreNoRecordEither() {
        read("{'organizations': [], 'forms': []}");
        assertEquals(1, problems().size(), problems()::toString);
    }

    @Test
    void anUnknownKindAndARepeatedIdAreNamedByTheirPaths() {
        ImportDocument document = read("{'organisations': [], 'organizations': [{'_id': 'org-1', 'name': 'A'},"
                + " {'_id': 'org-1', 'name': 'B'}, {'name': 'C'}]}");
        assertEquals(
                List.of(
                        "organisations is not a known field",
                        "organizations[1]._id repeats an earlier" + " organizations _id"),
                problems());
        assertEquals(3, document.size());
    }

    @Test
    void anItemsProblemsAreNamedInsideIt() {
        read("{'locations': [{'_id': 'loc-1', 'companyId': 'org-1', 'name': 'Pier'},"
                + " {'name': 'Dock', 'bedCount': 1001, 'publishStatus': 'hidden', 'colour': 'red',"
                + " 'address': {'latitude': 40.7}}]}");
        List<String> problems = problems();
        assertTrue(problems.contains("locations[1].companyId is required"), problems::toString);
        assertTrue(problems.contains("locations[1].colour is not a known field"), problems::toString);
        assertTrue(
                problems.contains("locations[1].publishStatus must be one of published, unpublished, offline"),
                problems::toString);
        assertTrue(
                problems.contains("locations[1].address needs both latitude and longitude, or neither"),
                problems::toString);
        assertTrue(problems.stream().anyMatch(p -> p.startsWith("locations[1].bedCount ")), problems::toString);
        assertTrue(problems.stream().noneMatch(p -> p.startsWith("locations[0]")), problems::toString);
    }

    @Test
    void anItemWithoutAnIdGetsANewOneAndASilentLocationIsPublishedActiveAndAvailable() {
        ImportDocument document = read("{'locations': [{'companyId': 'org-1', 'name': 'Pier'}]}");
        assertEquals(List.of(), problems());
        LocationDocument.Item item = document.locations().get(0);
        assertTrue(item.id().matches("[0-9a-f]{24}"), item.id());
        assertEquals(PublishStatus.PUBLISHED, item.data().publishStatus());
        assertTrue(item.data().active());
        assertTrue(item.data().available());
    }

    @Test
    void anExportedLocationReadsBackAsTheSameLocation() {
        LocationData data = LocationDocument.read(
                        JsonInput.root(
                                json("{'companyId': 'org-1', 'name': 'Pier 7',"
                                        + " 'address': {'formattedAddress': '1 Harbor Rd', 'state': 'ME', 'countryName': 'US',"
                                        + " 'latitude': 43.66, 'longitude': -70.25}, 'bedCount': 2, 'bathCount': 1, 'squareFeet': 850,"
                                        + " 'marketRent': '$1,250', 'marketRentValue': 125000, 'rentMin': 120000, 'rentMax': 130000,"
                                        + " 'videoUrl': 'https://video.example/p7', 'publishStatus': 'offline', 'active': false,"
                                        + " 'available': false, 'segmentIds': ['north', 'waterfront']}"),
                                violations),
                        "loc-7")
                .data();
        assertEquals(List.of(), problems());
        JsonObject exported = LocationDocument.write(new Location("loc-7", "org-1", data, Instant.EPOCH));
        LocationDocument.Item again = LocationDocument.read(JsonInput.root(exported, violations), "other");
        assertEquals(List.of(), problems());
        assertEquals("loc-7", again.id());
        assertEquals("org-1", again.organizationId());
        assertEquals(data, again.data());
    }
}
