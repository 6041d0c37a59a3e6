package com.propertyportal.contacts.control;

import com.propertyportal.contacts.entity.Contact;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;

import java.util.Collection;
import java.util.List;

/** Finds an organization's contacts by e-mail address: exact, case-insensitive, one indexed query. */
@ApplicationScoped
public class ContactLookup {

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    public List<Contact> byEmails(String companyId, Collection<String> addresses, int skip, int limit) {
        List<String> normalized = addresses.stream().map(Contact::normalize).distinct().toList();
        return em.createNamedQuery("Contact.byEmails", Contact.class).setParameter("companyId", companyId)
                .setParameter("emails", normalized).setFirstResult(skip).setMaxResults(limit).getResultList();
    }
}
