package it.com.propertyportal.admin;

import static org.junit.jupiter.api.Assertions.assertEquals;

import it.com.propertyportal.Api;
import jakarta.json.Json;
import org.junit.jupiter.api.Test;

/** The administrator's calls on an organization that does not exist answer 404, never an empty 200. */
class UnknownOrganizationIT {

    private final String unknown = Api.unique("org");

    private static void assertNotFound(Api.Reply reply) {
        assertEquals(404, reply.status(), reply::toString);
        assertEquals("application/problem+json", reply.header("Content-Type"));
        assertEquals("NOT_FOUND", reply.json().getString("error"));
    }

    @Test
    void everyOrganizationPathOfAnUnknownOrganizationIs404() {
        assertNotFound(Api.adminGet("/api/admin/organizations/" + unknown));
        assertNotFound(Api.adminGet("/api/admin/organizations/" + unknown + "/locations"));
        assertNotFound(Api.adminGet("/api/admin/organizations/" + unknown + "/locations?q=pier&status=published"));
        assertNotFound(Api.adminPost(
                "/api/admin/organizations/" + unknown + "/locations/status",
                "{\"ids\":[\"loc-pier-101\"],\"action\":\"unpublish\"}"));
    }

    @Test
    void aKnownOrganizationWithoutLocationsIsAnEmptyPage() {
        String org = Api.unique("org");
        assertEquals(
                200,
                Api.importDocument(Json.createObjectBuilder()
                                .add(
                                        "organizations",
                                        Json.createArrayBuilder()
                                                .add(Json.createObjectBuilder()
                                                        .add("_id", org)
                                                        .add("name", "Empty")))
                                .build())
                        .status());
        Api.Reply page = Api.adminGet("/api/admin/organizations/" + org + "/locations");
        assertEquals(200, page.status(), page::toString);
        assertEquals(0, page.json().getInt("total"));
    }
}
