package com.propertyportal.identity.control;

import com.propertyportal.identity.entity.User;
import com.propertyportal.identity.entity.UserStatus;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.util.List;
import java.util.Optional;

/**
 * The organization users a login may name, found before any password is checked, so that every attempt costs
 * the same one hash whatever the address: an e-mail address, or {@code orgId/address} for an address that is a
 * user of several organizations (an address may itself hold a '/').
 */
@ApplicationScoped
public class SignIns {

    /** A login may name the organization: {@code orgId/email}, for an address that is a user of several. */
    static final char ORGANIZATION_SEPARATOR = '/';

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    /**
     * The active users with a password the login names, in the order of their organization's id: the one
     * user of an {@code orgId/address} login, else every user of the address.
     */
    public List<User> candidates(String login) {
        int separator = login.indexOf(ORGANIZATION_SEPARATOR);
        if (separator > 0) {
            String organizationId = login.substring(0, separator);
            List<User> named = withAddress(login.substring(separator + 1)).stream()
                    .filter(u -> u.organizationId().equals(organizationId))
                    .toList();
            if (!named.isEmpty()) {
                return named;
            }
        }
        return withAddress(login);
    }

    /** The user when active with a password: a session, a token or a remembered login of anyone else ends here. */
    public Optional<User> active(String userId) {
        return Optional.ofNullable(userId)
                .map(id -> em.find(User.class, id))
                .filter(u -> u.status() == UserStatus.ACTIVE && u.hasPassword());
    }

    private List<User> withAddress(String address) {
        if (address.isBlank() || address.length() > User.MAX_EMAIL) {
            return List.of();
        }
        return em.createNamedQuery("User.withStatusAndEmail", User.class)
                .setParameter("email", User.normalized(address))
                .setParameter("status", UserStatus.ACTIVE)
                .setMaxResults(50)
                .getResultStream()
                .filter(User::hasPassword)
                .toList();
    }
}
