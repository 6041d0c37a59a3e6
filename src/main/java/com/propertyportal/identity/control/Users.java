package com.propertyportal.identity.control;

import com.propertyportal.identity.entity.PasswordChanged;
import com.propertyportal.identity.entity.User;
import com.propertyportal.identity.entity.UserArchived;
import com.propertyportal.identity.entity.UserStatus;
import com.propertyportal.organizations.entity.Organization;
import com.propertyportal.persistence.Ids;
import com.propertyportal.problems.FieldError;
import com.propertyportal.problems.ProblemException;
import com.propertyportal.settings.DatabaseKind;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.persistence.PersistenceContext;
import jakarta.persistence.PersistenceException;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.core.Response;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The one writer of users: the administrator creates, changes and archives them, "forgot password" gives them new
 * links, and a link sets a password here. Runs in the caller's transaction; an address already used in the
 * organization is a 409 naming {@code email}, whether the check or the unique key finds it. A password set on an
 * existing user fires {@link PasswordChanged} in that transaction.
 */
@ApplicationScoped
public class Users {

    /** The most users an organization has, archived ones included: every list of them fits one answer. */
    public static final int MAX_PER_ORGANIZATION = 1000;

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    @Inject
    Invitations invitations;

    @Inject
    Passwords passwords;

    @Inject
    Event<PasswordChanged> passwordChanged;

    @Inject
    Event<UserArchived> userArchived;

    /** Every user of the organization, archived ones too, by name. */
    public List<User> of(String organizationId) {
        return em.createNamedQuery("User.ofOrganization", User.class)
                .setParameter("organizationId", organizationId)
                .getResultList();
    }

    /** The organization's users that are not archived, by name. */
    public List<User> listed(String organizationId) {
        return em.createNamedQuery("User.listed", User.class)
                .setParameter("organizationId", organizationId)
                .setParameter("archived", UserStatus.ARCHIVED)
                .getResultList();
    }

    /** The organization's active user with this address (unique within an organization), if any. */
    public Optional<User> activeIn(String organizationId, String email) {
        return em.createNamedQuery("User.byEmail", User.class)
                .setParameter("organizationId", organizationId)
                .setParameter("email", User.normalized(email))
                .getResultStream()
                .filter(u -> u.status() == UserStatus.ACTIVE && u.hasPassword())
                .findFirst();
    }

    /** The organization's user; another organization's user is not found. */
    public User require(String organizationId, String userId) {
        return Optional.ofNullable(em.find(User.class, userId))
                .filter(u -> u.organizationId().equals(organizationId))
                .orElseThrow(() -> ProblemException.notFound("User " + userId));
    }

    /** Active with a password, else invited with a link sent by mail. */
    public User create(String organizationId, UserBody body, Instant now) {
        String email = body.email().orElseThrow();
        requireRoom(organizationId);
        requireFree(organizationId, email, null);
        User user = new User(
                Ids.newId(),
                organizationId,
                email,
                body.firstName().orElseThrow(),
                body.lastName().orElseThrow(),
                body.role().orElseThrow(),
                now);
        em.persist(user);
        Optional<Invitations.Link> link = Optional.empty();
        if (body.password().isPresent()) {
            user.setPassword(passwords.hash(body.password().get()), now);
        } else {
            link = Optional.of(Invitations.newLink());
            user.invite(link.get().hash(), now.plus(Invitations.LIFETIME), now);
        }
        flush();
        link.ifPresent(l -> invitations.send(user, l));
        return user;
    }

    /** Changes what the body names; a password makes an invited user active. An archived user stays archived. */
    public User change(User user, UserBody body, Instant now) {
        body.email().ifPresent(email -> requireFree(user.organizationId(), email, user.id()));
        user.describe(
                body.email().orElse(user.email()),
                body.firstName().orElse(user.firstName()),
                body.lastName().orElse(user.lastName()),
                body.role().orElse(user.role()),
                now);
        if (body.password().isPresent()) {
            if (user.status() == UserStatus.ARCHIVED) {
                throw ProblemException.invalid("password", "cannot be set for an archived user");
            }
            setPassword(user, body.password().get(), now);
        }
        flush();
        return user;
    }

    /**
     * A signed-in user's own new password, once their current one was checked ({@link Logins#checkOwnPassword}): it
     * must keep the rule, else a 400 naming it and nothing changes.
     */
    public User changeOwnPassword(User user, String replacement, Instant now) {
        PasswordRule.problemWith(replacement).ifPresent(problem -> {
            throw ProblemException.invalid("newPassword", problem);
        });
        setPassword(user, replacement, now);
        return user;
    }

    /** Removes the user's own second factor, once their current password was checked. */
    public User removeSecondFactor(User user, Instant now) {
        user.removeSecondFactor(now);
        return user;
    }

    /** Ends every console session and delegate token of the user, on every server (their next request). */
    public void endSessions(String userId, Instant now) {
        Optional.ofNullable(em.find(User.class, userId, LockModeType.PESSIMISTIC_WRITE))
                .ifPresent(user -> user.endSessions(now));
    }

    /**
     * The same password hashed with the hasher's current rounds, after a right sign-in found it made with fewer;
     * in a transaction of its own (a sign-in has none), only if the hash is still the one that was checked.
     */
    @Transactional
    public void rehash(String userId, String checkedHash, String newHash, Instant now) {
        User user = em.find(User.class, userId, LockModeType.PESSIMISTIC_WRITE);
        if (user != null && checkedHash.equals(user.passwordHash())) {
            user.rehashPassword(newHash, now);
        }
    }

    /** A user's own name, as they change it on their profile. */
    public User rename(User user, String firstName, String lastName, Instant now) {
        user.describe(user.email(), firstName, lastName, user.role(), now);
        return user;
    }

    public User archive(User user, Instant now) {
        user.archive(now);
        userArchived.fire(new UserArchived(user.id()));
        return user;
    }

    /**
     * Sets the password of the user whose valid link (an invitation or a "forgot password" link) has this token,
     * spending the link. Empty when no link has it, or it expired or was replaced: the caller cannot tell which.
     */
    public Optional<User> setPasswordByLink(String token, String password, Instant now) {
        Optional<User> user = em.createNamedQuery("User.byLink", User.class)
                .setParameter("linkHash", Passwords.tokenHash(token))
                .getResultStream()
                .filter(u -> u.linkValidAt(now))
                .findFirst();
        user.ifPresent(u -> setPassword(u, password, now));
        return user;
    }

    /** The users in every organization with that address that are not archived. */
    public List<User> withAddress(String email) {
        return em.createNamedQuery("User.withAddress", User.class)
                .setParameter("email", User.normalized(email))
                .setParameter("archived", UserStatus.ARCHIVED)
                .getResultList();
    }

    /**
     * A new link for the user, replacing the one before: an active user's to set a new password, valid
     * {@link PasswordResets#LIFETIME}; an invited user's invitation, valid {@link Invitations#LIFETIME}.
     */
    public Invitations.Link newLink(User user, Instant now) {
        Invitations.Link link = Invitations.newLink();
        if (user.status() == UserStatus.INVITED) {
            user.invite(link.hash(), now.plus(Invitations.LIFETIME), now);
        } else {
            user.resetLink(link.hash(), now.plus(PasswordResets.LIFETIME), now);
        }
        return link;
    }

    private void setPassword(User user, String password, Instant now) {
        user.setPassword(passwords.hash(password), now);
        passwordChanged.fire(new PasswordChanged(user.id(), user.credentialVersion()));
    }

    /**
     * Refuses a user beyond {@link #MAX_PER_ORGANIZATION}. The organization's row is locked first, so two
     * creations at once are counted one after the other, in the transaction that writes the user.
     */
    private void requireRoom(String organizationId) {
        em.find(Organization.class, organizationId, LockModeType.PESSIMISTIC_WRITE);
        long users = em.createQuery("SELECT COUNT(u) FROM User u WHERE u.organizationId = :organizationId", Long.class)
                .setParameter("organizationId", organizationId)
                .getSingleResult();
        if (users >= MAX_PER_ORGANIZATION) {
            throw new ProblemException(
                    Response.Status.CONFLICT,
                    "TOO_MANY_USERS",
                    "An organization has at most " + MAX_PER_ORGANIZATION + " users, archived ones included",
                    List.of(new FieldError("email", "no room for another user in this organization")),
                    Map.of());
        }
    }

    private void requireFree(String organizationId, String email, String exceptId) {
        boolean taken = em.createNamedQuery("User.byEmail", User.class)
                .setParameter("organizationId", organizationId)
                .setParameter("email", User.normalized(email))
                .getResultStream()
                .anyMatch(u -> !u.id().equals(exceptId));
        if (taken) {
            throw emailTaken();
        }
    }

    /** Another request may have taken the address since the check: the unique key says so at the flush. */
    private void flush() {
        try {
            em.flush();
        } catch (PersistenceException failure) {
            if (DatabaseKind.lostRace(failure)) {
                throw emailTaken();
            }
            throw failure;
        }
    }

    private static ProblemException emailTaken() {
        return new ProblemException(
                Response.Status.CONFLICT,
                "DUPLICATE_EMAIL",
                "The organization already has a user with this e-mail address",
                List.of(new FieldError("email", "is already the address of a user of the organization")),
                Map.of());
    }
}
