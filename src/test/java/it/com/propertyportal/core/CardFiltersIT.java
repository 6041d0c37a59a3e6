package it.com.propertyportal.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import it.com.propertyportal.Fixture;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The card list's filters select exactly the matching cards, and a parameter it does not know is a 400. */
class CardFiltersIT {

    private final Fixture fixture = new Fixture().imported();
    private final String key = fixture.newKey();
    private final String cards = "/api/board/" + fixture.board;

    private String create(JsonObject body) {
        Api.Reply reply = Core.post(key, cards, body.toString());
        assertEquals(200, reply.status(), reply::toString);
        return reply.json().getJsonObject("data").getString("_id");
    }

    private Set<String> list(String query) {
        Api.Reply reply = Core.get(key, cards + "?pageSize=1000&" + query);
        assertEquals(200, reply.status(), reply::toString);
        assertEquals(
                reply.json().getInt("total"), reply.json().getJsonArray("cards").size());
        return reply.json().getJsonArray("cards").getValuesAs(JsonObject.class).stream()
                .map(c -> c.getString("_id"))
                .collect(Collectors.toSet());
    }

    private static JsonObject card(String name, String assignee, String... references) {
        var body = Json.createObjectBuilder()
                .add("name", name)
                .add("references", Json.createArrayBuilder(java.util.List.of(references)));
        if (assignee != null) {
            body.add("assignee", assignee);
        }
        return body.build();
    }

    @Test
    void eachFilterSelectsExactlyItsCardsAndTheyCombineByAnd() {
        String robin = create(card("Robin Banks: Pier View 204", "user-ann", fixture.contact));
        String sam = create(card("Sam Lee: Pier View 101", "user-bob", fixture.otherContact));
        String both = create(card("Shared 50% deal_1", "user-ann", fixture.contact, fixture.otherContact));
        String none = create(card("Nobody", null));

        assertEquals(Set.of(robin, both), list("contactEmail=" + fixture.email.toUpperCase()));
        assertEquals(Set.of(sam, both), list("contactEmail=sam." + fixture.email));
        assertEquals(Set.of(), list("contactEmail=nobody@example.com"));
        assertEquals(Set.of(robin, sam), list("keyTerm=PIER%20view"));
        assertEquals(Set.of(both), list("keyTerm=50%25"), "% is literal");
        assertEquals(Set.of(both), list("keyTerm=l_1"), "_ is literal");
        assertEquals(Set.of(robin, both), list("assignee=user-ann"));
        assertEquals(Set.of(robin), list("assignee=user-ann&keyTerm=pier"));
        assertEquals(
                Set.of(both),
                list("assignee=user-ann&contactEmail=sam." + fixture.email + "&relatedId=" + fixture.contact));
        assertEquals(Set.of(robin, sam, both, none), list(""));
    }

    @Test
    void theAssigneeIsSetShownChangedAndCleared() {
        String id = create(card("Assigned", "user-1"));
        assertEquals("user-1", read(id).getString("assignee"));
        Core.post(key, cards, "{\"_id\":\"" + id + "\",\"stage\":\"review\"}");
        assertEquals("user-1", read(id).getString("assignee"), "not sent: stays");
        Core.post(key, cards, "{\"_id\":\"" + id + "\",\"assignee\":\"user-2\"}");
        assertEquals("user-2", read(id).getString("assignee"));
        Core.post(key, cards, "{\"_id\":\"" + id + "\",\"assignee\":null}");
        assertTrue(!read(id).containsKey("assignee"), "null clears it: an unassigned card has no assignee member");
        assertEquals(
                400,
                Core.post(key, cards, "{\"name\":\"x\",\"assignee\":\"not a user id\"}")
                        .status());

        String imported = Api.unique("card");
        Api.Reply reply = Api.importDocument(Json.createObjectBuilder()
                .add(
                        "cards",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", imported)
                                        .add("boardId", fixture.board)
                                        .add("name", "I")
                                        .add("assignee", "user-9")))
                .build());
        assertEquals(200, reply.status(), reply::toString);
        assertEquals(Set.of(imported), list("assignee=user-9"));
        assertEquals(
                "user-9", Api.adminGet("/api/admin/cards/" + imported).json().getString("assignee"));
    }

    @Test
    void anotherOrganizationsContactAddressSelectsNothing() {
        Fixture other = new Fixture().imported();
        create(card("Mine", null, fixture.contact));
        assertEquals(Set.of(), list("contactEmail=" + other.email));
    }

    @Test
    void unknownRepeatedAndMalformedParametersAreRefusedByName() {
        assertEquals("contactemail", refused("contactemail=" + fixture.email));
        assertEquals("filter", refused("filter=x"));
        assertEquals("assignee", refused("assignee=a&assignee=b"));
        assertEquals("contactEmail", refused("contactEmail=not-an-address"));
        assertEquals("keyTerm", refused("keyTerm=" + "k".repeat(201)));
        assertEquals("assignee", refused("assignee=two%20words"));
        assertEquals("includeArchived", refused("includeArchived=yes"));
    }

    private String refused(String query) {
        Api.Reply reply = Core.get(key, cards + "?" + query);
        assertEquals(400, reply.status(), reply::toString);
        return reply.json().getJsonArray("errors").getJsonObject(0).getString("field");
    }

    private JsonObject read(String id) {
        Api.Reply reply = Core.get(key, cards + "/" + id);
        assertEquals(200, reply.status(), reply::toString);
        return reply.json().getJsonObject("data");
    }
}
