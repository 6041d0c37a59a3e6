package com.propertyportal.admin.control;

import com.propertyportal.boards.entity.Board;
import com.propertyportal.boards.entity.Card;
import com.propertyportal.contacts.entity.Contact;
import com.propertyportal.forms.entity.Form;
import com.propertyportal.input.Violations;
import com.propertyportal.locations.entity.Location;
import jakarta.persistence.EntityManager;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * The one organization an import document changes, and the check that every record of the document
 * stays inside it. The document names its organization itself: the _id of its one organizations item,
 * else the companyId its records give, else the organization of the board its cards name. Every other
 * companyId must be that one, and an _id that is already another organization's record ("foreign") is
 * refused, so one organization's document can neither create, rename nor move another organization's
 * records nor plant records in it. Schools are no organization's: they come in a document of their own.
 */
final class DocumentOrganization {

    /** One record of the document that belongs to an organization: where it is and what it names. */
    private record Owned<T>(String path, String kind, Class<T> type, String id, String companyId,
            Function<T, String> owner) {
    }

    /** The organization and the path of the field that named it. */
    private record Named(String id, String path) {
    }

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
        List<Owned<?>> records = records(doc);
        boolean hasOrganizationRecords = !doc.organizations().isEmpty() || !records.isEmpty()
                || !doc.cards().isEmpty();
        if (!doc.schools().isEmpty() && hasOrganizationRecords) {
            violations.add("schools", "are shared by every organization, so they come in a document of their own: "
                    + "this document changes an organization");
            return Optional.empty();
        }
        for (int i = 1; i < doc.organizations().size(); i++) {
            violations.add("organizations[" + i + "]._id", "is a second organization: a document changes one "
                    + "organization, so import each organization in a document of its own");
        }
        Optional<Named> named = named(doc, records);
        if (named.isEmpty()) {
            return Optional.empty();
        }
        String organization = named.get().id();
        for (Owned<?> record : records) {
            if (record.companyId() != null && !record.companyId().equals(organization)) {
                violations.add(record.path() + ".companyId", "must be " + organization
                        + ", the organization this document changes (named by " + named.get().path() + ")");
            }
            refuseForeign(record, organization);
        }
        for (int i = 0; i < doc.cards().size(); i++) {
            var card = doc.cards().get(i);
            String path = "cards[" + i + "]";
            Board board = em.find(Board.class, card.boardId());
            if (board != null && !board.companyId().equals(organization)) {
                violations.add(path + ".boardId", "is another organization's board");
            }
            refuseForeign(new Owned<>(path, "card", Card.class, card.id(), null, Card::companyId), organization);
        }
        return Optional.of(organization);
    }

    private Optional<Named> named(ImportDocument doc, List<Owned<?>> records) {
        if (!doc.organizations().isEmpty()) {
            return Optional.of(new Named(doc.organizations().get(0).id(), "organizations[0]._id"));
        }
        for (Owned<?> record : records) {
            if (record.companyId() != null) {
                return Optional.of(new Named(record.companyId(), record.path() + ".companyId"));
            }
        }
        for (int i = 0; i < doc.cards().size(); i++) {
            String boardId = doc.cards().get(i).boardId();
            Board board = boardId == null ? null : em.find(Board.class, boardId);
            if (board != null) {
                return Optional.of(new Named(board.companyId(), "cards[" + i + "].boardId"));
            }
        }
        return Optional.empty();
    }

    private <T> void refuseForeign(Owned<T> record, String organization) {
        if (record.id() == null) {
            return;
        }
        T existing = em.find(record.type(), record.id());
        if (existing != null && !record.owner().apply(existing).equals(organization)) {
            violations.add(record.path() + "._id", "is the id of another organization's " + record.kind());
        }
    }

    private static List<Owned<?>> records(ImportDocument doc) {
        List<Owned<?>> records = new ArrayList<>();
        for (int i = 0; i < doc.locations().size(); i++) {
            var item = doc.locations().get(i);
            records.add(new Owned<>("locations[" + i + "]", "location", Location.class, item.id(), item.companyId(),
                    Location::companyId));
        }
        for (int i = 0; i < doc.contacts().size(); i++) {
            var item = doc.contacts().get(i);
            records.add(new Owned<>("contacts[" + i + "]", "contact", Contact.class, item.id(), item.companyId(),
                    Contact::companyId));
        }
        for (int i = 0; i < doc.boards().size(); i++) {
            var item = doc.boards().get(i);
            records.add(new Owned<>("boards[" + i + "]", "board", Board.class, item.id(), item.companyId(),
                    Board::companyId));
        }
        for (int i = 0; i < doc.forms().size(); i++) {
            var item = doc.forms().get(i);
            records.add(new Owned<>("forms[" + i + "]", "form", Form.class, item.id(), item.companyId(),
                    Form::companyId));
        }
        return records;
    }
}
