package com.propertyportal.identity.control;

import com.propertyportal.identity.entity.User;
import com.propertyportal.identity.entity.UserStatus;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Checks an organization user's e-mail address and password. A password hash takes 600,000 rounds of PBKDF2, a
 * good part of a second, so a login that was right is remembered for {@link #REMEMBERED} under a keyed hash of
 * the login and password (a key made at start, never stored): a script calling with HTTP Basic pays once. A
 * remembered login holds only while the user is active with the same password hash, so a new password, an
 * archiving or a role change takes effect at the next call. An address unknown or without a password still
 * costs one hash, so the time of an answer does not tell which addresses have accounts.
 */
@ApplicationScoped
public class SignIns {

    static final Duration REMEMBERED = Duration.ofMinutes(5);
    static final int MOST_REMEMBERED = 10_000;
    /** A login may name the organization: {@code orgId/email}, for an address that is a user of several. */
    static final char ORGANIZATION_SEPARATOR = '/';

    private static final String DECOY = Passwords.hash("a decoy password that matches no account");

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    private final byte[] rememberKey = new byte[32];
    private final Map<String, Remembered> remembered = new ConcurrentHashMap<>();

    private record Remembered(String userId, String passwordHash, Instant until) {}

    /** What a login came to: the one user it names, or none (wrong), or several (the organization must be named). */
    public record Outcome(Optional<User> user, boolean ambiguous) {

        static final Outcome WRONG = new Outcome(Optional.empty(), false);
        static final Outcome AMBIGUOUS = new Outcome(Optional.empty(), true);

        static Outcome of(User user) {
            return new Outcome(Optional.of(user), false);
        }
    }

    public SignIns() {
        new SecureRandom().nextBytes(rememberKey);
    }

    /**
     * The active user whose address is {@code login} (or {@code orgId/address}) and whose password this is.
     * An address that is an active user of several organizations with this same password is ambiguous.
     */
    public Outcome verify(String login, String password, Instant now) {
        if (login == null || password == null || login.isBlank()) {
            Passwords.matches("", DECOY);
            return Outcome.WRONG;
        }
        String key = rememberKey(login, password);
        Remembered known = remembered.get(key);
        if (known != null && known.until().isAfter(now)) {
            Optional<User> user =
                    active(known.userId()).filter(u -> known.passwordHash().equals(u.passwordHash()));
            if (user.isPresent()) {
                return Outcome.of(user.get());
            }
            remembered.remove(key, known);
        }
        List<User> matching = candidates(login).stream()
                .filter(u -> Passwords.matches(password, u.passwordHash()))
                .toList();
        if (matching.size() > 1) {
            return Outcome.AMBIGUOUS;
        }
        if (matching.isEmpty()) {
            return Outcome.WRONG;
        }
        User user = matching.get(0);
        remember(key, new Remembered(user.id(), user.passwordHash(), now.plus(REMEMBERED)), now);
        return Outcome.of(user);
    }

    /** The user when active: a session or a remembered login of anyone else ends here. */
    public Optional<User> active(String userId) {
        return Optional.ofNullable(userId)
                .map(id -> em.find(User.class, id))
                .filter(u -> u.status() == UserStatus.ACTIVE && u.hasPassword());
    }

    /**
     * The active users the login may be: those whose address it is, and when it reads {@code orgId/address},
     * that organization's user with the address (an address may itself hold a '/'). One hash is spent even
     * when there is none.
     */
    private List<User> candidates(String login) {
        List<User> users = new ArrayList<>(withAddress(login, null));
        int separator = login.indexOf(ORGANIZATION_SEPARATOR);
        if (separator > 0) {
            users.addAll(withAddress(login.substring(separator + 1), login.substring(0, separator)));
        }
        if (users.isEmpty()) {
            Passwords.matches("", DECOY);
        }
        return users;
    }

    private List<User> withAddress(String address, String organizationId) {
        return em.createNamedQuery("User.withStatusAndEmail", User.class)
                .setParameter("email", User.normalized(address))
                .setParameter("status", UserStatus.ACTIVE)
                .setMaxResults(50)
                .getResultStream()
                .filter(u -> organizationId == null || u.organizationId().equals(organizationId))
                .filter(User::hasPassword)
                .toList();
    }

    private void remember(String key, Remembered entry, Instant now) {
        if (remembered.size() >= MOST_REMEMBERED) {
            remembered.values().removeIf(r -> !r.until().isAfter(now));
            if (remembered.size() >= MOST_REMEMBERED) {
                remembered.clear();
            }
        }
        remembered.put(key, entry);
    }

    private String rememberKey(String login, String password) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(rememberKey, "HmacSHA256"));
            mac.update(login.strip().getBytes(StandardCharsets.UTF_8));
            mac.update((byte) 0);
            return HexFormat.of().formatHex(mac.doFinal(password.getBytes(StandardCharsets.UTF_8)));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is part of every Java runtime", e);
        }
    }
}
