package com.propertyportal.forms.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.Objects;

/** One accepted submission of a form: the card it created or filled, on which board, and when. */
@Entity
@Table(name = "form_receipt")
@NamedQuery(
        name = FormReceipt.OF_FORM,
        query = "SELECT r FROM FormReceipt r WHERE r.formId = :formId ORDER BY r.createdAt DESC, r.id DESC")
@NamedQuery(name = FormReceipt.COUNT_OF_FORM, query = "SELECT COUNT(r) FROM FormReceipt r WHERE r.formId = :formId")
public class FormReceipt {

    public static final String OF_FORM = "FormReceipt.ofForm";
    public static final String COUNT_OF_FORM = "FormReceipt.countOfForm";

    @Id
    @Column(length = 64)
    private String id;

    @Column(name = "form_id", nullable = false, length = 64)
    private String formId;

    @Column(name = "company_id", nullable = false, length = 64)
    private String organizationId;

    @Column(name = "board_id", nullable = false, length = 64)
    private String boardId;

    @Column(name = "card_id", nullable = false, length = 64)
    private String cardId;

    @Column(name = "new_card", nullable = false)
    private boolean newCard;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    protected FormReceipt() {}

    public FormReceipt(String id, Form form, String boardId, String cardId, boolean newCard, Instant now) {
        this.id = Objects.requireNonNull(id);
        this.formId = form.id();
        this.organizationId = form.organizationId();
        this.boardId = Objects.requireNonNull(boardId);
        this.cardId = Objects.requireNonNull(cardId);
        this.newCard = newCard;
        this.createdAt = Objects.requireNonNull(now);
    }

    public String id() {
        return id;
    }

    public String formId() {
        return formId;
    }

    public String organizationId() {
        return organizationId;
    }

    public String boardId() {
        return boardId;
    }

    public String cardId() {
        return cardId;
    }

    public boolean newCard() {
        return newCard;
    }

    public Instant createdAt() {
        return createdAt;
    }
}
