package com.propertyportal.contacts.control;

import static com.propertyportal.http.QueryParams.intParam;

import com.propertyportal.http.QueryParams;
import com.propertyportal.input.TextFormats;
import com.propertyportal.problems.ProblemException;
import jakarta.ws.rs.core.MultivaluedMap;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The query of GET /api/contacts, checked: every filter is optional and they combine by AND; a parameter
 * it does not know, or gives twice, is a 400 naming it; one sent empty is read as not sent.
 */
public record ContactListParameters(
        int page,
        int pageSize,
        Optional<String> email,
        Optional<String> phoneDigits,
        List<String> nameWords,
        Optional<String> contactType,
        Optional<Instant> updatedAfter,
        Optional<Instant> updatedBefore,
        ContactOrder order) {

    static final Set<String> KNOWN = Set.of(
            "page", "pageSize", "email", "phone", "name", "contact_type", "updated_after", "updated_before", "sort");
    static final int MAX_TEXT = 200;

    public static ContactListParameters read(MultivaluedMap<String, String> query) {
        Map<String, String> given = QueryParams.screened(query, KNOWN, MAX_TEXT);
        Optional<String> email = Optional.ofNullable(given.get("email")).map(String::trim);
        if (email.filter(e -> !EmailAddresses.isValid(e)).isPresent()) {
            throw ProblemException.invalid("email", "must be a valid e-mail address");
        }
        Optional<String> phone = Optional.ofNullable(given.get("phone")).map(p -> p.replaceAll("[^0-9]", ""));
        if (phone.filter(String::isEmpty).isPresent()) {
            throw ProblemException.invalid("phone", "must contain digits");
        }
        List<String> words = Optional.ofNullable(given.get("name"))
                .map(n -> Arrays.stream(n.toLowerCase(Locale.ROOT).trim().split("\\s+"))
                        .filter(w -> !w.isEmpty())
                        .distinct()
                        .limit(10)
                        .toList())
                .orElse(List.of());
        return new ContactListParameters(
                given.containsKey("page") ? intParam("page", given.get("page"), 0, 1_000_000) : 0,
                given.containsKey("pageSize") ? intParam("pageSize", given.get("pageSize"), 1, 1000) : 20,
                email,
                phone,
                words,
                Optional.ofNullable(given.get("contact_type")).map(t -> t.trim().toLowerCase(Locale.ROOT)),
                timestamp("updated_after", given.get("updated_after")),
                timestamp("updated_before", given.get("updated_before")),
                Optional.ofNullable(given.get("sort"))
                        .map(ContactListParameters::order)
                        .orElse(ContactOrder.ID));
    }

    private static ContactOrder order(String wire) {
        return ContactOrder.ofWire(wire)
                .orElseThrow(() -> ProblemException.invalid("sort", "must be one of " + ContactOrder.WIRES));
    }

    private static Optional<Instant> timestamp(String name, String value) {
        return Optional.ofNullable(value).map(v -> TextFormats.queryInstant(name, v));
    }
}
