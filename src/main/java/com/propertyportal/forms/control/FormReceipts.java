package com.propertyportal.forms.control;

import com.propertyportal.boards.control.Cards;
import com.propertyportal.boards.entity.Card;
import com.propertyportal.forms.entity.Form;
import com.propertyportal.forms.entity.FormReceipt;
import com.propertyportal.json.Json;
import com.propertyportal.persistence.Ids;
import com.propertyportal.persistence.Page;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonValue;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.time.Instant;
import java.util.Optional;

/** The record of a form's accepted submissions: written in the submit's transaction, listed newest first. */
@ApplicationScoped
public class FormReceipts {

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    @Inject
    Cards cards;

    /** In the caller's transaction, so a submit that rolls back leaves no receipt. */
    void record(Form form, String boardId, String cardId, boolean newCard, String contactId, Instant now) {
        em.persist(new FormReceipt(Ids.newId(), form, boardId, cardId, newCard, contactId, now));
    }

    /** One page of the form's submissions, newest first. */
    public Page<FormReceipt> of(Form form, long skip, int limit) {
        return Page.of(
                em.createNamedQuery(FormReceipt.OF_FORM, FormReceipt.class).setParameter("formId", form.id()),
                em.createNamedQuery(FormReceipt.COUNT_OF_FORM, Long.class).setParameter("formId", form.id()),
                skip,
                limit);
    }

    /** One page of the submissions whose applicant became (or was linked to) the contact, newest first. */
    public Page<FormReceipt> ofContact(String contactId, long skip, int limit) {
        return Page.of(
                em.createNamedQuery(FormReceipt.OF_CONTACT, FormReceipt.class).setParameter("contactId", contactId),
                em.createNamedQuery(FormReceipt.COUNT_OF_CONTACT, Long.class).setParameter("contactId", contactId),
                skip,
                limit);
    }

    /** A submission as the list shows it, with its card's name now (null once the card is gone). */
    public JsonObject describe(FormReceipt receipt) {
        JsonObjectBuilder out = Json.createObjectBuilder()
                .add("_id", receipt.id())
                .add("formId", receipt.formId())
                .add("boardId", receipt.boardId())
                .add("cardId", receipt.cardId());
        receipt.contactId().ifPresent(id -> out.add("contactId", id));
        Optional<String> name = cards.find(receipt.cardId()).map(Card::name);
        if (name.isPresent()) {
            out.add("cardName", name.get());
        } else {
            out.add("cardName", JsonValue.NULL);
        }
        return out.add("newCard", receipt.newCard())
                .add("createdAt", receipt.createdAt().toString())
                .build();
    }
}
