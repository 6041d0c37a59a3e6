package it.com.propertyportal.admin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import it.com.propertyportal.AtOnce;
import it.com.propertyportal.portal.PortalFixture;
import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The administrator publishes and unpublishes locations; the portal, served from its cache, follows at once. */
class LocationPublishingIT {

    private final PortalFixture fixture = new PortalFixture();
    private final String pier = fixture.location("Pier Apartments");
    private final String harbor = fixture.location("Harbor Lofts");
    private final String status = "/api/admin/organizations/" + fixture.org + "/locations/status";

    private List<String> publicIds() {
        Api.Reply reply = Api.get("/locations/" + fixture.org);
        assertEquals(200, reply.status(), reply::toString);
        return reply.array().stream()
                .map(l -> l.asJsonObject().getString("_id"))
                .sorted()
                .toList();
    }

    @Test
    void anUnpublishedLocationLeavesTheCachedPublicListAtOnce() {
        fixture.imported();
        assertEquals(List.of(harbor, pier).stream().sorted().toList(), publicIds());
        assertEquals(publicIds(), publicIds(), "read twice: the second answer comes from the cache");

        Api.Reply unpublished = Api.adminPost(status, "{\"ids\":[\"" + pier + "\"],\"action\":\"unpublish\"}");
        assertEquals(200, unpublished.status(), unpublished::toString);
        assertEquals(List.of(pier), unpublished.json().getJsonArray("changed").getValuesAs(JsonString::getString));
        assertEquals(List.of(harbor), publicIds());

        Api.Reply both =
                Api.adminPost(status, "{\"ids\":[\"" + pier + "\",\"" + harbor + "\"],\"action\":\"publish\"}");
        assertEquals(2, both.json().getJsonArray("changed").size());
        assertEquals(List.of(harbor, pier).stream().sorted().toList(), publicIds());

        JsonObject audit = Api.adminGet("/api/admin/audit?action=publish-changed&q=" + pier)
                .json();
        assertEquals(2, audit.getInt("total"), audit::toString);
        assertEquals(fixture.org, audit.getJsonArray("data").getJsonObject(1).getString("target"));
        assertTrue(
                audit.getJsonArray("data").getJsonObject(1).getString("detail").startsWith("unpublish: " + pier));
    }

    @Test
    void theAdministratorSeesEveryStatusSearchedFilteredAndPaged() {
        fixture.imported();
        Api.adminPost(status, "{\"ids\":[\"" + pier + "\"],\"action\":\"take-offline\"}");
        Api.adminPost(status, "{\"ids\":[\"" + harbor + "\"],\"action\":\"deactivate\"}");
        String list = "/api/admin/organizations/" + fixture.org + "/locations";
        JsonObject all = Api.adminGet(list).json();
        assertEquals(2, all.getInt("total"));
        JsonObject first = all.getJsonArray("data").getJsonObject(0);
        assertEquals(harbor, first.getString("id"), "by name");
        assertEquals(false, first.getBoolean("active"));
        JsonObject offline = Api.adminGet(list + "?status=offline").json();
        assertEquals(1, offline.getInt("total"));
        assertEquals(pier, offline.getJsonArray("data").getJsonObject(0).getString("id"));
        assertEquals(1, Api.adminGet(list + "?q=PIER").json().getInt("total"));
        JsonObject second = Api.adminGet(list + "?limit=1&skip=1").json();
        assertEquals(pier, second.getJsonArray("data").getJsonObject(0).getString("id"));
        assertEquals(List.of(), publicIds());
    }

    @Test
    void aBadChangeNamesItsFieldAndChangesNothing() {
        fixture.imported();
        Api.Reply badAction = Api.adminPost(status, "{\"ids\":[\"" + pier + "\"],\"action\":\"delete\"}");
        assertEquals(400, badAction.status());
        assertEquals(
                "action",
                badAction.json().getJsonArray("errors").getJsonObject(0).getString("field"));
        Api.Reply noIds = Api.adminPost(status, "{\"ids\":[],\"action\":\"unpublish\"}");
        assertEquals(400, noIds.status());
        assertEquals("ids", noIds.json().getJsonArray("errors").getJsonObject(0).getString("field"));
        Api.Reply otherOrganization = Api.adminPost(
                "/api/admin/organizations/" + new PortalFixture().imported().org + "/locations/status",
                "{\"ids\":[\"" + pier + "\"],\"action\":\"unpublish\"}");
        assertEquals(0, otherOrganization.json().getJsonArray("changed").size());
        Api.Reply noOrganization = Api.adminPost(
                "/api/admin/organizations/" + Api.unique("org") + "/locations/status",
                "{\"ids\":[\"" + pier + "\"],\"action\":\"unpublish\"}");
        assertEquals(404, noOrganization.status(), noOrganization::toString);
        Api.Reply noOrganizationId = Api.adminPost(
                "/api/admin/organizations/" + "o".repeat(65) + "/locations/status",
                "{\"ids\":[\"" + pier + "\"],\"action\":\"unpublish\"}");
        assertEquals(400, noOrganizationId.status(), noOrganizationId::toString);
        assertEquals(
                "orgId",
                noOrganizationId.json().getJsonArray("errors").getJsonObject(0).getString("field"));
        assertEquals(
                400, Api.adminGet("/api/admin/organizations/o%20o/locations").status());
        assertEquals(
                400,
                Api.adminGet("/api/admin/organizations/" + fixture.org + "/locations?status=gone")
                        .status());
        assertEquals(2, publicIds().size());
    }

    @Test
    void statusChangesEditsAndImportsOfTheSameLocationsAtOnceAllLand() throws Exception {
        fixture.imported();
        String locations = "/api/admin/organizations/" + fixture.org + "/locations/";
        JsonObject pierDocument = Api.adminGet(locations + pier).json();
        List<String> ids = List.of(harbor, pier).stream().sorted().toList();
        // The import names the locations in the opposite order to their ids.
        JsonArrayBuilder imported = Json.createArrayBuilder();
        List.of(ids.get(1), ids.get(0))
                .forEach(id -> imported.add(Json.createObjectBuilder()
                        .add("_id", id)
                        .add("companyId", fixture.org)
                        .add("name", "Imported " + id)));
        String document =
                Json.createObjectBuilder().add("locations", imported).build().toString();
        List<String> actions = List.of("publish", "unpublish", "take-offline", "activate", "deactivate");
        List<Api.Reply> replies = AtOnce.send(30, i -> switch (i % 3) {
            case 0 ->
                Api.adminPost(
                        status,
                        "{\"ids\":[\"" + ids.get(1) + "\",\"" + ids.get(0) + "\",\"" + ids.get(1) + "\"],"
                                + "\"action\":\"" + actions.get(i / 3 % actions.size()) + "\"}");
            case 1 ->
                Api.put(
                        locations + pier,
                        Json.createObjectBuilder(pierDocument)
                                .add("name", "Pier " + i)
                                .build()
                                .toString(),
                        "Authorization",
                        Api.adminAuthorization());
            default -> Api.adminPost("/api/admin/import", document);
        });
        for (int i = 0; i < replies.size(); i++) {
            Api.Reply reply = replies.get(i);
            assertEquals(200, reply.status(), reply::toString);
            if (i % 3 == 0) {
                assertEquals(
                        ids,
                        reply.json().getJsonArray("changed").getValuesAs(JsonString.class).stream()
                                .map(JsonString::getString)
                                .toList(),
                        "each location once");
            }
        }
    }
}
