package com.propertyportal.forms.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/** One accepted submission of a form: the card it created or filled, on which board, and when. */
@Entity
@Table(name = "form_receipt")
@NamedQuery(
        name = FormReceipt.OF_FORM,
        query = "SELECT r FROM FormReceipt r WHERE r.formId = :formId ORDER BY r.createdAt DESC, r.id DESC")
@NamedQuery(name = FormReceipt.COUNT_OF_FORM, query = "SELECT COUNT(r) FROM FormReceipt r WHERE r.formId = :formId")
@NamedQuery(
        name = FormReceipt.OF_CONTACT,
        query = "SELECT r FROM FormReceipt r WHERE r.contactId = :contactId ORDER BY r.createdAt DESC, r.id DESC")
@NamedQuery(
        name = FormReceipt.COUNT_OF_CONTACT,
        query = "SELECT COUNT(r) FROM FormReceipt r WHERE r.contactId = :contactId")
public class FormReceipt {

    public static final String OF_FORM = "FormReceipt.ofForm";
    public static final String COUNT_OF_FORM = "FormReceipt.countOfForm";
    public static final String OF_CONTACT = "FormReceipt.ofContact";
    public static final String COUNT_OF_CONTACT = "FormReceipt.countOfContact";

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

    /** The applicant's contact, when the form identifies its applicants. */
    @Column(name = "contact_id", length = 64)
    private String contactId;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    protected FormReceipt() {}

    public FormReceipt(
            String id, Form form, String boardId, String cardId, boolean newCard, String contactId, Instant now) {
        this.id = Objects.requireNonNull(id);
        this.formId = form.id();
        this.organizationId = form.organizationId();
        this.boardId = Objects.requireNonNull(boardId);
        this.cardId = Objects.requireNonNull(cardId);
        this.newCard = newCard;
        this.contactId = contactId;
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

    public Optional<String> contactId() {
        return Optional.ofNullable(contactId);
    }

    public Instant createdAt() {
        return createdAt;
    }
}
