package com.propertyportal.contacts.control;

import com.propertyportal.contacts.entity.Contact;
import com.propertyportal.persistence.Page;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Finds an organization's contacts by e-mail address: exact, case-insensitive, one indexed query. */
@ApplicationScoped
public class ContactLookup {

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    public List<Contact> byEmails(String organizationId, Collection<String> addresses, int skip, int limit) {
        List<String> normalized =
                addresses.stream().map(Contact::normalize).distinct().toList();
        return em.createNamedQuery("Contact.byEmails", Contact.class)
                .setParameter("organizationId", organizationId)
                .setParameter("emails", normalized)
                .setFirstResult(skip)
                .setMaxResults(limit)
                .getResultList();
    }

    /** The ids of the organization's contacts that have this address (exact, case-insensitive), at most 1,000. */
    public List<String> idsByEmail(String organizationId, String address) {
        return em.createNamedQuery("Contact.idsByEmail", String.class)
                .setParameter("organizationId", organizationId)
                .setParameter("email", Contact.normalize(address))
                .setMaxResults(1000)
                .getResultList();
    }

    /** Which of these ids name contacts of the organization. */
    public Set<String> existing(String organizationId, Collection<String> ids) {
        if (ids.isEmpty()) {
            return Set.of();
        }
        return new HashSet<>(em.createNamedQuery("Contact.idsIn", String.class)
                .setParameter("organizationId", organizationId)
                .setParameter("ids", ids)
                .getResultList());
    }

    /** One page of an organization's contacts, by _id. */
    public Page<Contact> list(String organizationId, ContactListParameters query) {
        ContactQuery jpql = new ContactQuery(organizationId, query);
        return Page.of(jpql.contacts(em), jpql.count(em), (long) query.page() * query.pageSize(), query.pageSize());
    }

    /** The organization's contacts with these ids, in the order given; ids it does not have are left out. */
    public List<Contact> byIds(String organizationId, List<String> ids) {
        if (ids.isEmpty()) {
            return List.of();
        }
        java.util.Map<String, Contact> found = new java.util.HashMap<>();
        em.createNamedQuery("Contact.byIds", Contact.class)
                .setParameter("organizationId", organizationId)
                .setParameter("ids", ids)
                .getResultList()
                .forEach(c -> found.put(c.id(), c));
        return ids.stream().map(found::get).filter(java.util.Objects::nonNull).toList();
    }
}
