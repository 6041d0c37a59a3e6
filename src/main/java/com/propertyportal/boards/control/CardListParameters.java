package com.propertyportal.boards.control;

import static com.propertyportal.http.QueryParams.boolParam;
import static com.propertyportal.http.QueryParams.intParam;

import com.propertyportal.boards.entity.Board;
import com.propertyportal.contacts.control.EmailAddresses;
import com.propertyportal.http.QueryParams;
import com.propertyportal.input.JsonInput;
import com.propertyportal.input.TextFormats;
import com.propertyportal.json.SortKey;
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
        boolean includeArchived,
        Optional<String> sortBy,
        boolean ascending,
        Optional<String> fieldKey,
        Optional<String> fieldValue) {

    static final Set<String> KNOWN = Set.of(
            "page",
            "pageSize",
            "relatedId",
            "contactEmail",
            "keyTerm",
            "assignee",
            "updatedAtMin",
            "includeArchived",
            "sortBy",
            "sortOrder",
            "fieldKey",
            "fieldValue");
    /** The card's own members a list sorts by; any other sortBy names a field of the board. */
    public static final Set<String> OWN_ORDERS = Set.of("name", "createdAt", "updatedAt");

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
        Instant updatedAtMin = given.containsKey("updatedAtMin")
                ? TextFormats.queryInstant("updatedAtMin", given.get("updatedAtMin"))
                : Instant.EPOCH;
        boolean includeArchived = boolParam("includeArchived", given.get("includeArchived"));
        // The order and the field filter are checked last, each value here, against the board next, and the
        // pair that needs both at the very end (fieldMatch): a request with one wrong value is refused naming
        // that value, not a partner it left out.
        Optional<String> sortBy = Optional.ofNullable(given.get("sortBy"));
        if (sortBy.filter(key -> key.length() > 64).isPresent()) {
            throw ProblemException.invalid("sortBy", "must be name, createdAt, updatedAt or a field key of the board");
        }
        String sortOrder = given.getOrDefault("sortOrder", sortBy.isPresent() ? "asc" : "desc");
        if (!sortOrder.equals("asc") && !sortOrder.equals("desc")) {
            throw ProblemException.invalid("sortOrder", "must be asc or desc");
        }
        Optional<String> fieldKey = Optional.ofNullable(given.get("fieldKey"));
        Optional<String> fieldValue = Optional.ofNullable(given.get("fieldValue"));
        if (fieldKey.filter(key -> key.length() > 64).isPresent()) {
            throw ProblemException.invalid("fieldKey", "must be a field key of the board");
        }
        if (fieldValue.filter(value -> value.length() > SortKey.MAX_TEXT).isPresent()) {
            throw ProblemException.invalid("fieldValue", "must be at most " + SortKey.MAX_TEXT + " characters");
        }
        return new CardListParameters(
                page,
                pageSize,
                relatedId,
                contactEmail.map(String::trim),
                keyTerm.filter(term -> !term.isBlank()),
                assignee,
                updatedAtMin,
                includeArchived,
                sortBy,
                sortOrder.equals("asc"),
                fieldKey,
                fieldValue);
    }

    /** The order asked for, checked against the board: a sortBy that is no field of it is a 400 naming it. */
    public CardOrder order(Board board) {
        String by = sortBy.orElse("createdAt");
        if (!OWN_ORDERS.contains(by) && board.field(by).isEmpty()) {
            throw ProblemException.invalid("sortBy", "must be name, createdAt, updatedAt or a field key of the board");
        }
        return new CardOrder(by, ascending);
    }

    /** The field filter asked for, checked against the board: a fieldKey that is no field of it is a 400. */
    public Optional<CardFilter.FieldMatch> fieldMatch(Board board) {
        if (fieldKey.filter(key -> board.field(key).isEmpty()).isPresent()) {
            throw ProblemException.invalid("fieldKey", "must be a field key of the board");
        }
        if (fieldKey.isPresent() != fieldValue.isPresent()) {
            throw fieldKey.isPresent()
                    ? ProblemException.invalid("fieldValue", "is required with fieldKey")
                    : ProblemException.invalid("fieldKey", "is required with fieldValue");
        }
        return fieldKey.map(key -> new CardFilter.FieldMatch(key, fieldValue.orElseThrow()));
    }
}
