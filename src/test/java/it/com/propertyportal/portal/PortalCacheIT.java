package it.com.propertyportal.portal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import it.com.propertyportal.Api;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import org.junit.jupiter.api.Test;

/**
 * Public answers come from memory until the content changes through the service; what an x-token or a
 * form link makes personal is never kept nor served to anyone else.
 */
class PortalCacheIT {

    private static final String DATABASE = System.getProperty("it.database.url", "");

    private final PortalFixture fixture = new PortalFixture();
    private final String published = fixture.location("Harbor Published");
    private final String hidden = fixture.location("Harbor Hidden", l -> l.add("publishStatus", "unpublished"));

    private void rename(String location, String name) {
        Api.Reply reply = Api.importDocument(Json.createObjectBuilder()
                .add(
                        "locations",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", location)
                                        .add("companyId", fixture.org)
                                        .add("name", name)))
                .build());
        assertEquals(200, reply.status(), reply::toString);
    }

    @Test
    void aChangeThroughTheServiceIsServedOnTheNextRead() {
        fixture.imported();
        assertEquals("Harbor Published", Api.get("/listing/" + published).json().getString("name"));
        assertEquals("Harbor Published", Api.get("/listing/" + published).json().getString("name"));
        rename(published, "Harbor Renamed");
        assertEquals("Harbor Renamed", Api.get("/listing/" + published).json().getString("name"));
        assertEquals(
                "Harbor Renamed",
                Api.get("/locations/" + fixture.org).array().getJsonObject(0).getString("name"));
    }

    @Test
    void anAnswerForAnXTokenIsNeitherKeptNorServedToTheNextCaller() {
        fixture.imported();
        String key = fixture.newKey();
        Api.Reply own = Api.get("/locations/" + fixture.org, "x-token", key);
        assertEquals(2, own.array().size(), "the organization's own key sees the unpublished location too");
        Api.Reply anyone = Api.get("/locations/" + fixture.org);
        assertEquals(1, anyone.array().size(), anyone::toString);
        assertEquals(published, anyone.array().getJsonObject(0).getString("_id"));
        assertEquals(
                2,
                Api.get("/locations/" + fixture.org, "x-token", key).array().size(),
                "and the public answer is not served to the key either");
        assertFalse(anyone.body().contains(hidden));
    }

    @Test
    void theAnswersAreThoseOfTheQuestionAskedWhateverTheOrderOfItsParameters() {
        fixture.imported();
        String a =
                Api.get("/locations/" + fixture.org + "?search=harbor&limit=5").body();
        String b =
                Api.get("/locations/" + fixture.org + "?limit=5&search=harbor").body();
        assertEquals(a, b);
        assertTrue(Api.get("/locations/" + fixture.org + "?search=published")
                .body()
                .contains(published));
        assertFalse(Api.get("/locations/" + fixture.org + "?search=nothing-like-this")
                .body()
                .contains(published));
    }

    /**
     * A search value that spells another request's parameters ("published], skip=[0" reads, in a map's
     * toString, like search=published and skip=0) is its own question: whichever is asked first, each gets
     * its own answer, never the other's from memory.
     */
    @Test
    void aValueThatSpellsAnotherRequestsParametersGetsItsOwnAnswer() {
        fixture.imported();
        String path = "/locations/" + fixture.org;
        String forged = path + "?search=published%5D%2C%20skip%3D%5B0";
        String real = path + "?search=published&skip=0";
        assertEquals(0, Api.get(forged).array().size(), "no location's name holds the forged text");
        assertEquals(1, Api.get(real).array().size(), "the real question is not answered with the forged one's []");
        assertEquals(0, Api.get(forged).array().size());

        String forgedFirstAnswered = path + "?search=harbor%5D%2C%20skip%3D%5B0";
        String realFirst = path + "?search=harbor&skip=0";
        assertEquals(1, Api.get(realFirst).array().size());
        assertEquals(0, Api.get(forgedFirstAnswered).array().size(), "nor the forged one with the real one's answer");
        assertEquals(1, Api.get(realFirst).array().size());
    }

    /** Only on PostgreSQL can the test write beside the server: a change that bypasses the service is not seen. */
    @Test
    void answersComeFromMemoryUntilTheServiceChangesTheContent() throws Exception {
        assumeTrue(DATABASE.startsWith("jdbc:postgresql:"), "the embedded database belongs to the server alone");
        fixture.imported();
        assertEquals("Harbor Published", Api.get("/listing/" + published).json().getString("name"));
        try (Connection db = DriverManager.getConnection(
                        DATABASE,
                        System.getProperty("it.database.user", "postgres"),
                        System.getProperty("it.database.password", ""));
                PreparedStatement update = db.prepareStatement("UPDATE location SET name = ? WHERE id = ?")) {
            update.setString(1, "Changed Behind Its Back");
            update.setString(2, published);
            assertEquals(1, update.executeUpdate());
        }
        JsonObject cached = Api.get("/listing/" + published).json();
        assertEquals("Harbor Published", cached.getString("name"), "served from memory");
        rename(hidden, "Harbor Hidden Too");
        assertEquals(
                "Changed Behind Its Back",
                Api.get("/listing/" + published).json().getString("name"),
                "any change through the service drops every kept answer");
    }
}
