package com.propertyportal.boards.control;

import static com.propertyportal.http.QueryParams.boolParam;
import static com.propertyportal.http.QueryParams.intParam;

import com.propertyportal.contacts.control.EmailAddresses;
import com.propertyportal.http.QueryParams;
import com.propertyportal.input.JsonInput;
import com.propertyportal.input.TextFormats;
import com.propertyportal.problems.ProblemException;
import jakarta.ws.rs.core.MultivaluedMap;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The query of a card list, checked: a parameter it does not know, or gives twice, is a 400 naming it,
 * so that a misspelt filter never silently answers the whole board; one sent empty is read as not sent.
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
        Map<String, String> given = QueryParams.screened(query, KNOWN);
        int page = given.containsKey("page") ? intParam("page", given.get("page"), 0, 1_000_000) : 0;
        int pageSize = given.containsKey("pageSize") ? intParam("pageSize", given.get("pageSize"), 1, 1000) : 20;
        Optional<String> relatedId = Optional.ofNullable(given.get("relatedId"));
        if (relatedId.filter(id -> !JsonInput.isId(id)).isPresent()) {
            throw ProblemException.invalid("relatedId", "must be a contact _id");
        }
        Optional<String> contactEmail = Optional.ofNullable(given.get("contactEmail"));
        if (contactEmail.filter(email -> !EmailAddresses.isValid(email.trim())).isPresent()) {
            throw ProblemException.invalid("contactEmail", "must be a valid e-mail address");
        }
        Optional<String> keyTerm = Optional.ofNullable(given.get("keyTerm"));
        if (keyTerm.filter(term -> term.length() > MAX_KEY_TERM).isPresent()) {
            throw ProblemException.invalid("keyTerm", "must be at most " + MAX_KEY_TERM + " characters");
        }
        Optional<String> assignee = Optional.ofNullable(given.get("assignee"));
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
                given.containsKey("updatedAtMin")
                        ? TextFormats.queryInstant("updatedAtMin", given.get("updatedAtMin"))
                        : Instant.EPOCH,
                boolParam("includeArchived", given.get("includeArchived")));
    }
}
