package com.propertyportal.contacts.control;

import com.propertyportal.contacts.entity.Contact;
import jakarta.persistence.EntityManager;
import jakarta.persistence.TypedQuery;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The JPQL of one page of an organization's contacts, in the list's order, narrowed by its filters. */
final class ContactQuery {

    private final StringBuilder where = new StringBuilder("c.organizationId = :organizationId");
    private final Map<String, Object> parameters = new LinkedHashMap<>();
    private final ContactOrder order;

    ContactQuery(String organizationId, ContactListParameters query) {
        parameters.put("organizationId", organizationId);
        order = query.order();
        query.email().ifPresent(email -> condition("c.emailNormalized = :email", "email", Contact.normalize(email)));
        query.phoneDigits().ifPresent(digits -> condition("LOCATE(:phone, c.phoneDigits) > 0", "phone", digits));
        List<String> words = query.nameWords();
        for (int i = 0; i < words.size(); i++) {
            condition("LOCATE(:word" + i + ", c.nameSearch) > 0", "word" + i, words.get(i));
        }
        query.contactType().ifPresent(type -> condition("LOWER(c.contactType) = :type", "type", type));
        query.updatedAfter().ifPresent(after -> condition("c.updatedAt > :after", "after", after));
        query.updatedBefore().ifPresent(before -> condition("c.updatedAt < :before", "before", before));
    }

    private void condition(String jpql, String name, Object value) {
        where.append(" AND ").append(jpql);
        parameters.put(name, value);
    }

    TypedQuery<Contact> contacts(EntityManager em) {
        return bind(em.createQuery(
                "SELECT c FROM Contact c WHERE " + where + " ORDER BY " + order.orderBy(), Contact.class));
    }

    TypedQuery<Long> count(EntityManager em) {
        return bind(em.createQuery("SELECT COUNT(c) FROM Contact c WHERE " + where, Long.class));
    }

    /** Bound, also where EclipseLink would print the values into the SQL (it does around LOCATE on H2). */
    private <T> TypedQuery<T> bind(TypedQuery<T> query) {
        parameters.forEach(query::setParameter);
        return query.setHint("eclipselink.jdbc.bind-parameters", "True");
    }
}
