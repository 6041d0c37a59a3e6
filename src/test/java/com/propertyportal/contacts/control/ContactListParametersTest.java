package com.propertyportal.contacts.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.propertyportal.http.Queries;
import com.propertyportal.input.TextFormats;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The query of GET /api/contacts and the plain e-mail address rule behind its email filter. */
class ContactListParametersTest {

    private static ContactListParameters read(String... keyValues) {
        return ContactListParameters.read(Queries.of(keyValues));
    }

    private static List<String> problems(String... keyValues) {
        return Queries.refusals(() -> read(keyValues));
    }

    @Test
    void withoutParametersTheFirstPageOfTwentyIsAsked() {
        ContactListParameters parameters = read();
        assertEquals(0, parameters.page());
        assertEquals(20, parameters.pageSize());
        assertEquals(Optional.empty(), parameters.email());
        assertEquals(List.of(), parameters.nameWords());
    }

    @Test
    void unknownRepeatedAndOverlongParametersAreNamedTogether() {
        assertEquals(
                List.of(
                        "email must be given once",
                        "name must be at most 200 characters",
                        "order is not a known parameter; known: contact_type, email, name, page, pageSize, phone,"
                                + " sort, updated_after, updated_before"),
                problems("order", "name", "name", "n".repeat(201), "email", "a@example.com", "email", "b@example.com"));
    }

    @Test
    void theOrderIsByIdUnlessAColumnIsNamedAscendingOrWithAMinusDescending() {
        assertEquals(ContactOrder.ID, read().order());
        assertEquals(ContactOrder.ID, read("sort", "").order());
        assertEquals(ContactOrder.NAME, read("sort", "name").order());
        assertEquals(ContactOrder.EMAIL_DESCENDING, read("sort", "-email").order());
        assertEquals("c.emailNormalized DESC NULLS LAST, c.id", ContactOrder.EMAIL_DESCENDING.orderBy());
        assertEquals("c.id", ContactOrder.ID.orderBy());
        assertEquals(
                List.of("sort must be one of _id, name, -name, email, -email, phone, -phone, contact_type,"
                        + " -contact_type"),
                problems("sort", "name; DROP TABLE contact"));
    }

    @Test
    void eachValueIsCheckedByItsKind() {
        assertEquals(List.of("email must be a valid e-mail address"), problems("email", "not-an-address"));
        assertEquals(List.of("phone must contain digits"), problems("phone", "call me"));
        assertEquals(List.of("pageSize must be between 1 and 1000"), problems("pageSize", "0"));
        assertEquals(List.of("updated_after " + TextFormats.TIMESTAMP), problems("updated_after", "yesterday"));
        assertEquals(List.of("page must be an integer"), problems("page", " "));
    }

    @Test
    void anEmptyValueIsNotSentButAnUnknownNameStillCounts() {
        ContactListParameters parameters = read(
                "page",
                "",
                "pageSize",
                "",
                "email",
                "",
                "phone",
                "",
                "name",
                "",
                "contact_type",
                "",
                "updated_after",
                "",
                "updated_before",
                "");
        assertEquals(0, parameters.page());
        assertEquals(20, parameters.pageSize());
        assertEquals(Optional.empty(), parameters.email());
        assertEquals(Optional.empty(), parameters.phoneDigits());
        assertEquals(List.of(), parameters.nameWords());
        assertEquals(Optional.empty(), parameters.contactType());
        assertEquals(Optional.empty(), parameters.updatedAfter());
        assertEquals(Optional.empty(), parameters.updatedBefore());
        assertEquals(
                List.of("search is not a known parameter; known: contact_type, email, name, page, pageSize, phone,"
                        + " sort, updated_after, updated_before"),
                problems("search", "", "page", ""));
        assertEquals(List.of("email must be given once"), problems("email", "", "email", "a@example.com"));
    }

    @Test
    void timestampsTakeEveryOffsetSpelling() {
        Instant noon = Instant.parse("2026-01-31T12:00:00Z");
        for (String written : List.of(
                "2026-01-31T12:00:00Z",
                "2026-01-31T12:00:00+00:00",
                "2026-01-31T12:00:00+0000",
                "2026-01-31T12:00:00 0000",
                "2026-01-31T13:00:00+0100")) {
            ContactListParameters parameters = read("updated_after", written, "updated_before", written);
            assertEquals(Optional.of(noon), parameters.updatedAfter(), written);
            assertEquals(Optional.of(noon), parameters.updatedBefore(), written);
        }
    }

    @Test
    void filtersAreReadIntoTheFormTheyAreComparedIn() {
        ContactListParameters parameters = read(
                "email",
                " Ada@Example.com ",
                "phone",
                "+1 (555) 010-0",
                "name",
                "  Ada ada   LOVELACE ",
                "contact_type",
                " Tenant",
                "updated_after",
                "2026-01-31T12:00:00+01:00");
        assertEquals(Optional.of("Ada@Example.com"), parameters.email());
        assertEquals(Optional.of("15550100"), parameters.phoneDigits());
        assertEquals(List.of("ada", "lovelace"), parameters.nameWords());
        assertEquals(Optional.of("tenant"), parameters.contactType());
        assertEquals(Optional.of(Instant.parse("2026-01-31T11:00:00Z")), parameters.updatedAfter());
    }

    @Test
    void anAddressHasOneAtAndADottedDomainAndNoBreaks() {
        assertTrue(EmailAddresses.isValid("a.b+c@mail.example.com"));
        assertFalse(EmailAddresses.isValid("a@localhost"));
        assertFalse(EmailAddresses.isValid("a@@example.com"));
        assertFalse(EmailAddresses.isValid("a b@example.com"));
        assertFalse(EmailAddresses.isValid("a@example.com\r\nBcc: x@example.com"));
        assertFalse(EmailAddresses.isValid("a@-example.com"));
        assertFalse(EmailAddresses.isValid(null));
        assertFalse(EmailAddresses.isValid("a".repeat(65) + "@example.com"), "a local part of at most 64");
    }
}
