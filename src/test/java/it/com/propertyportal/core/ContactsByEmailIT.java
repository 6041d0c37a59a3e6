package it.com.propertyportal.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import it.com.propertyportal.Fixture;
import jakarta.json.JsonObject;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class ContactsByEmailIT {

    private final Fixture fixture = new Fixture().imported();
    private final String key = fixture.newKey();

    private List<JsonObject> find(String body) {
        Api.Reply reply = Core.post(key, "/api/contacts/by-email", body);
        assertEquals(200, reply.status(), reply::toString);
        return reply.json().getJsonArray("contacts").getValuesAs(JsonObject.class);
    }

    @Test
    void oneAddressMatchesExactlyAndCaseInsensitively() {
        List<JsonObject> contacts = find("{\"email\": \"" + fixture.email.toUpperCase() + "\"}");
        assertEquals(1, contacts.size());
        JsonObject contact = contacts.get(0);
        assertEquals(fixture.contact, contact.getString("_id"));
        assertEquals("Robin Banks", contact.getString("fullName"));
        assertEquals("RB", contact.getString("duogram"));
        assertEquals(fixture.org, contact.getString("companyId"));
        assertTrue(contact.isNull("imageUrl"));
        assertTrue(contact.isNull("photoId"));
        assertTrue(contact.containsKey("customFields"));
        assertEquals(0, find("{\"email\": \"x" + fixture.email + "\"}").size());
    }

    @Test
    void severalAddressesWithLimitAndSkip() {
        String both = "[\"" + fixture.email + "\", \"sam." + fixture.email + "\"]";
        assertEquals(2, find("{\"email\": " + both + "}").size());
        assertEquals(1, find("{\"email\": " + both + ", \"limit\": 1}").size());
        assertEquals(1, find("{\"email\": " + both + ", \"skip\": 1}").size());
    }

    @Test
    void anotherOrganizationsContactsAreNeverFound() {
        Fixture other = new Fixture().imported();
        assertEquals(0, find("{\"email\": \"" + other.email + "\"}").size());
    }

    @Test
    void badInputIsNamed() {
        String tooMany = IntStream.range(0, 101)
                .mapToObj(i -> "\"a" + i + "@example.com\"")
                .collect(Collectors.joining(",", "[", "]"));
        assertField("{}", "email");
        assertField("{\"email\": \"nope\"}", "email");
        assertField("{\"email\": [\"ok@example.com\", \"nope\"]}", "email[1]");
        assertField("{\"email\": " + tooMany + "}", "email");
        assertField("{\"email\": \"a@example.com\", \"limit\": 101}", "limit");
        assertField("{\"email\": \"a@example.com\", \"skip\": -1}", "skip");
    }

    private void assertField(String body, String field) {
        Api.Reply reply = Core.post(key, "/api/contacts/by-email", body);
        assertEquals(400, reply.status(), reply::toString);
        assertEquals(field, reply.json().getJsonArray("errors").getJsonObject(0).getString("field"));
    }
}
