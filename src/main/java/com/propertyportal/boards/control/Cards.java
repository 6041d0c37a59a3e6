package com.propertyportal.boards.control;

import com.propertyportal.boards.entity.Board;
import com.propertyportal.boards.entity.Card;
import com.propertyportal.contacts.control.ContactLookup;
import com.propertyportal.input.Violations;
import com.propertyportal.json.Json;
import com.propertyportal.persistence.Page;
import com.propertyportal.problems.ProblemException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonValue;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The one writer of cards: the core API, form submissions and imports all create and change cards here,
 * under the rule of {@link CardChange}. Also finds a board's cards and lists a page of them.
 */
@ApplicationScoped
public class Cards {

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    @Inject
    ContactLookup contacts;

    public Card find(Board board, String cardId) {
        return Optional.ofNullable(em.find(Card.class, cardId))
                .filter(c -> c.boardId().equals(board.id()))
                .orElseThrow(() -> ProblemException.notFound("Card " + cardId + " on board " + board.id()));
    }

    /** The card with this id, on whichever board. */
    public Optional<Card> find(String cardId) {
        return Optional.ofNullable(em.find(Card.class, cardId));
    }

    /**
     * Creates the card with this id on the board, or changes it where it already is on the board. Checks
     * first: every value against its field's type, references to contacts of the board's organization, a
     * name for a new card, no move to another board; problems go to violations under path. Writes only
     * while violations holds no problem, and answers what it wrote.
     */
    public Optional<Card> write(
            Board board, String cardId, CardChange change, String path, Violations violations, Instant now) {
        Card card = em.find(Card.class, cardId);
        if (card != null && !card.boardId().equals(board.id())) {
            violations.add(at(path, "boardId"), "cannot move a card to another board");
        }
        JsonObject checked = CardValues.check(board, change.values(), at(path, change.valuesPath()), violations);
        change.references().ifPresent(ids -> checkReferences(board, ids, path, violations));
        if (card == null && change.name().isEmpty()) {
            violations.add(at(path, "name"), "is required to create a card");
        }
        if (!violations.isEmpty()) {
            return Optional.empty();
        }
        if (card == null) {
            card = new Card(cardId, board, change.name().orElseThrow(), now);
            em.persist(card);
        }
        Card saved = card;
        change.name().ifPresent(n -> saved.rename(n, now));
        saved.setValues(merge(saved.values(), checked), now);
        change.references().ifPresent(ids -> saved.setReferences(ids, now));
        change.archived().ifPresent(a -> saved.archive(a, now));
        if (change.assigneeSent()) {
            saved.assign(change.assignee(), now);
        }
        return Optional.of(saved);
    }

    private static JsonObject merge(JsonObject current, JsonObject changes) {
        JsonObjectBuilder merged = Json.createObjectBuilder(current);
        changes.forEach((key, value) -> {
            if (value.getValueType() == JsonValue.ValueType.NULL) {
                merged.remove(key);
            } else {
                merged.add(key, value);
            }
        });
        return merged.build();
    }

    private void checkReferences(Board board, List<String> ids, String path, Violations violations) {
        Set<String> known = contacts.existing(board.companyId(), ids);
        for (int i = 0; i < ids.size(); i++) {
            if (!known.contains(ids.get(i))) {
                violations.add(at(path, "references[" + i + "]"), "names no contact of this organization");
            }
        }
    }

    private static String at(String path, String member) {
        return path.isEmpty() || member.isEmpty() ? path + member : path + "." + member;
    }

    /** One page of a board's cards, newest first. */
    public Page<Card> list(Board board, int page, int pageSize, CardFilter filter) {
        if (filter.referencing().filter(List::isEmpty).isPresent()) {
            return Page.empty();
        }
        CardQuery query = new CardQuery(board.id(), filter);
        return Page.of(
                query.cards(em).setHint("eclipselink.batch.type", "IN").setHint("eclipselink.batch", "c.references"),
                query.count(em),
                (long) page * pageSize,
                pageSize);
    }
}
