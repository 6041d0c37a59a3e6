package it.com.propertyportal.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import it.com.propertyportal.Api;
import it.com.propertyportal.Fixture;
import jakarta.json.JsonObject;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The card list sorts by a card's own member or a field, both ways, and filters by a field's value. */
class CardOrderIT {

    private final Fixture fixture = new Fixture().imported();
    private final String key = fixture.newKey();
    private final String cards = "/api/board/" + fixture.board;

    private String create(String json) {
        Api.Reply reply = Core.post(key, cards, json);
        assertEquals(200, reply.status(), reply::toString);
        return reply.json().getJsonObject("data").getString("_id");
    }

    private List<String> list(String query) {
        Api.Reply reply = Core.get(key, cards + "?" + query);
        assertEquals(200, reply.status(), reply::toString);
        return reply.json().getJsonArray("cards").getValuesAs(JsonObject.class).stream()
                .map(c -> c.getString("_id"))
                .toList();
    }

    @Test
    void sortsByNameDatesAndFieldsBothWaysWithCardsWithoutAValueLast() {
        String b = create("{\"name\":\"beta\",\"score\":10,\"stage\":\"review\",\"notes\":\"Has a Dog\"}");
        String a = create("{\"name\":\"Alpha\",\"score\":9,\"stage\":\"new\",\"notes\":\"no pets\"}");
        String c = create("{\"name\":\"charlie\",\"score\":100,\"stage\":\"done\",\"notes\":\"dog and cat\"}");
        String none = create("{\"name\":\"Delta\"}");

        assertEquals(List.of(none, c, a, b), list(""), "newest first by default");
        assertEquals(List.of(b, a, c, none), list("sortBy=createdAt"));
        assertEquals(List.of(a, b, c, none), list("sortBy=name"), "case-insensitive");
        assertEquals(List.of(none, c, b, a), list("sortBy=name&sortOrder=desc"));
        assertEquals(List.of(a, b, c, none), list("sortBy=score"), "numbers by value, not text");
        assertEquals(List.of(c, b, a, none), list("sortBy=score&sortOrder=desc"), "without a value: last");
        assertEquals(List.of(c, a, b, none), list("sortBy=stage"));
        assertEquals(List.of(b, a, c, none), list("sortBy=stage&sortOrder=desc"));
        assertEquals(List.of(a), list("sortBy=score&pageSize=1"));
        assertEquals(List.of(b), list("sortBy=score&pageSize=1&page=1"));

        create("{\"_id\":\"" + c + "\",\"score\":1}");
        assertEquals(List.of(c, a, b, none), list("sortBy=score"), "a changed value sorts anew");
        assertEquals(List.of(c, none, a, b), list("sortBy=updatedAt&sortOrder=desc"));
    }

    @Test
    void filtersByAFieldsValueCaseInsensitivelyAndWithTheOtherFilters() {
        String dog = create("{\"name\":\"One\",\"notes\":\"Has a Dog\",\"stage\":\"review\"}");
        String both = create("{\"name\":\"Two\",\"notes\":\"dog and cat\",\"stage\":\"done\"}");
        create("{\"name\":\"Three\",\"notes\":\"no pets\"}");

        assertEquals(List.of(both, dog), list("fieldKey=notes&fieldValue=DOG"));
        assertEquals(List.of(dog, both), list("fieldKey=notes&fieldValue=dog&sortBy=name"));
        assertEquals(List.of(both), list("fieldKey=stage&fieldValue=done"));
        assertEquals(List.of(dog), list("fieldKey=notes&fieldValue=dog&keyTerm=one"));
        assertEquals(List.of(), list("fieldKey=score&fieldValue=1"));
    }

    @Test
    void badValuesAreRefusedNamingTheParameter() {
        assertEquals("sortBy", refused("sortBy=nope"));
        assertEquals("sortBy", refused("sortBy=" + "k".repeat(65)));
        assertEquals("sortOrder", refused("sortOrder=up"));
        assertEquals("sortOrder", refused("sortBy=name&sortOrder=ASC"));
        assertEquals("fieldKey", refused("fieldKey=nope&fieldValue=x"));
        assertEquals("fieldKey", refused("fieldValue=x"));
        assertEquals("fieldValue", refused("fieldKey=notes"));
        assertEquals("fieldValue", refused("fieldKey=notes&fieldValue=" + "v".repeat(201)));
        assertEquals("sortBy", refused("sortBy=a&sortBy=b"));
    }

    private String refused(String query) {
        Api.Reply reply = Core.get(key, cards + "?" + query);
        assertEquals(400, reply.status(), reply::toString);
        return reply.json().getJsonArray("errors").getJsonObject(0).getString("field");
    }
}
