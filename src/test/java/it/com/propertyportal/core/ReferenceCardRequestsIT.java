package it.com.propertyportal.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import it.com.propertyportal.Fixture;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Card requests in the shapes the hosted product's OpenAPI document gives them are accepted: every member
 * and parameter it documents, dates with each offset spelling, empty optional parameters; what neither it nor
 * this service knows is still a 400 naming it.
 */
class ReferenceCardRequestsIT {

    static final String VIEWING = "viewing";

    private final Fixture fixture = new Fixture();
    private final String key;
    private final String board = "/api/board/" + fixture.board;

    ReferenceCardRequestsIT() {
        JsonObject document = fixture.document();
        JsonObject withViewing = Json.createObjectBuilder(
                        document.getJsonArray("boards").getJsonObject(0))
                .add(
                        "fields",
                        Json.createArrayBuilder(Fixture.boardFields())
                                .add(Json.createObjectBuilder()
                                        .add("key", VIEWING)
                                        .add("label", "Viewing")
                                        .add("type", "datetime-local")))
                .build();
        Api.Reply imported = Api.importDocument(Json.createObjectBuilder(document)
                .add("boards", Json.createArrayBuilder().add(withViewing))
                .build());
        assertEquals(200, imported.status(), imported::toString);
        key = fixture.newKey();
    }

    private String create(String json) {
        Api.Reply reply = Core.post(key, board, json);
        assertEquals(200, reply.status(), reply::toString);
        return reply.json().getJsonObject("data").getString("_id");
    }

    /** A field's value on a card as read back: under fields, or at the top level as the hosted product has it. */
    private JsonValue value(String cardId, String field) {
        Api.Reply reply = Core.get(key, board + "/" + cardId);
        assertEquals(200, reply.status(), reply::toString);
        JsonObject card = reply.json().getJsonObject("data");
        JsonObject fields = card.getJsonObject("fields");
        return fields != null && fields.containsKey(field) ? fields.get(field) : card.get(field);
    }

    static Map<String, String> errors(Api.Reply reply) {
        assertEquals(400, reply.status(), reply::toString);
        Map<String, String> errors = new TreeMap<>();
        reply.json()
                .getJsonArray("errors")
                .getValuesAs(JsonObject.class)
                .forEach(e -> errors.put(e.getString("field"), e.getString("reason")));
        return errors;
    }

    private int total(String query) {
        Api.Reply reply = Core.get(key, board + query);
        assertEquals(200, reply.status(), reply::toString);
        return reply.json().getInt("total");
    }

    @Test
    void theReferencesCardExampleAndItsTitleSpellingAreAccepted() {
        String id = create("{\"name\": \"John Smith\", \"email\": \"john@example.com\", \"income\": 1500}");
        assertEquals("john@example.com", ((jakarta.json.JsonString) value(id, "email")).getString());
        String titled = create("{\"title\": \"Jane Smith\"}");
        create("{\"_id\": \"" + titled + "\", \"name\": \"Jane Q. Smith\"}");
        assertEquals(
                Map.of("colour", "is not a field of board " + fixture.board),
                errors(Core.post(key, board, "{\"name\": \"Bad\", \"colour\": \"red\"}")));
    }

    @Test
    void datesTakeEveryOffsetSpellingAndKeepWhatWasWritten() {
        for (String written : List.of(
                "2027-01-15T00:00:00.000Z", "2027-01-15T00:00:00+00:00", "2027-01-15T00:00:00+0000", "2027-01-15")) {
            String id = create("{\"name\": \"Moving\", \"moveIn\": \"" + written + "\"}");
            assertEquals(Json.createValue("2027-01-15"), value(id, "moveIn"), written);
        }
        for (String written :
                List.of("2027-03-01T14:30:00Z", "2027-03-01T14:30:00+00:00", "2027-03-01T14:30:00+0000")) {
            String id = create("{\"name\": \"Viewing\", \"" + VIEWING + "\": \"" + written + "\"}");
            assertEquals(Json.createValue("2027-03-01T14:30:00"), value(id, VIEWING), written);
        }
        Map<String, String> refused = errors(Core.post(
                key, board, "{\"name\": \"Bad\", \"moveIn\": \"2027-02-30T00:00Z\", \"viewing\": \"tomorrow\"}"));
        assertEquals(List.of("moveIn", VIEWING), List.copyOf(refused.keySet()));
    }

    @Test
    void numbersAndBooleansWrittenAsStringsAreStoredAsWhatTheyWrite() {
        String id = create("{\"name\": \"Typed\", \"score\": \"7.5\", \"pets\": \"true\"}");
        assertEquals(Json.createValue(new java.math.BigDecimal("7.5")), value(id, "score"));
        assertEquals(JsonValue.TRUE, value(id, "pets"));
        assertEquals(
                List.of("pets", "score"),
                List.copyOf(errors(Core.post(key, board, "{\"name\": \"Bad\", \"score\": \"7,5\", \"pets\": \"yes\"}"))
                        .keySet()));
    }

    @Test
    void everyListParameterOfTheReferenceIsAcceptedAndAnEmptyOneIsNotSent() {
        create("{\"name\": \"Robin's application\", \"references\": [\"" + fixture.contact
                + "\"], \"assignee\": \"u1\"}");
        create("{\"name\": \"Another\"}");
        assertEquals(
                1,
                total("?page=0&pageSize=20&updatedAtMin=2020-01-01T00:00:00Z&includeArchived=false&relatedId="
                        + fixture.contact + "&contactEmail=" + fixture.email + "&keyTerm=robin&assignee=u1"));
        assertEquals(
                2,
                total("?page=&pageSize=&updatedAtMin=&includeArchived=&relatedId=&contactEmail=&keyTerm=&assignee="));
        assertEquals(1, total("?relatedId=" + fixture.contact + "&keyTerm="));
    }

    @Test
    void updatedAtMinTakesEveryOffsetSpellingEncodedOrNot() {
        create("{\"name\": \"Recent\"}");
        for (String since : List.of(
                "2020-01-01T00:00:00Z",
                "2020-01-01T00:00:00.000Z",
                "2020-01-01T00:00:00+00:00",
                "2020-01-01T00:00:00+0000",
                "2019-12-31T19:00:00-0500")) {
            assertEquals(1, total("?updatedAtMin=" + URLEncoder.encode(since, StandardCharsets.UTF_8)), since);
            // Sent as written: an unencoded + reaches the server as a space.
            assertEquals(1, total("?updatedAtMin=" + since), since + " unencoded");
        }
        assertEquals(0, total("?updatedAtMin=2999-01-01T00:00:00+0000"));
        assertEquals(0, total("?updatedAtMin=2999-01-01T00:00:00+00:00"));
        assertTrue(errors(Core.get(key, board + "?updatedAtMin=2020-01-01T00:00:00"))
                .containsKey("updatedAtMin"));
    }

    @Test
    void anUnknownOrRepeatedParameterIsStillNamedEmptyOrNot() {
        assertEquals(
                List.of("search"),
                List.copyOf(errors(Core.get(key, board + "?search=&page=")).keySet()));
        assertEquals(
                List.of("relatedid"),
                List.copyOf(errors(Core.get(key, board + "?relatedid=x")).keySet()));
        assertEquals(
                List.of("relatedId"),
                List.copyOf(errors(Core.get(key, board + "?relatedId=&relatedId=" + fixture.contact))
                        .keySet()));
    }

    @Test
    void aCommentInTheReferencesShapeIsAddedAndEditedAndAnythingElseIsNamed() {
        String card = board + "/" + create("{\"name\": \"Commented\"}");
        Api.Reply added = Core.post(key, card + "/comment", "{\"userId\": \"user_abc\", \"content\": \"Approved.\"}");
        assertEquals(200, added.status(), added::toString);
        String id = added.json().getJsonObject("data").getString("id");
        Api.Reply edited = Core.post(
                key, card + "/comment", "{\"id\": \"" + id + "\", \"userId\": \"user_abc\", \"content\": \"Done.\"}");
        assertEquals(200, edited.status(), edited::toString);
        assertEquals(
                Map.of("mood", "is not a known field", "userId", "must be a string"),
                errors(Core.post(key, card + "/comment", "{\"userId\": 5, \"content\": \"x\", \"mood\": \"happy\"}")));
    }

    @Test
    void aTabViewWithEveryDocumentedMemberIsAddedUnderBothPaths() {
        String full = "{\"name\": \"Reports\", \"url\": \"https://example.com/reports\", \"icon\": \"fa-regular"
                + " fa-chart-bar\", \"embedSource\": \"aptly-ai\", \"filter\": \"quickview_all-records\","
                + " \"userIds\": [\"user_abc\", \"user_def\"], \"createdBy\": \"user_abc\"}";
        for (String path : List.of("/configuration/tabViews", "/tabView")) {
            Api.Reply added = Core.post(key, board + path, full);
            assertEquals(200, added.status(), path + " " + added);
            Api.Reply minimal =
                    Core.post(key, board + path, "{\"name\": \"Docs\", \"url\": \"https://example.com/docs\"}");
            assertEquals(200, minimal.status(), path + " " + minimal);
            assertEquals(
                    Map.of("colour", "is not a known field", "userIds", "must be an array"),
                    errors(Core.post(
                            key,
                            board + path,
                            "{\"name\": \"Bad\", \"url\": \"https://example.com\", \"userIds\": \"all\","
                                    + " \"colour\": \"red\"}")),
                    path);
        }
    }
}
