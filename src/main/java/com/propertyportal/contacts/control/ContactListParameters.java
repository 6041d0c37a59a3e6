package com.propertyportal.contacts.control;

import static com.propertyportal.http.QueryParams.intParam;

import com.propertyportal.input.Violations;
import com.propertyportal.problems.ProblemException;
import jakarta.ws.rs.core.MultivaluedMap;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The query of GET /api/contacts, checked: every filter is optional and they combine by AND; a parameter
 * it does not know, or gives twice, is a 400 naming it.
 */
public record ContactListParameters(
        int page,
        int pageSize,
        Optional<String> email,
        Optional<String> phoneDigits,
        List<String> nameWords,
        Optional<String> contactType,
        Optional<Instant> updatedAfter,
        Optional<Instant> updatedBefore) {

    static final Set<String> KNOWN =
            Set.of("page", "pageSize", "email", "phone", "name", "contact_type", "updated_after", "updated_before");
    static final int MAX_TEXT = 200;

    public static ContactListParameters read(MultivaluedMap<String, String> query) {
        Violations violations = new Violations();
        for (var entry : new TreeMap<>(query).entrySet()) {
            if (!KNOWN.contains(entry.getKey())) {
                violations.add(
                        entry.getKey(), "is not a known parameter; known: " + String.join(", ", new TreeSet<>(KNOWN)));
            } else if (entry.getValue().size() != 1) {
                violations.add(entry.getKey(), "must be given once");
            } else if (entry.getValue().get(0).length() > MAX_TEXT) {
                violations.add(entry.getKey(), "must be at most " + MAX_TEXT + " characters");
            }
        }
        violations.throwIfAny();
        Optional<String> email = Optional.ofNullable(query.getFirst("email")).map(String::trim);
        if (email.filter(e -> !EmailAddresses.isValid(e)).isPresent()) {
            throw ProblemException.invalid("email", "must be a valid e-mail address");
        }
        Optional<String> phone = Optional.ofNullable(query.getFirst("phone")).map(p -> p.replaceAll("[^0-9]", ""));
        if (phone.filter(String::isEmpty).isPresent()) {
            throw ProblemException.invalid("phone", "must contain digits");
        }
        List<String> words = Optional.ofNullable(query.getFirst("name"))
                .map(n -> Arrays.stream(n.toLowerCase(Locale.ROOT).trim().split("\\s+"))
                        .filter(w -> !w.isEmpty())
                        .distinct()
                        .limit(10)
                        .toList())
                .orElse(List.of());
        return new ContactListParameters(
                query.getFirst("page") == null ? 0 : intParam("page", query.getFirst("page"), 0, 1_000_000),
                query.getFirst("pageSize") == null ? 20 : intParam("pageSize", query.getFirst("pageSize"), 1, 1000),
                email,
                phone,
                words,
                Optional.ofNullable(query.getFirst("contact_type"))
                        .map(t -> t.trim().toLowerCase(Locale.ROOT)),
                timestamp("updated_after", query.getFirst("updated_after")),
                timestamp("updated_before", query.getFirst("updated_before")));
    }

    private static Optional<Instant> timestamp(String name, String value) {
        if (value == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(OffsetDateTime.parse(value).toInstant());
        } catch (DateTimeParseException e) {
            throw ProblemException.invalid(name, "must be an ISO-8601 timestamp such as 2026-01-31T12:00:00Z");
        }
    }
}
