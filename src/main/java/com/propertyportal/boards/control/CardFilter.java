package com.propertyportal.boards.control;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * What a card list asks for, besides its board and page; every filter combines with the others by AND.
 * referencing: when present, only cards whose references include one of these contact ids (a contact
 * e-mail address the organization does not have gives an empty list here, and so no card).
 */
public record CardFilter(
        Optional<String> relatedId,
        Optional<List<String>> referencing,
        Optional<String> keyTerm,
        Optional<String> assignee,
        Instant updatedAtMin,
        boolean includeArchived,
        Optional<FieldMatch> field) {

    /** Cards whose value of this field holds this text (case-insensitive; a list matches by any element). */
    public record FieldMatch(String key, String value) {}

    public static CardFilter none() {
        return new CardFilter(
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Instant.EPOCH,
                false,
                Optional.empty());
    }
}
