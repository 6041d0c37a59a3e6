package it.com.propertyportal.portal;

import static it.com.propertyportal.portal.LocationsIT.errorField;
import static it.com.propertyportal.portal.LocationsIT.ids;
import static org.junit.jupiter.api.Assertions.assertEquals;

import it.com.propertyportal.Api;
import jakarta.json.Json;
import java.util.List;
import org.junit.jupiter.api.Test;

class ListingsIT {

    @Test
    void aSegmentListsItsLocationsWithTheSameFiltersAndVisibility() {
        PortalFixture f = new PortalFixture();
        String a = f.location(
                "A",
                l -> l.add("bedCount", 1)
                        .add("segmentIds", Json.createArrayBuilder().add("north")));
        String b = f.location(
                "B",
                l -> l.add("bedCount", 2)
                        .add(
                                "segmentIds",
                                Json.createArrayBuilder().add("north").add("south")));
        String c = f.location(
                "C", l -> l.add("segmentIds", Json.createArrayBuilder().add("south")));
        String hidden = f.location(
                "D",
                l -> l.add("publishStatus", "unpublished")
                        .add("segmentIds", Json.createArrayBuilder().add("north")));
        f.imported();
        PortalFixture other = new PortalFixture();
        other.location(
                "Elsewhere", l -> l.add("segmentIds", Json.createArrayBuilder().add("north")));
        other.imported();

        assertEquals(List.of(a, b), ids("/listings/" + f.org + "/north"));
        assertEquals(List.of(b, c), ids("/listings/" + f.org + "/south"));
        assertEquals(List.of(b), ids("/listings/" + f.org + "/north?bedCount=2"));
        assertEquals(List.of(b), ids("/listings/" + f.org + "/north?limit=1&skip=1"));
        assertEquals(List.of(a, b), ids("/api/portal/listings/" + f.org + "/north"));
        assertEquals(List.of(a, b, hidden), ids("/listings/" + f.org + "/north", "x-token", f.newKey()));
        assertEquals(List.of(a, b, c), ids("/listings/" + f.org));
        assertEquals(List.of(), ids("/listings/" + f.org + "/" + Api.unique("segment")));
        assertEquals("segmentId", errorField(Api.get("/listings/" + f.org + "/" + "s".repeat(65))));
        assertEquals("segmentId", errorField(Api.get("/api/portal/listings/" + f.org + "/north%20south")));
        assertEquals(404, Api.get("/listings/" + Api.unique("org") + "/north").status());
        assertEquals(404, Api.get("/listings/" + Api.unique("org")).status());
        assertEquals("colour", errorField(Api.get("/listings/" + f.org + "/north?colour=red")));
        assertEquals("bedCount", errorField(Api.get("/listings/" + f.org + "/north?bedCount=x")));
    }
}
