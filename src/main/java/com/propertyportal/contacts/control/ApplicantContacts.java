package com.propertyportal.contacts.control;

import com.propertyportal.contacts.entity.Contact;
import com.propertyportal.json.Json;
import com.propertyportal.settings.DatabaseKind;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObjectBuilder;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.Optional;

/**
 * The contacts that form applicants become: the organization's contact with the applicant's address (the oldest,
 * as the core API's upsert finds it), else a new contact made from what the applicant entered. An existing contact
 * is linked, never changed: a public form does not rename anyone. A new address is claimed in applicant_contact,
 * one row per organization and address, so that first submissions of one address at the same moment make one
 * contact: on PostgreSQL the later claim waits for the first and does nothing, and its transaction gives up the
 * contact it made; on the embedded database the later claim fails on the key, and the caller runs it again
 * ({@code CounterRows.countOnce}), to find the first one's contact.
 */
@ApplicationScoped
public class ApplicantContacts {

    static final String CLAIM =
            "INSERT INTO applicant_contact (company_id, email_normalized, contact_id) VALUES (?1, ?2, ?3)";
    static final String CLAIMED =
            "SELECT contact_id FROM applicant_contact WHERE company_id = ?1 AND email_normalized = ?2";
    /** A claim whose contact no longer has the address (it was changed since) claims nothing. */
    static final String STALE = "DELETE FROM applicant_contact WHERE company_id = ?1 AND email_normalized = ?2"
            + " AND contact_id NOT IN (SELECT id FROM contact WHERE company_id = ?1 AND email_normalized = ?2)";

    /** What a submission says about its applicant: the address, and the names and phone number when the form asks. */
    public record Applicant(String email, String firstName, String lastName, String phone) {}

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    @Inject
    Contacts contacts;

    @Inject
    DatabaseKind database;

    /** The id of the applicant's contact, found or made in a transaction of its own. */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public String contactOf(String organizationId, Applicant applicant, Instant now) {
        Optional<Contact> existing = contacts.oldestWith(organizationId, applicant.email());
        if (existing.isPresent()) {
            return existing.get().id();
        }
        String address = Contact.normalize(applicant.email());
        em.createNativeQuery(STALE)
                .setParameter(1, organizationId)
                .setParameter(2, address)
                .executeUpdate();
        Contact made = contacts.createApplicant(organizationId, applicant.email(), details(applicant), now);
        em.flush();
        int claimed = em.createNativeQuery(database.insertUnlessPresent(CLAIM))
                .setParameter(1, organizationId)
                .setParameter(2, address)
                .setParameter(3, made.id())
                .executeUpdate();
        if (claimed == 1) {
            return made.id();
        }
        String first = (String) em.createNativeQuery(CLAIMED)
                .setParameter(1, organizationId)
                .setParameter(2, address)
                .getSingleResult();
        em.remove(made);
        return first;
    }

    private static jakarta.json.JsonObject details(Applicant applicant) {
        JsonObjectBuilder details = Json.createObjectBuilder();
        if (applicant.firstName() != null) {
            details.add("firstname", applicant.firstName());
        }
        if (applicant.lastName() != null) {
            details.add("lastname", applicant.lastName());
        }
        if (applicant.phone() != null) {
            details.add("phone", applicant.phone());
        }
        return details.build();
    }
}
