package com.propertyportal.forms.control;

import com.propertyportal.boards.entity.Board;
import com.propertyportal.boards.entity.Card;
import com.propertyportal.forms.entity.Form;
import java.util.Optional;

/** A form with its board and, unless the form is blank ("new"), the card it edits: all of one organization. */
public record FormContext(Form form, Board board, Optional<Card> card) {

    public static final String NEW = "new";

    public String cardId() {
        return card.map(Card::id).orElse(NEW);
    }
}
