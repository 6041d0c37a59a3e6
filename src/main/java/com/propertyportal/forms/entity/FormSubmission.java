package com.propertyportal.forms.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.time.Instant;
import java.util.Objects;

/** The card that a form's submit with this Idempotency-Key wrote; unique per form and key. */
@Entity
@Table(name = "form_submission")
@IdClass(FormSubmission.Key.class)
@NamedQuery(
        name = "FormSubmission.cardOf",
        query = "SELECT s.cardId FROM FormSubmission s " + "WHERE s.formId = :formId AND s.idempotencyKey = :key")
@NamedQuery(name = "FormSubmission.purge", query = "DELETE FROM FormSubmission s WHERE s.createdAt < :before")
public class FormSubmission {

    /** A submission's key: a form and an Idempotency-Key. */
    public static class Key implements Serializable {
        private static final long serialVersionUID = 1L;

        public String formId;
        public String idempotencyKey;

        @Override
        public boolean equals(Object o) {
            return o instanceof Key k
                    && Objects.equals(formId, k.formId)
                    && Objects.equals(idempotencyKey, k.idempotencyKey);
        }

        @Override
        public int hashCode() {
            return Objects.hash(formId, idempotencyKey);
        }
    }

    @Id
    @Column(name = "form_id", length = 64)
    private String formId;

    @Id
    @Column(name = "idempotency_key", length = 100)
    private String idempotencyKey;

    @Column(name = "card_id", nullable = false, length = 64)
    private String cardId;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    protected FormSubmission() {}

    public FormSubmission(String formId, String idempotencyKey, String cardId, Instant now) {
        this.formId = Objects.requireNonNull(formId);
        this.idempotencyKey = Objects.requireNonNull(idempotencyKey);
        this.cardId = Objects.requireNonNull(cardId);
        this.createdAt = Objects.requireNonNull(now);
    }
}
