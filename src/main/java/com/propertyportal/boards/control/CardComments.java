package com.propertyportal.boards.control;

import com.propertyportal.boards.entity.Card;
import com.propertyportal.boards.entity.CardComment;
import com.propertyportal.input.JsonInput;
import com.propertyportal.input.Violations;
import com.propertyportal.json.Json;
import com.propertyportal.persistence.Ids;
import com.propertyportal.problems.ProblemException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** A card's comments: listed oldest first, added, and edited by id. */
@ApplicationScoped
public class CardComments {

    static final int MAX_CONTENT = 20_000;

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    public List<CardComment> of(Card card) {
        return em.createNamedQuery("CardComment.ofCard", CardComment.class)
                .setParameter("cardId", card.id())
                .getResultList();
    }

    /**
     * Body {userId, content, id?}: with id, that comment of the card is edited, and only by its author: a
     * comment written with a userId answers 404 to any other (as the hosted product's edit does).
     */
    public CardComment save(Card card, JsonObject body, Instant now) {
        Violations violations = new Violations();
        JsonInput in = JsonInput.root(body, violations);
        in.rejectUnknown(Set.of("id", "userId", "content"));
        Optional<String> id = in.id("id");
        Optional<String> userId = in.id("userId");
        String content = in.requiredString("content", MAX_CONTENT);
        violations.throwIfAny();
        if (id.isPresent()) {
            CardComment comment = Optional.ofNullable(em.find(CardComment.class, id.get()))
                    .filter(c -> c.cardId().equals(card.id()))
                    .filter(c -> c.userId() == null || c.userId().equals(userId.orElse(null)))
                    .orElseThrow(() -> ProblemException.notFound("Comment " + id.get() + " on card " + card.id()));
            comment.edit(content, now);
            return comment;
        }
        CardComment comment = new CardComment(Ids.newId(), card.id(), userId.orElse(null), content, now);
        em.persist(comment);
        return comment;
    }

    public static JsonObject write(CardComment comment) {
        JsonObjectBuilder out = Json.createObjectBuilder().add("id", comment.id());
        if (comment.userId() == null) {
            out.addNull("userId");
        } else {
            out.add("userId", comment.userId());
        }
        return out.add("content", comment.content())
                .add("createdAt", comment.createdAt().toString())
                .build();
    }
}
