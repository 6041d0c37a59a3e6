package com.propertyportal.admin.control;

import com.propertyportal.boards.entity.Board;
import com.propertyportal.boards.entity.Card;
import com.propertyportal.contacts.entity.Contact;
import com.propertyportal.forms.entity.Form;
import com.propertyportal.input.Violations;
import com.propertyportal.locations.entity.Location;
import jakarta.persistence.EntityManager;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The one organization an import document changes, and the check that every record of the document
 * stays inside it. The document names its organization itself: the _id of its one organizations item,
 * else the companyId its records give, else the organization of the board its cards name. Every other
 * companyId must be that one, and an _id that is already another organization's record ("foreign") is
 * refused, so one organization's document can neither create, rename nor move another organization's
 * records nor plant records in it. Schools are no organization's: they come in a document of their own.
 */
final class DocumentOrganization {

    /** Ids looked up in one query. */
    private static final int CHUNK = 500;

    /** One record of the document that belongs to an organization: where it is and what it names. */
    private record Owned(String path, String id, String organizationId) {}

    /** One kind of record: its entity and the document's records of it. */
    private record Kind(String name, Class<?> entity, List<Owned> records) {}

    /** The organization and the path of the field that named it. */
    private record Named(String id, String path) {}

    private final EntityManager em;
    private final Violations violations;

    private DocumentOrganization(EntityManager em, Violations violations) {
        this.em = em;
        this.violations = violations;
    }

    /**
     * The document's organization (empty for a schools document or an empty one), with every way the
     * document reaches outside it recorded in violations.
     */
    static Optional<String> check(ImportDocument doc, EntityManager em, Violations violations) {
        return new DocumentOrganization(em, violations).check(doc);
    }

    private Optional<String> check(ImportDocument doc) {
        List<Kind> kinds = kinds(doc);
        boolean hasOrganizationRecords = !doc.organizations().isEmpty()
                || !doc.cards().isEmpty()
                || kinds.stream().anyMatch(k -> !k.records().isEmpty());
        if (!doc.schools().isEmpty() && hasOrganizationRecords) {
            violations.add(
                    "schools",
                    "are shared by every organization, so they come in a document of their own: "
                            + "this document changes an organization");
            return Optional.empty();
        }
        for (int i = 1; i < doc.organizations().size(); i++) {
            violations.add(
                    "organizations[" + i + "]._id",
                    "is a second organization: a document changes one "
                            + "organization, so import each organization in a document of its own");
        }
        Optional<Named> named = named(doc, kinds);
        if (named.isEmpty()) {
            return Optional.empty();
        }
        String organization = named.get().id();
        for (Kind kind : kinds) {
            for (Owned record : kind.records()) {
                if (record.organizationId() != null && !record.organizationId().equals(organization)) {
                    violations.add(
                            record.path() + ".companyId",
                            "must be " + organization + ", the organization this document changes (named by "
                                    + named.get().path() + ")");
                }
            }
        }
        List<Owned> cardBoards = new ArrayList<>();
        for (int i = 0; i < doc.cards().size(); i++) {
            cardBoards.add(new Owned("cards[" + i + "]", doc.cards().get(i).boardId(), null));
        }
        for (Owned board : othersOf(Board.class, cardBoards, organization)) {
            violations.add(board.path() + ".boardId", "is another organization's board");
        }
        for (Kind kind : kinds) {
            for (Owned record : othersOf(kind.entity(), kind.records(), organization)) {
                violations.add(record.path() + "._id", "is the id of another organization's " + kind.name());
            }
        }
        return Optional.of(organization);
    }

    private Optional<Named> named(ImportDocument doc, List<Kind> kinds) {
        if (!doc.organizations().isEmpty()) {
            return Optional.of(new Named(doc.organizations().get(0).id(), "organizations[0]._id"));
        }
        for (Kind kind : kinds) {
            for (Owned record : kind.records()) {
                if (record.organizationId() != null) {
                    return Optional.of(new Named(record.organizationId(), record.path() + ".companyId"));
                }
            }
        }
        for (int i = 0; i < doc.cards().size(); i++) {
            String boardId = doc.cards().get(i).boardId();
            Board board = boardId == null ? null : em.find(Board.class, boardId);
            if (board != null) {
                return Optional.of(new Named(board.organizationId(), "cards[" + i + "].boardId"));
            }
        }
        return Optional.empty();
    }

    /** The records whose id is already a record of that entity in another organization. */
    private List<Owned> othersOf(Class<?> entity, List<Owned> records, String organization) {
        Map<String, List<Owned>> byId = new LinkedHashMap<>();
        records.stream()
                .filter(r -> r.id() != null)
                .forEach(r ->
                        byId.computeIfAbsent(r.id(), id -> new ArrayList<>()).add(r));
        List<String> ids = List.copyOf(byId.keySet());
        Set<String> foreign = new HashSet<>();
        for (int from = 0; from < ids.size(); from += CHUNK) {
            foreign.addAll(em.createQuery(
                            "SELECT x.id FROM " + entity.getSimpleName()
                                    + " x WHERE x.id IN :ids AND x.organizationId <> :organization",
                            String.class)
                    .setParameter("ids", ids.subList(from, Math.min(ids.size(), from + CHUNK)))
                    .setParameter("organization", organization)
                    .getResultList());
        }
        return records.stream().filter(r -> foreign.contains(r.id())).toList();
    }

    private static List<Kind> kinds(ImportDocument doc) {
        List<Owned> locations = new ArrayList<>();
        for (int i = 0; i < doc.locations().size(); i++) {
            var item = doc.locations().get(i);
            locations.add(new Owned("locations[" + i + "]", item.id(), item.organizationId()));
        }
        List<Owned> contacts = new ArrayList<>();
        for (int i = 0; i < doc.contacts().size(); i++) {
            var item = doc.contacts().get(i);
            contacts.add(new Owned("contacts[" + i + "]", item.id(), item.organizationId()));
        }
        List<Owned> boards = new ArrayList<>();
        for (int i = 0; i < doc.boards().size(); i++) {
            var item = doc.boards().get(i);
            boards.add(new Owned("boards[" + i + "]", item.id(), item.organizationId()));
        }
        List<Owned> cards = new ArrayList<>();
        for (int i = 0; i < doc.cards().size(); i++) {
            cards.add(new Owned("cards[" + i + "]", doc.cards().get(i).id(), null));
        }
        List<Owned> forms = new ArrayList<>();
        for (int i = 0; i < doc.forms().size(); i++) {
            var item = doc.forms().get(i);
            forms.add(new Owned("forms[" + i + "]", item.id(), item.organizationId()));
        }
        return List.of(
                new Kind("location", Location.class, locations),
                new Kind("contact", Contact.class, contacts),
                new Kind("board", Board.class, boards),
                new Kind("card", Card.class, cards),
                new Kind("form", Form.class, forms));
    }
}
