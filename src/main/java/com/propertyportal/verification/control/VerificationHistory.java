package com.propertyportal.verification.control;

import com.propertyportal.contacts.entity.Contact;
import com.propertyportal.json.Json;
import com.propertyportal.verification.entity.EmailVerification;
import com.propertyportal.verification.entity.VerificationStatus;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonValue;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.time.Instant;
import java.util.List;
import java.util.Locale;

/**
 * A contact's e-mail verification requests, newest first: what each one's state is and when it started, expires
 * and ended. Nothing of the code is read out, not even its hash; ended requests last until the purge.
 */
@ApplicationScoped
public class VerificationHistory {

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    /** The newest requests (at most limit) of the organization for the contact's address; none without one. */
    public List<EmailVerification> of(Contact contact, int limit) {
        if (contact.email() == null || contact.email().isBlank()) {
            return List.of();
        }
        return em.createNamedQuery(EmailVerification.OF_ADDRESS, EmailVerification.class)
                .setParameter("organizationId", contact.organizationId())
                .setParameter("email", Contact.normalize(contact.email()))
                .setMaxResults(limit)
                .getResultList();
    }

    /** One request as the history shows it: its state at that instant, its times and its wrong codes. */
    public static JsonObject describe(EmailVerification v, Instant now) {
        JsonObjectBuilder out = Json.createObjectBuilder()
                .add("status", wire(v.statusAt(now)))
                .add("createdAt", v.createdAt().toString())
                .add("expiresAt", v.expiresAt().toString());
        if (v.finishedAt() == null) {
            out.add("finishedAt", JsonValue.NULL);
        } else {
            out.add("finishedAt", v.finishedAt().toString());
        }
        return out.add("failedAttempts", v.failedAttempts()).build();
    }

    static String wire(VerificationStatus status) {
        return status.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
