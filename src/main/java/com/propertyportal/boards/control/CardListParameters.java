package com.propertyportal.boards.control;

import static com.propertyportal.http.QueryParams.boolParam;
import static com.propertyportal.http.QueryParams.intParam;

import com.propertyportal.contacts.control.EmailAddresses;
import com.propertyportal.input.JsonInput;
import com.propertyportal.input.Violations;
import com.propertyportal.problems.ProblemException;
import jakarta.ws.rs.core.MultivaluedMap;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * The query of a card list, checked: a parameter it does not know, or gives twice, is a 400 naming it,
 * so that a misspelt filter never silently answers the whole board.
 */
public record CardListParameters(
        int page,
        int pageSize,
        Optional<String> relatedId,
        Optional<String> contactEmail,
        Optional<String> keyTerm,
        Optional<String> assignee,
        Instant updatedAtMin,
        boolean includeArchived) {

    static final Set<String> KNOWN = Set.of(
            "page", "pageSize", "relatedId", "contactEmail", "keyTerm", "assignee", "updatedAtMin", "includeArchived");
    static final int MAX_KEY_TERM = 200;

    public static CardListParameters read(MultivaluedMap<String, String> query) {
        Violations violations = new Violations();
        for (var entry : new TreeMap<>(query).entrySet()) {
            if (!KNOWN.contains(entry.getKey())) {
                violations.add(
                        entry.getKey(),
                        "is not a known parameter; known: " + String.join(", ", new java.util.TreeSet<>(KNOWN)));
            } else if (entry.getValue().size() != 1) {
                violations.add(entry.getKey(), "must be given once");
            }
        }
        violations.throwIfAny();
        Function<String, String> one = name -> query.getFirst(name);
        int page = one.apply("page") == null ? 0 : intParam("page", one.apply("page"), 0, 1_000_000);
        int pageSize = one.apply("pageSize") == null ? 20 : intParam("pageSize", one.apply("pageSize"), 1, 1000);
        Optional<String> relatedId = Optional.ofNullable(one.apply("relatedId"));
        if (relatedId.filter(id -> !JsonInput.isId(id)).isPresent()) {
            throw ProblemException.invalid("relatedId", "must be a contact _id");
        }
        Optional<String> contactEmail = Optional.ofNullable(one.apply("contactEmail"));
        if (contactEmail.filter(email -> !EmailAddresses.isValid(email.trim())).isPresent()) {
            throw ProblemException.invalid("contactEmail", "must be a valid e-mail address");
        }
        Optional<String> keyTerm = Optional.ofNullable(one.apply("keyTerm"));
        if (keyTerm.filter(term -> term.length() > MAX_KEY_TERM).isPresent()) {
            throw ProblemException.invalid("keyTerm", "must be at most " + MAX_KEY_TERM + " characters");
        }
        Optional<String> assignee = Optional.ofNullable(one.apply("assignee"));
        if (assignee.filter(id -> !JsonInput.isId(id)).isPresent()) {
            throw ProblemException.invalid("assignee", "must be a user id: 1 to 64 letters, digits or . _ : -");
        }
        return new CardListParameters(
                page,
                pageSize,
                relatedId,
                contactEmail.map(String::trim),
                keyTerm.filter(term -> !term.isBlank()),
                assignee,
                timestamp(one.apply("updatedAtMin")),
                boolParam("includeArchived", one.apply("includeArchived")));
    }

    private static Instant timestamp(String value) {
        if (value == null) {
            return Instant.EPOCH;
        }
        try {
            return OffsetDateTime.parse(value).toInstant();
        } catch (DateTimeParseException e) {
            throw ProblemException.invalid(
                    "updatedAtMin", "must be an ISO-8601 timestamp such as 2026-01-31T12:00:00Z");
        }
    }
}
