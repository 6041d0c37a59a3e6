package com.propertyportal.boards.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.propertyportal.http.Queries;
import com.propertyportal.input.TextFormats;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The query of a card list: what each parameter reads as, an empty one as none, and what is refused. */
class CardListParametersTest {

    private static CardListParameters read(String... keyValues) {
        return CardListParameters.read(Queries.of(keyValues));
    }

    private static List<String> problems(String... keyValues) {
        return Queries.refusals(() -> read(keyValues));
    }

    @Test
    void anEmptyValueIsNotSent() {
        CardListParameters parameters = read(
                "page",
                "",
                "pageSize",
                "",
                "relatedId",
                "",
                "contactEmail",
                "",
                "keyTerm",
                "",
                "assignee",
                "",
                "updatedAtMin",
                "",
                "includeArchived",
                "");
        assertEquals(0, parameters.page());
        assertEquals(20, parameters.pageSize());
        assertEquals(Optional.empty(), parameters.relatedId());
        assertEquals(Optional.empty(), parameters.contactEmail());
        assertEquals(Optional.empty(), parameters.keyTerm());
        assertEquals(Optional.empty(), parameters.assignee());
        assertEquals(Instant.EPOCH, parameters.updatedAtMin());
        assertFalse(parameters.includeArchived());
    }

    @Test
    void anUnknownOrRepeatedNameIsRefusedEvenEmpty() {
        assertEquals(
                List.of("search is not a known parameter; known: assignee, contactEmail, fieldKey, fieldValue,"
                        + " includeArchived, keyTerm, page, pageSize, relatedId, sortBy, sortOrder, updatedAtMin"),
                problems("search", "", "relatedId", ""));
        assertEquals(List.of("relatedId must be given once"), problems("relatedId", "", "relatedId", "c-1"));
    }

    @Test
    void eachValueIsCheckedByItsKind() {
        assertEquals(List.of("page must be an integer"), problems("page", " "));
        assertEquals(List.of("relatedId must be a contact _id"), problems("relatedId", "not an id"));
        assertEquals(List.of("includeArchived must be true or false"), problems("includeArchived", "yes"));
        assertEquals(List.of("updatedAtMin " + TextFormats.TIMESTAMP), problems("updatedAtMin", "2026-01-31"));
    }

    @Test
    void updatedAtMinTakesEveryOffsetSpelling() {
        Instant noon = Instant.parse("2026-01-31T12:00:00Z");
        for (String written : List.of(
                "2026-01-31T12:00:00Z",
                "2026-01-31T12:00:00.000Z",
                "2026-01-31T12:00:00+00:00",
                "2026-01-31T12:00:00+0000",
                "2026-01-31T12:00:00 00:00",
                "2026-01-31T07:00:00-0500")) {
            assertEquals(noon, read("updatedAtMin", written).updatedAtMin(), written);
        }
    }

    @Test
    void filtersAreReadAsSent() {
        CardListParameters parameters = read(
                "page",
                "2",
                "pageSize",
                "50",
                "relatedId",
                "c-1",
                "contactEmail",
                " a@example.com ",
                "keyTerm",
                "  ",
                "includeArchived",
                "true");
        assertEquals(2, parameters.page());
        assertEquals(50, parameters.pageSize());
        assertEquals(Optional.of("c-1"), parameters.relatedId());
        assertEquals(Optional.of("a@example.com"), parameters.contactEmail());
        assertEquals(Optional.empty(), parameters.keyTerm());
        assertTrue(parameters.includeArchived());
    }
}
