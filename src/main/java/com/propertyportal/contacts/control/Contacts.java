package com.propertyportal.contacts.control;

import com.propertyportal.contacts.entity.Contact;
import com.propertyportal.contacts.entity.ContactData;
import com.propertyportal.input.Violations;
import com.propertyportal.persistence.Ids;
import com.propertyportal.problems.ProblemException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.json.JsonObject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;

import java.time.Instant;
import java.util.Optional;

/**
 * Creates and changes an organization's contacts from the core API. The upsert looks a contact up by its
 * id, else by the first e-mail address sent (the oldest contact of the organization with that address,
 * case-insensitive), else creates one. Several contacts may share an address (one person, two records):
 * verification and the by-email lookup answer all of them; this upsert changes the oldest.
 */
@ApplicationScoped
public class Contacts {

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    /** The organization's contact, or a 404 that another organization's contact answers too. */
    public Contact find(String companyId, String contactId) {
        return Optional.ofNullable(em.find(Contact.class, contactId)).filter(c -> c.companyId().equals(companyId))
                .orElseThrow(() -> ProblemException.notFound("Contact " + contactId));
    }

    /** POST /api/contacts: by the body's _id, else by its first e-mail address, else a new contact. */
    public Contact upsert(String companyId, JsonObject body, Instant now) {
        Violations violations = new Violations();
        ContactBody change = ContactBody.read(body, violations);
        Optional<String> id = change.id();
        Optional<String> email = change.firstEmail();
        violations.throwIfAny();
        Contact target = id.map(contactId -> find(companyId, contactId))
                .or(() -> email.flatMap(address -> oldestWith(companyId, address))).orElse(null);
        return write(companyId, target, change, violations, now);
    }

    /** POST /api/contacts/{contactId}: that contact; an _id in the body is ignored, but must still be an id. */
    public Contact update(String companyId, String contactId, JsonObject body, Instant now) {
        Violations violations = new Violations();
        ContactBody change = ContactBody.read(body, violations);
        change.id();
        Contact target = find(companyId, contactId);
        return write(companyId, target, change, violations, now);
    }

    private Contact write(String companyId, Contact target, ContactBody change, Violations violations,
            Instant now) {
        ContactData data = change.over(target == null ? ContactData.NONE : target.data());
        if (target == null && !change.namesSomeone(data)) {
            violations.add("firstname", "a new contact needs a first or last name, a company or an e-mail address");
        }
        violations.throwIfAny();
        if (target == null) {
            Contact created = new Contact(Ids.newId(), companyId, data, now);
            em.persist(created);
            return created;
        }
        target.apply(data, now);
        return target;
    }

    private Optional<Contact> oldestWith(String companyId, String address) {
        return em.createNamedQuery("Contact.oldestByEmail", Contact.class).setParameter("companyId", companyId)
                .setParameter("email", Contact.normalize(address)).setMaxResults(1).getResultStream().findFirst();
    }
}
