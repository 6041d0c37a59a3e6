package com.propertyportal.forms.control;

import com.propertyportal.boards.entity.Board;
import com.propertyportal.boards.entity.Card;
import com.propertyportal.forms.entity.Form;
import com.propertyportal.forms.entity.FormField;
import com.propertyportal.json.Json;
import com.propertyportal.problems.ProblemException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonValue;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.time.Instant;
import java.util.Optional;

/** Finds a form with its board and card, and writes the definition the embed renders. */
@ApplicationScoped
public class FormDefinitions {

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    @Inject
    FormLinks links;

    /**
     * The form, board and card if they belong together (one organization, the form's board), else 404.
     * An existing card also needs the token of a form link for exactly this form, card and board; without
     * one the answer is the unknown card's 404, and nothing is read.
     */
    public FormContext find(String formId, String cardId, String boardId, String token, Instant now) {
        if (!FormContext.NEW.equals(cardId) && !links.admits(token, formId, cardId, boardId, now)) {
            throw unknownCard(cardId, boardId);
        }
        Form form = em.find(Form.class, formId);
        if (form == null || !form.boardId().equals(boardId)) {
            throw ProblemException.notFound("Form " + formId + " on board " + boardId);
        }
        Board board = em.find(Board.class, boardId);
        if (board == null || !board.organizationId().equals(form.organizationId())) {
            throw ProblemException.notFound("Form " + formId + " on board " + boardId);
        }
        if (FormContext.NEW.equals(cardId)) {
            return new FormContext(form, board, Optional.empty());
        }
        Card card = em.find(Card.class, cardId);
        if (card == null
                || !card.boardId().equals(board.id())
                || !card.organizationId().equals(form.organizationId())) {
            throw unknownCard(cardId, boardId);
        }
        return new FormContext(form, board, Optional.of(card));
    }

    private static ProblemException unknownCard(String cardId, String boardId) {
        return ProblemException.notFound("Card " + cardId + " on board " + boardId);
    }

    public JsonObject definition(FormContext context) {
        Form form = context.form();
        JsonObject values = context.card().map(Card::values).orElse(JsonValue.EMPTY_JSON_OBJECT);
        JsonArrayBuilder fields = Json.createArrayBuilder();
        for (FormField field : form.fields()) {
            JsonObjectBuilder f = Json.createObjectBuilder()
                    .add("uuid", field.uuid())
                    .add("label", field.label())
                    .add("type", field.typeName())
                    .add("required", field.required());
            if (!field.options().isEmpty() && !field.unitPicker()) {
                f.add("options", Json.createArrayBuilder(field.options()));
            }
            if (field.unitPicker()) {
                f.add("unitPicker", true);
            }
            if (field.fieldKey() != null && values.containsKey(field.fieldKey())) {
                CardMapping.toForm(field, values.get(field.fieldKey())).ifPresent(v -> f.add("value", v));
            }
            fields.add(f);
        }
        return Json.createObjectBuilder()
                .add("formId", form.id())
                .add("name", form.name())
                .add("companyId", form.organizationId())
                .add("boardId", context.board().id())
                .add("cardId", context.cardId())
                .add("fields", fields)
                .build();
    }
}
