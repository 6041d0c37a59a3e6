package com.propertyportal.contacts.control;

import com.propertyportal.contacts.entity.Contact;
import com.propertyportal.contacts.entity.ContactData;
import com.propertyportal.input.Violations;
import com.propertyportal.input.WebUrl;
import com.propertyportal.json.Json;
import com.propertyportal.persistence.Ids;
import com.propertyportal.problems.ProblemException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.json.JsonObject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * The one writer of contacts: the core API and imports create and change an organization's contacts here,
 * and a contact stays with the organization that created it. The core API's upsert looks a contact up by its
 * id, else by the first e-mail address sent (the oldest contact of the organization with that address,
 * case-insensitive), else creates one. Several contacts may share an address (one person, two records):
 * verification and the by-email lookup answer all of them; this upsert changes the oldest.
 */
@ApplicationScoped
public class Contacts {

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    /**
     * The organization's contact that field names, else a 400 naming that field: the hosted product documents
     * no 404 for a write, and a record is never created under an id the client chose.
     */
    private Contact known(String organizationId, String contactId, String field) {
        return find(organizationId, contactId)
                .orElseThrow(() -> ProblemException.invalid(
                        field, "names no contact of this organization; leave _id out to create one"));
    }

    /** The organization's contact with this id; another organization's is not found. */
    public Optional<Contact> find(String organizationId, String contactId) {
        return find(contactId).filter(c -> c.organizationId().equals(organizationId));
    }

    /** The contact with this id, of whichever organization. */
    public Optional<Contact> find(String contactId) {
        return Optional.ofNullable(em.find(Contact.class, contactId));
    }

    /** POST /api/contacts: by the body's _id, else by its first e-mail address, else a new contact. */
    public Contact upsert(String organizationId, JsonObject body, Instant now) {
        Violations violations = new Violations();
        ContactBody change = ContactBody.read(body, violations);
        Optional<String> id = change.id();
        Optional<String> email = change.firstEmail();
        violations.throwIfAny();
        Contact target = id.map(contactId -> known(organizationId, contactId, "_id"))
                .or(() -> email.flatMap(address -> oldestWith(organizationId, address)))
                .orElse(null);
        return write(organizationId, target, change, violations, now);
    }

    /** POST /api/contacts/{contactId}: that contact; an _id in the body is ignored, but must still be an id. */
    public Contact update(String organizationId, String contactId, JsonObject body, Instant now) {
        Violations violations = new Violations();
        ContactBody change = ContactBody.read(body, violations);
        change.id();
        Contact target = known(organizationId, contactId, "contactId");
        return write(organizationId, target, change, violations, now);
    }

    private Contact write(
            String organizationId, Contact target, ContactBody change, Violations violations, Instant now) {
        ContactData data = change.over(target == null ? ContactData.NONE : target.data());
        if (target == null && !change.namesSomeone(data)) {
            violations.add("firstname", "a new contact needs a first or last name, a company or an e-mail address");
        }
        violations.throwIfAny();
        Optional<Contact> stored =
                store(organizationId, target == null ? Ids.newId() : target.id(), target, data, "", violations, now);
        violations.throwIfAny();
        return stored.orElseThrow();
    }

    /**
     * An import's contact: created with the item's id, or changed where it is already the item's
     * organization's; another organization's id goes to violations under path and nothing is written.
     */
    public Optional<Contact> write(ContactDocument.Item item, String path, Violations violations, Instant now) {
        Contact existing = find(item.id()).orElse(null);
        if (existing != null && !existing.organizationId().equals(item.organizationId())) {
            violations.add(path + "._id", "is the id of another organization's contact");
            return Optional.empty();
        }
        return store(item.organizationId(), item.id(), existing, item.data(), path, violations, now);
    }

    /**
     * Where every contact is created and changed. A link it would store passes the link rule here, whoever
     * read it; a stored link that the rule has refused since stays until it is changed.
     */
    private Optional<Contact> store(
            String organizationId,
            String id,
            Contact existing,
            ContactData data,
            String path,
            Violations violations,
            Instant now) {
        if (existing == null || !Objects.equals(existing.imageUrl(), data.imageUrl())) {
            WebUrl.check(data.imageUrl(), path.isEmpty() ? "imageUrl" : path + ".imageUrl", violations);
        }
        if (!violations.isEmpty()) {
            return Optional.empty();
        }
        if (existing != null) {
            existing.apply(data, now);
            return Optional.of(existing);
        }
        Contact created = new Contact(id, organizationId, data, now);
        em.persist(created);
        return Optional.of(created);
    }

    /**
     * A new contact of what a form's applicant entered: the address, and the details (first and last name,
     * phone) where the contact rules take them; details they refuse (a name too long, a phone number that is
     * none) are left out rather than losing the contact.
     */
    Contact createApplicant(String organizationId, String email, JsonObject details, Instant now) {
        Violations violations = new Violations();
        ContactBody change = ContactBody.read(
                Json.createObjectBuilder(details).add("email", email).build(), violations);
        if (!violations.isEmpty()) {
            violations = new Violations();
            change = ContactBody.read(
                    Json.createObjectBuilder().add("email", email).build(), violations);
        }
        violations.throwIfAny();
        return write(organizationId, null, change, violations, now);
    }

    /** The organization's oldest contact with this address (case-insensitive), if any. */
    public Optional<Contact> oldestWith(String organizationId, String address) {
        return em.createNamedQuery("Contact.oldestByEmail", Contact.class)
                .setParameter("organizationId", organizationId)
                .setParameter("email", Contact.normalize(address))
                .setMaxResults(1)
                .getResultStream()
                .findFirst();
    }
}
