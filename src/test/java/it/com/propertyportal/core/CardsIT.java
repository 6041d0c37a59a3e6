package it.com.propertyportal.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import it.com.propertyportal.AtOnce;
import it.com.propertyportal.Fixture;
import jakarta.json.JsonObject;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CardsIT {

    private final Fixture fixture = new Fixture().imported();
    private final String key = fixture.newKey();
    private final String cards = "/api/board/" + fixture.board;

    private String create(String json) {
        Api.Reply reply = Core.post(key, cards, json);
        assertEquals(200, reply.status(), reply::toString);
        return reply.json().getJsonObject("data").getString("_id");
    }

    private JsonObject card(String id) {
        Api.Reply reply = Core.get(key, cards + "/" + id);
        assertEquals(200, reply.status(), reply::toString);
        return reply.json().getJsonObject("data");
    }

    private static Map<String, String> errors(Api.Reply reply) {
        assertEquals(400, reply.status(), reply::toString);
        Map<String, String> errors = new HashMap<>();
        reply.json()
                .getJsonArray("errors")
                .getValuesAs(JsonObject.class)
                .forEach(e -> errors.put(e.getString("field"), e.getString("reason")));
        return errors;
    }

    @Test
    void aCardIsCreatedWithTypedValuesAndLinkedToAContact() {
        String id = create("{\"name\": \"Robin's application\", \"email\": \"robin@example.com\", "
                + "\"phone\": \"+1 (206) 555-0100\", \"moveIn\": \"2027-01-15\", \"income\": {\"amount\": \"4200.50\", "
                + "\"currency\": \"USD\"}, \"pets\": true, \"score\": 7.5, \"stage\": \"new\", "
                + "\"references\": [\"" + fixture.contact + "\"]}");
        JsonObject card = card(id);
        assertEquals("Robin's application", card.getString("name"));
        assertEquals(fixture.board, card.getString("boardId"));
        JsonObject fields = card.getJsonObject("fields");
        assertEquals("robin@example.com", fields.getString("email"));
        assertEquals(
                0,
                fields.getJsonObject("income")
                        .getJsonNumber("amount")
                        .bigDecimalValue()
                        .compareTo(new java.math.BigDecimal("4200.50")));
        assertTrue(fields.getBoolean("pets"));
        assertEquals(
                List.of(fixture.contact),
                card.getJsonArray("references").getValuesAs(jakarta.json.JsonString.class).stream()
                        .map(jakarta.json.JsonString::getString)
                        .toList());
        assertTrue(Instant.parse(card.getString("createdAt"))
                .isBefore(Instant.now().plusSeconds(5)));
    }

    @Test
    void titleIsAnAliasOfName() {
        assertEquals("Titled", card(create("{\"title\": \"Titled\"}")).getString("name"));
    }

    @Test
    void anUpdateWithIdKeepsTheFieldsNotSent() {
        String id = create("{\"name\": \"Before\", \"stage\": \"new\", \"notes\": \"keep me\"}");
        create("{\"_id\": \"" + id + "\", \"stage\": \"review\"}");
        JsonObject card = card(id);
        assertEquals("Before", card.getString("name"));
        assertEquals("review", card.getJsonObject("fields").getString("stage"));
        assertEquals("keep me", card.getJsonObject("fields").getString("notes"));
        create("{\"_id\": \"" + id + "\", \"notes\": null}");
        assertFalse(card(id).getJsonObject("fields").containsKey("notes"));
    }

    @Test
    void updatesOfOneCardAtTheSameTimeAllLandAndKeepWhatTheOthersWrote() throws Exception {
        String id = create("{\"name\": \"Raced\"}");
        List<Api.Reply> replies = AtOnce.send(
                20,
                i -> Core.post(
                        key,
                        cards,
                        "{\"_id\": \"" + id + "\", "
                                + (i % 2 == 0 ? "\"notes\": \"note " + i + "\"" : "\"score\": " + i) + "}"));
        for (Api.Reply reply : replies) {
            assertEquals(200, reply.status(), reply::toString);
        }
        JsonObject fields = card(id).getJsonObject("fields");
        assertTrue(fields.getString("notes").matches("note \\d*[02468]"), fields::toString);
        assertEquals(1, fields.getJsonNumber("score").intValue() % 2, fields::toString);
    }

    @Test
    void unknownKeysAndWrongValuesAreOne400NamingEachKey() {
        Map<String, String> errors = errors(Core.post(
                key,
                cards,
                "{\"name\": \"Bad\", \"colour\": \"red\", "
                        + "\"email\": \"not-an-address\", \"moveIn\": \"2027-02-30\", \"stage\": \"lost\", "
                        + "\"pets\": \"yes\", \"score\": \"high\", \"phone\": \"call me\", \"income\": -5}"));
        assertEquals(
                Map.of(
                        "colour",
                        "is not a field of board " + fixture.board,
                        "email",
                        "must be a valid e-mail address",
                        "moveIn",
                        "must be a date YYYY-MM-DD, or a date and time of which the date is kept",
                        "stage",
                        "must be one of new, review, done",
                        "pets",
                        "must be true or false",
                        "score",
                        "must be a number, or a decimal such as \"12.5\"",
                        "phone",
                        "must be a phone number",
                        "income",
                        "must not be negative"),
                errors);
        assertEquals(0, Core.get(key, cards).json().getInt("total"));
    }

    @Test
    void aNewCardNeedsANameAndReferencesMustBeContactsOfTheOrganization() {
        Fixture other = new Fixture().imported();
        Map<String, String> errors = errors(
                Core.post(key, cards, "{\"references\": [\"" + other.contact + "\", \"" + fixture.contact + "\"]}"));
        assertEquals("is required to create a card", errors.get("name"));
        assertEquals("names no contact of this organization", errors.get("references[0]"));
        assertFalse(errors.containsKey("references[1]"));
    }

    @Test
    void anUpdateMustNameACardOfThisBoard() {
        assertEquals(
                404,
                Core.post(key, cards, "{\"_id\": \"no-such-card\", \"name\": \"x\"}")
                        .status());
    }

    @Test
    void theListIsNewestFirstAndPaged() {
        List<String> ids = new java.util.ArrayList<>();
        for (int i = 0; i < 5; i++) {
            ids.add(create("{\"name\": \"Card " + i + "\"}"));
        }
        JsonObject first = Core.get(key, cards + "?page=0&pageSize=2").json();
        assertEquals(5, first.getInt("total"));
        assertEquals(0, first.getInt("page"));
        assertEquals(2, first.getInt("pageSize"));
        List<String> firstIds = first.getJsonArray("cards").getValuesAs(JsonObject.class).stream()
                .map(c -> c.getString("_id"))
                .toList();
        assertEquals(List.of(ids.get(4), ids.get(3)), firstIds);
        JsonObject last = Core.get(key, cards + "?page=2&pageSize=2").json();
        assertEquals(
                List.of(ids.get(0)),
                last.getJsonArray("cards").getValuesAs(JsonObject.class).stream()
                        .map(c -> c.getString("_id"))
                        .toList());
        assertEquals(5, last.getInt("total"), "the last page, shorter than pageSize, counts the whole list");
        JsonObject fullLast = Core.get(key, cards + "?page=0&pageSize=5").json();
        assertEquals(5, fullLast.getInt("total"), "a full page that is also the last");
        JsonObject past = Core.get(key, cards + "?page=7&pageSize=2").json();
        assertEquals(0, past.getJsonArray("cards").size());
        assertEquals(5, past.getInt("total"), "a page past the end still counts the list");
        assertEquals(5, Core.get(key, cards + "?pageSize=20").json().getInt("total"), "one page holds all");
        assertEquals(20, Core.get(key, cards).json().getInt("pageSize"));
    }

    @Test
    void relatedIdFindsTheCardsThatReferenceAContact() {
        String linked = create("{\"name\": \"Linked\", \"references\": [\"" + fixture.contact + "\", \""
                + fixture.otherContact + "\"]}");
        create("{\"name\": \"Unlinked\"}");
        JsonObject page = Core.get(key, cards + "?relatedId=" + fixture.contact).json();
        assertEquals(1, page.getInt("total"));
        assertEquals(linked, page.getJsonArray("cards").getJsonObject(0).getString("_id"));
        assertEquals(
                2,
                page.getJsonArray("cards")
                        .getJsonObject(0)
                        .getJsonArray("references")
                        .size());
        assertEquals(0, Core.get(key, cards + "?relatedId=nobody").json().getInt("total"));
    }

    @Test
    void archivedCardsAndOldCardsCanBeFilteredOut() {
        String archived = create("{\"name\": \"Old news\", \"archived\": true}");
        String current = create("{\"name\": \"Current\"}");
        assertEquals(1, Core.get(key, cards).json().getInt("total"));
        assertEquals(2, Core.get(key, cards + "?includeArchived=true").json().getInt("total"));
        String since = card(current).getString("updatedAt");
        JsonObject recent = Core.get(key, cards + "?includeArchived=true&updatedAtMin=" + since)
                .json();
        assertTrue(recent.getJsonArray("cards").getValuesAs(JsonObject.class).stream()
                .anyMatch(c -> c.getString("_id").equals(current)));
        assertEquals(
                0,
                Core.get(key, cards + "?updatedAtMin=2999-01-01T00:00:00Z")
                        .json()
                        .getInt("total"));
        assertTrue(card(archived).getBoolean("archived"));
    }

    @Test
    void badListParametersAreNamed() {
        assertEquals(
                "pageSize",
                Core.get(key, cards + "?pageSize=1001")
                        .json()
                        .getJsonArray("errors")
                        .getJsonObject(0)
                        .getString("field"));
        assertEquals(400, Core.get(key, cards + "?page=-1").status());
        assertEquals(400, Core.get(key, cards + "?updatedAtMin=yesterday").status());
        assertEquals(400, Core.get(key, cards + "?includeArchived=maybe").status());
    }
}
