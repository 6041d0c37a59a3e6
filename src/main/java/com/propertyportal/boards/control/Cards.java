package com.propertyportal.boards.control;

import com.propertyportal.apikeys.control.Caller;
import com.propertyportal.boards.entity.Board;
import com.propertyportal.boards.entity.Card;
import com.propertyportal.contacts.control.ContactLookup;
import com.propertyportal.json.JsonInput;
import com.propertyportal.json.Violations;
import com.propertyportal.persistence.Ids;
import com.propertyportal.problems.ProblemException;
import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import com.propertyportal.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonValue;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** Cards of an open board: find, create or update from an API body, and list a page. */
@RequestScoped
public class Cards {

    private static final Set<String> RESERVED = Set.of("_id", "name", "title", "references", "archived", "assignee");

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    @Inject
    Caller caller;

    @Inject
    ContactLookup contacts;

    /** One page of a board's cards, newest first. */
    public record Page(List<Card> cards, long total, int page, int pageSize) {
    }

    public Card find(Board board, String cardId) {
        return Optional.ofNullable(em.find(Card.class, cardId)).filter(c -> c.boardId().equals(board.id()))
                .orElseThrow(() -> ProblemException.notFound("Card " + cardId + " on board " + board.id()));
    }

    /** Creates a card, or with _id updates that card of this board; fields not sent stay as they are. */
    public Card save(Board board, JsonObject body, Instant now) {
        Violations violations = new Violations();
        JsonInput in = JsonInput.root(body, violations);
        Optional<String> id = in.id("_id");
        Optional<String> name = in.string("name", 500).or(() -> in.string("title", 500)).filter(n -> !n.isBlank());
        Optional<List<String>> references = in.ids("references", 500);
        Optional<Boolean> archived = in.bool("archived");
        boolean assigneeSent = in.has("assignee");
        Optional<String> assignee = in.id("assignee");
        Map<String, JsonValue> values = new LinkedHashMap<>(body);
        values.keySet().removeAll(RESERVED);
        JsonObject checked = CardValues.check(board, values, "", violations);
        references.ifPresent(ids -> checkReferences(ids, violations));
        if (!in.has("_id") && name.isEmpty()) {
            violations.add("name", "is required to create a card");
        }
        violations.throwIfAny();

        Card card = id.map(cardId -> find(board, cardId)).orElse(null);
        if (card == null) {
            card = new Card(Ids.newId(), board, name.orElseThrow(), now);
            em.persist(card);
        }
        Card saved = card;
        name.ifPresent(n -> saved.rename(n, now));
        saved.setValues(merge(saved.values(), checked), now);
        references.ifPresent(ids -> saved.setReferences(ids, now));
        archived.ifPresent(a -> saved.archive(a, now));
        if (assigneeSent) {
            saved.assign(assignee.orElse(null), now);
        }
        return saved;
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

    private void checkReferences(List<String> ids, Violations violations) {
        Set<String> known = contacts.existing(caller.companyId(), ids);
        for (int i = 0; i < ids.size(); i++) {
            if (!known.contains(ids.get(i))) {
                violations.add("references[" + i + "]", "names no contact of this organization");
            }
        }
    }

    public Page list(Board board, int page, int pageSize, CardFilter filter) {
        if (filter.referencing().filter(List::isEmpty).isPresent()) {
            return new Page(List.of(), 0, page, pageSize);
        }
        CardQuery query = new CardQuery(board.id(), filter);
        List<Card> result = query.cards(em).setFirstResult((int) Math.min(Integer.MAX_VALUE, (long) page * pageSize))
                .setMaxResults(pageSize).setHint("eclipselink.batch.type", "IN")
                .setHint("eclipselink.batch", "c.references").getResultList();
        return new Page(result, query.count(em).getSingleResult(), page, pageSize);
    }
}
