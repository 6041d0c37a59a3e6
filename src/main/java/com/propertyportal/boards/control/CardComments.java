package com.propertyportal.boards.control;

import com.propertyportal.boards.entity.Card;
import com.propertyportal.boards.entity.CardComment;
import com.propertyportal.json.Json;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.util.List;

/** A card's comments, as they are read: listed oldest first, and as JSON. {@link Cards#comment} writes them. */
@ApplicationScoped
public class CardComments {

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    public List<CardComment> of(Card card) {
        return em.createNamedQuery("CardComment.ofCard", CardComment.class)
                .setParameter("cardId", card.id())
                .getResultList();
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
