package com.propertyportal.forms.control;

import com.propertyportal.forms.entity.FormSubmission;
import com.propertyportal.problems.ProblemException;
import com.propertyportal.settings.DatabaseKind;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.json.JsonObject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.core.Response;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

/**
 * Remembers which card each Idempotency-Key of a form wrote, so a retried submit does not write again.
 * The key is recorded before the card is written; the unique (form, key) index makes a concurrent second
 * submit wait for the first and then fail, and that failure answers as a retry does. Keys are kept a day.
 */
@ApplicationScoped
public class Idempotency {

    /** How long a key is remembered, as payment APIs keep theirs. */
    static final Duration RETENTION = Duration.ofHours(24);

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    public Optional<String> cardOf(String formId, String key) {
        return em.createNamedQuery("FormSubmission.cardOf", String.class)
                .setParameter("formId", formId)
                .setParameter("key", key)
                .getResultStream()
                .findFirst();
    }

    /** Written at once, so that a second submit with the same key waits for this one here, before its card. */
    public void remember(String formId, String key, String cardId) {
        em.persist(new FormSubmission(formId, key, cardId, Instant.now()));
        em.flush();
    }

    /** Forgets the keys recorded before the retention: a retry a day later is a new submit. */
    @Transactional
    public int purge(Instant now) {
        return em.createNamedQuery("FormSubmission.purge")
                .setParameter("before", now.minus(RETENTION))
                .executeUpdate();
    }

    /** Whether a failed submit failed on another submit's hold of the same key. */
    public static boolean isClash(Throwable failure) {
        return DatabaseKind.lostRace(failure);
    }

    /**
     * The answer to a submit that clashed with another of the same key: the usual success once that one
     * wrote its card, else 409 while it is still in progress (or failed), so the client retries.
     */
    public JsonObject afterClash(String formId, String key) {
        if (cardOf(formId, key).isPresent()) {
            return FormSubmissions.answer();
        }
        throw new ProblemException(
                Response.Status.CONFLICT,
                "IDEMPOTENCY_CONFLICT",
                "A submission with this Idempotency-Key is still in progress; retry it in a moment");
    }
}
