package it.com.propertyportal.portal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import it.com.propertyportal.Api;
import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import java.util.function.Consumer;

/**
 * One organization of a test's own with the locations the test adds, imported in one document, and the
 * schools it adds (shared by every organization) in a schools document; every id is unique so tests never
 * see each other's data.
 */
public final class PortalFixture {

    public final String org = Api.unique("org");
    public final String board = Api.unique("board");
    private JsonObject companyInfo = JsonObject.EMPTY_JSON_OBJECT;
    private JsonObject applicationConfig = JsonObject.EMPTY_JSON_OBJECT;
    private final JsonArrayBuilder locations = Json.createArrayBuilder();
    private final JsonArrayBuilder schools = Json.createArrayBuilder();

    public PortalFixture configured(JsonObject companyInfo, JsonObject applicationConfig) {
        this.companyInfo = companyInfo;
        this.applicationConfig = applicationConfig;
        return this;
    }

    /** Adds an active, published location named so; the customizer may set or override any field. */
    public String location(String name, Consumer<JsonObjectBuilder> customizer) {
        String id = Api.unique("loc");
        JsonObjectBuilder location =
                Json.createObjectBuilder().add("_id", id).add("companyId", org).add("name", name);
        customizer.accept(location);
        locations.add(location);
        return id;
    }

    public String location(String name) {
        return location(name, l -> {});
    }

    public String school(String name, double latitude, double longitude) {
        String id = Api.unique("school");
        schools.add(Json.createObjectBuilder()
                .add("_id", id)
                .add("name", name)
                .add("type", "elementary")
                .add("rating", 8)
                .add("address", "1 " + name + " Rd")
                .add("url", "https://schools.example/" + id)
                .add("latitude", latitude)
                .add("longitude", longitude));
        return id;
    }

    public PortalFixture imported() {
        JsonObject document = Json.createObjectBuilder()
                .add(
                        "organizations",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", org)
                                        .add("name", "Portal test " + org)
                                        .add("companyInfo", companyInfo)
                                        .add("applicationConfig", applicationConfig)))
                .add(
                        "boards",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", board)
                                        .add("companyId", org)
                                        .add("name", "Applications")
                                        .add("apiEnabled", true)
                                        .add("fields", Json.createArrayBuilder())))
                .add("locations", locations)
                .build();
        Api.Reply reply = Api.importDocument(document);
        assertEquals(200, reply.status(), reply::toString);
        JsonArray schoolList = schools.build();
        if (!schoolList.isEmpty()) {
            Api.Reply schoolsReply = Api.importDocument(
                    Json.createObjectBuilder().add("schools", schoolList).build());
            assertEquals(200, schoolsReply.status(), schoolsReply::toString);
        }
        return this;
    }

    /** An API key of this organization (created on its board), for the x-token header. */
    public String newKey() {
        Api.Reply reply = Api.adminPost("/api/admin/boards/" + board + "/api-keys", "{\"name\":\"portal test\"}");
        assertEquals(201, reply.status(), reply::toString);
        return it.com.propertyportal.UsedSecrets.remember(reply.json().getString("key"));
    }
}
