package com.propertyportal.forms.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;

import java.util.List;
import java.util.Optional;

/** Remembers which card each Idempotency-Key of a form created, so a retried submit does not create another. */
@ApplicationScoped
public class Idempotency {

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    public Optional<String> cardOf(String formId, String key) {
        List<?> rows = em.createNativeQuery("SELECT card_id FROM form_submission WHERE form_id = ?1 "
                + "AND idempotency_key = ?2").setParameter(1, formId).setParameter(2, key).getResultList();
        return rows.stream().map(Object::toString).findFirst();
    }

    public void remember(String formId, String key, String cardId) {
        em.createNativeQuery("INSERT INTO form_submission (form_id, idempotency_key, card_id, created_at) "
                + "VALUES (?1, ?2, ?3, CURRENT_TIMESTAMP)").setParameter(1, formId).setParameter(2, key)
                .setParameter(3, cardId).executeUpdate();
    }
}
