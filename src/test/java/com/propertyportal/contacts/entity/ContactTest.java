package com.propertyportal.contacts.entity;

import static org.junit.jupiter.api.Assertions.assertEquals;

import jakarta.json.JsonValue;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class ContactTest {

    private static Contact contact(String first, String last, String company, boolean isCompany) {
        return new Contact(
                "c1",
                "org",
                new ContactData(
                        null,
                        first,
                        last,
                        company,
                        isCompany,
                        "A.B@Example.COM",
                        null,
                        null,
                        null,
                        null,
                        null,
                        null,
                        JsonValue.EMPTY_JSON_OBJECT,
                        JsonValue.EMPTY_JSON_ARRAY,
                        JsonValue.EMPTY_JSON_OBJECT),
                Instant.now());
    }

    @Test
    void aPersonIsNamedFirstThenLastWithTwoInitials() {
        Contact person = contact("ada", "Lovelace", null, false);
        assertEquals("ada Lovelace", person.fullName());
        assertEquals("AL", person.duogram());
    }

    @Test
    void aCompanyRecordIsNamedByTheCompany() {
        Contact company = contact(null, null, "Acme Plumbing", true);
        assertEquals("Acme Plumbing", company.fullName());
        assertEquals("AC", company.duogram());
    }

    @Test
    void theUuidDefaultsToTheIdAndTheAddressIsNormalizedForLookups() {
        Contact person = contact("Ada", null, null, false);
        assertEquals("c1", person.uuid());
        assertEquals("a.b@example.com", Contact.normalize(person.email()));
        assertEquals("A", person.duogram());
    }
}
