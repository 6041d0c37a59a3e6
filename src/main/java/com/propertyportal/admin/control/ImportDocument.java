package com.propertyportal.admin.control;

import com.propertyportal.boards.control.BoardDocument;
import com.propertyportal.boards.control.CardDocument;
import com.propertyportal.contacts.control.ContactDocument;
import com.propertyportal.forms.control.FormDocument;
import com.propertyportal.input.JsonInput;
import com.propertyportal.input.Violations;
import com.propertyportal.locations.control.LocationDocument;
import com.propertyportal.organizations.control.OrganizationDocument;
import com.propertyportal.persistence.Ids;
import com.propertyportal.problems.FieldError;
import com.propertyportal.schools.control.SchoolDocument;
import jakarta.json.JsonObject;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** An import document read into typed items, every shape problem recorded under its JSON path. */
public record ImportDocument(
        List<OrganizationDocument.Item> organizations,
        List<LocationDocument.Item> locations,
        List<SchoolDocument.Item> schools,
        List<ContactDocument.Item> contacts,
        List<BoardDocument.Item> boards,
        List<CardDocument.Item> cards,
        List<FormDocument.Item> forms) {

    public static final List<String> KINDS =
            List.of("organizations", "locations", "schools", "contacts", "boards", "cards", "forms");
    static final int MAX_ITEMS = 100_000;

    public static ImportDocument read(JsonObject body, Violations violations) {
        JsonInput root = JsonInput.root(body, violations);
        root.rejectUnknown(Set.copyOf(KINDS));
        ImportDocument document = new ImportDocument(
                items(root, "organizations", OrganizationDocument::read, OrganizationDocument.Item::id),
                items(root, "locations", LocationDocument::read, LocationDocument.Item::id),
                items(root, "schools", SchoolDocument::read, SchoolDocument.Item::id),
                items(root, "contacts", ContactDocument::read, ContactDocument.Item::id),
                items(root, "boards", BoardDocument::read, BoardDocument.Item::id),
                items(root, "cards", CardDocument::read, CardDocument.Item::id),
                items(root, "forms", FormDocument::read, FormDocument.Item::id));
        if (document.size() == 0 && violations.isEmpty()) {
            // A document without a record would import nothing and say it did: most likely the wrong file.
            root.reject(
                    "organizations",
                    "or another of " + String.join(", ", KINDS) + " must hold a record: the document holds none");
        }
        return document;
    }

    private static <T> List<T> items(
            JsonInput root, String kind, BiFunction<JsonInput, String, T> reader, Function<T, String> id) {
        List<JsonInput> inputs = root.objects(kind, MAX_ITEMS);
        List<T> items = inputs.stream().map(in -> reader.apply(in, Ids.newId())).toList();
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < items.size(); i++) {
            String itemId = id.apply(items.get(i));
            if (itemId != null && !seen.add(itemId)) {
                root.violations().add(kind + "[" + i + "]._id", "repeats an earlier " + kind + " _id");
            }
        }
        return items;
    }

    /**
     * This document without the records a problem names ({@code locations[3]…}): what a dry run still checks
     * against the database after the shape problems, so it reports every problem at once.
     */
    public ImportDocument withoutRecordsNamedIn(List<FieldError> problems) {
        Set<String> named = new HashSet<>();
        for (FieldError problem : problems) {
            Matcher record = RECORD.matcher(problem.field());
            if (record.lookingAt()) {
                named.add(record.group());
            }
        }
        return new ImportDocument(
                kept("organizations", organizations, named),
                kept("locations", locations, named),
                kept("schools", schools, named),
                kept("contacts", contacts, named),
                kept("boards", boards, named),
                kept("cards", cards, named),
                kept("forms", forms, named));
    }

    private static final Pattern RECORD = Pattern.compile("[a-z]+\\[\\d+]");

    private static <T> List<T> kept(String kind, List<T> items, Set<String> named) {
        List<T> kept = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            if (!named.contains(kind + "[" + i + "]")) {
                kept.add(items.get(i));
            }
        }
        return kept;
    }

    public int size() {
        return organizations.size()
                + locations.size()
                + schools.size()
                + contacts.size()
                + boards.size()
                + cards.size()
                + forms.size();
    }
}
