package com.propertyportal.contacts.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.propertyportal.contacts.entity.ContactData;
import com.propertyportal.input.Violations;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Test;

class ContactBodyTest {

    private final Violations violations = new Violations();

    private ContactBody read(String json) {
        JsonObject body = Json.createReader(new StringReader(json)).readObject();
        return ContactBody.read(body, violations);
    }

    private ContactData over(String json, ContactData current) {
        return read(json).over(current);
    }

    private List<String> problems() {
        return violations.list().stream().map(Object::toString).toList();
    }

    private static ContactData ada() {
        return new ContactData(
                "u1",
                "Ada",
                "Lovelace",
                "Engines Ltd",
                false,
                "ada@example.com",
                "555 0100",
                null,
                "tenant",
                null,
                null,
                "Countess",
                ContactData.NONE.address(),
                ContactData.NONE.alerts(),
                ContactData.NONE.customFields());
    }

    @Test
    void legacyKeysAreReadAsTheirNativeNames() {
        ContactData data = over(
                "{\"First Name\": \"Grace\", \"Last Name\": \"Hopper\", \"Email\": \"g@example.com\","
                        + " \"Contact Type\": \"owner\", \"Title\": \"RADM\", \"Company\": \"Navy\"}",
                ContactData.NONE);
        assertEquals(List.of(), problems());
        assertEquals("Grace", data.firstname());
        assertEquals("Hopper", data.lastname());
        assertEquals("g@example.com", data.email());
        assertEquals("owner", data.contactType());
        assertEquals("RADM", data.title());
        assertEquals("Navy", data.company());
    }

    @Test
    void aKeyGivenInBothShapesAndAnUnknownKeyAreNamed() {
        read("{\"firstname\": \"A\", \"First Name\": \"B\", \"nickname\": \"x\"}");
        assertEquals(
                List.of(
                        "First Name gives firstname a second time; send one of them",
                        "nickname is not a known field of a contact"),
                problems());
    }

    @Test
    void theFirstLegacyPhoneInMobileWorkHomeOrderIsTheNumber() {
        ContactData data = over(
                "{\"Home Phone\": \"555 0300\", \"Work Phone\": \"555 0200\", \"Mobile Phone\": \" \"}",
                ContactData.NONE);
        assertEquals(List.of(), problems());
        assertEquals("555 0200", data.phone());
    }

    @Test
    void aPhoneInBothShapesOrALegacyPhoneThatIsNoStringIsNamed() {
        read("{\"phone\": \"555 0100\", \"Mobile Phone\": \"555 0200\", \"Work Phone\": 5550300}");
        assertEquals(
                List.of(
                        "Work Phone must be a string",
                        "phone is given in both shapes; send phone or the legacy phone keys"),
                problems());
    }

    @Test
    void aKeyNotSentStaysAndAKeySentAsNullOrBlankClears() {
        ContactData data = over("{\"firstname\": null, \"lastname\": \"  \", \"email\": null}", ada());
        assertEquals(List.of(), problems());
        assertNull(data.firstname());
        assertNull(data.lastname());
        assertNull(data.email());
        assertEquals("Engines Ltd", data.company());
        assertEquals("555 0100", data.phone());
        assertEquals("Countess", data.title());
        assertEquals("u1", data.uuid());
    }

    @Test
    void aContactKeepsTheFirstAddressAndTheFirstNumberSent() {
        ContactBody body = read("{\"email\": [\" b@example.com\", \"c@example.com\"],"
                + " \"phone\": [{\"number\": \"555 0400\", \"type\": \"work\"}, \"555 0500\"]}");
        ContactData data = body.over(ContactData.NONE);
        assertEquals(List.of(), problems());
        assertEquals("b@example.com", body.firstEmail().orElseThrow());
        assertEquals("b@example.com", data.email());
        assertEquals("555 0400", data.phone());
    }

    @Test
    void aNumbersTypeIsOneOfTheHostedProductsKindsAndNothingElseRidesAlong() {
        ContactData data = over(
                "{\"phone\": [{\"number\": \"555 0100\", \"type\": \"mobile\"},"
                        + " {\"number\": \"555 0200\", \"type\": \"home\"}, {\"number\": \"555 0300\"}]}",
                ContactData.NONE);
        assertEquals(List.of(), problems());
        assertEquals("555 0100", data.phone());
        over(
                "{\"phone\": [{\"number\": \"555 0100\", \"type\": \"fax\"},"
                        + " {\"number\": \"555 0200\", \"type\": 3}, {\"number\": \"555 0300\", \"ext\": \"12\"}]}",
                ContactData.NONE);
        assertEquals(
                List.of(
                        "phone[0].type must be one of mobile, work, home",
                        "phone[1].type must be a string",
                        "phone[2].ext is not a known field"),
                problems());
    }

    @Test
    void anEmptyListOfAddressesNamesNoneAndIsRefused() {
        over("{\"email\": []}", ContactData.NONE);
        assertEquals(1, problems().size(), problems()::toString);
        assertTrue(
                problems().get(0).startsWith("email must be an e-mail address or an array of 1 to"),
                problems()::toString);
    }

    @Test
    void addressesAndNumbersThatAreNoneAreNamed() {
        over("{\"email\": [\"ok@example.com\", \"not an address\"], \"phone\": \"12\"}", ContactData.NONE);
        over(
                "{\"email\": [\"1@example.com\", \"2@example.com\", \"3@example.com\", \"4@example.com\","
                        + " \"5@example.com\", \"6@example.com\", \"7@example.com\", \"8@example.com\", \"9@example.com\","
                        + " \"10@example.com\", \"11@example.com\"], \"phone\": [\"555 0100\", 7]}",
                ContactData.NONE);
        assertEquals(4, problems().size(), problems()::toString);
        assertEquals(
                2,
                problems().stream()
                        .filter(p -> p.startsWith("email must be an e-mail address"))
                        .count(),
                problems()::toString);
        assertEquals(
                2,
                problems().stream()
                        .filter(p -> p.startsWith("phone must be a phone number"))
                        .count(),
                problems()::toString);
    }

    @Test
    void aDocumentFieldHasALimit() {
        String big = "x".repeat(ContactBody.MAX_DOCUMENT);
        over("{\"customFields\": {\"note\": \"" + big + "\"}}", ContactData.NONE);
        assertEquals(
                List.of("customFields must be at most " + ContactBody.MAX_DOCUMENT + " characters of JSON"),
                problems());
    }

    @Test
    void aNewContactMustNameSomeone() {
        ContactBody body = read("{\"title\": \"Dr\"}");
        assertFalse(body.namesSomeone(body.over(ContactData.NONE)));
        ContactBody company = read("{\"company\": \"Acme\"}");
        assertTrue(company.namesSomeone(company.over(ContactData.NONE)));
        ContactBody mail = read("{\"email\": \"a@example.com\"}");
        assertTrue(mail.namesSomeone(mail.over(ContactData.NONE)));
    }
}
