package com.propertyportal.contacts.control;

import com.propertyportal.contacts.entity.Contact;
import com.propertyportal.contacts.entity.ContactData;
import com.propertyportal.json.JsonText;
import com.propertyportal.persistence.Page;
import jakarta.annotation.Resource;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.sql.DataSource;

/** Finds an organization's contacts by e-mail address: exact, case-insensitive, one indexed query. */
@ApplicationScoped
public class ContactLookup {

    /** The columns of a {@link ContactRow}, in the order {@link #row} reads them. */
    static final String ROW_COLUMNS = "id, uuid, company_id, firstname, lastname, company, is_company, email, phone,"
            + " type_id, contact_type, photo_id, image_url, title, address, alerts, custom_fields";

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    @Resource(lookup = "jdbc/portal")
    DataSource dataSource;

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

    /**
     * The same contacts as {@link #byEmails}, in the same order (by normalized address, then _id), read as plain
     * rows: one prepared statement, no entity and no persistence context, for the core area's by-email call.
     */
    public List<ContactRow> rowsByEmails(String organizationId, Collection<String> addresses, int skip, int limit) {
        List<String> normalized =
                addresses.stream().map(Contact::normalize).distinct().toList();
        try (Connection connection = dataSource.getConnection();
                PreparedStatement query = connection.prepareStatement(byEmailsSql(normalized.size()))) {
            int at = 1;
            query.setString(at++, organizationId);
            for (String address : normalized) {
                query.setString(at++, address);
            }
            query.setInt(at++, limit);
            query.setInt(at, skip);
            try (ResultSet result = query.executeQuery()) {
                List<ContactRow> rows = new ArrayList<>(Math.min(limit, 20));
                while (result.next()) {
                    rows.add(row(result));
                }
                return rows;
            }
        } catch (SQLException e) {
            throw new IllegalStateException("Contact lookup by e-mail failed: " + e.getSQLState(), e);
        }
    }

    /** The statement for this many distinct addresses: one is an equality, more an IN list. */
    static String byEmailsSql(int addresses) {
        String emails = addresses == 1
                ? "email_normalized = ?"
                : "email_normalized IN (" + String.join(", ", Collections.nCopies(addresses, "?")) + ")";
        return "SELECT " + ROW_COLUMNS + " FROM contact WHERE company_id = ? AND " + emails
                + " ORDER BY email_normalized, id LIMIT ? OFFSET ?";
    }

    private static ContactRow row(ResultSet r) throws SQLException {
        return new ContactRow(
                r.getString(1),
                r.getString(3),
                new ContactData(
                        r.getString(2),
                        r.getString(4),
                        r.getString(5),
                        r.getString(6),
                        r.getBoolean(7),
                        r.getString(8),
                        r.getString(9),
                        r.getString(10),
                        r.getString(11),
                        r.getString(12),
                        r.getString(13),
                        r.getString(14),
                        JsonText.object(r.getString(15)),
                        JsonText.array(r.getString(16)),
                        JsonText.object(r.getString(17))));
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
