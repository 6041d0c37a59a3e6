package com.propertyportal.identity.control;

import com.propertyportal.identity.entity.User;
import com.propertyportal.problems.ProblemException;
import com.propertyportal.problems.RedactedFailure;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.Response;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Every check of a password: a login to the administrator's API and console, by HTTP Basic or the console's form
 * (the operator's name, or an organization user's e-mail address or {@code orgId/address}), and a signed-in
 * user's current password before a change of their own account. Each passes the login throttle of its client
 * address and of the account, and costs exactly one password hash whatever the login names: the account is
 * picked before any hash (an address that is a user of several organizations is checked against the first of
 * them, and signs in only as {@code orgId/address}), and a login that names none is checked against a decoy.
 */
@ApplicationScoped
public class Logins {

    /** Longer names and passwords than these are no login (an address is at most 320 characters). */
    public static final int MAX_LOGIN = 400;

    public static final int MAX_PASSWORD = 200;

    @Inject
    OperatorAccount operator;

    @Inject
    SignIns signIns;

    @Inject
    LoginThrottle throttle;

    @Inject
    SecondFactors secondFactors;

    @Inject
    Passwords passwords;

    @Inject
    RememberedLogins remembered;

    @Inject
    Users users;

    /** What became of a login. */
    public sealed interface Result {}

    /** Right: the actor it names. */
    public record Admitted(Actor actor) implements Result {}

    /** Refused before its password was checked: too many failures from the client address or for the account. */
    public record Throttled(Duration retryAfter, boolean account) implements Result {

        /** The 429 of a refused attempt, with Retry-After in whole seconds. */
        public ProblemException problem() {
            long seconds = Math.max(1, (retryAfter.toMillis() + 999) / 1000);
            return new ProblemException(
                    Response.Status.TOO_MANY_REQUESTS,
                    "RATE_LIMITED",
                    "Too many failed sign-ins and password checks "
                            + (account ? "for this account" : "from this address") + "; retry after " + seconds + " s",
                    List.of(),
                    Map.of("Retry-After", Long.toString(seconds)));
        }
    }

    /** Wrong name or password (the answer never says which). */
    public record Wrong() implements Result {}

    /** Right for the first of the users of several organizations the address names: it must name one. */
    public record Ambiguous() implements Result {}

    /**
     * The password was right, and the account also takes its authenticator's code: none came (HTTP Basic
     * carries none, so an account with a second factor signs in at the console only), or a wrong one.
     */
    public record CodeNeeded(boolean given) implements Result {}

    /**
     * A login with its password and, for an account with a second factor, the authenticator's code (null where
     * the login cannot carry one: HTTP Basic).
     */
    public Result signIn(String login, String password, String code, String client, Instant now) {
        Optional<Throttled> throttled = throttled(login, client, now);
        if (throttled.isPresent()) {
            return throttled.get();
        }
        Optional<Actor> known = remembered.recall(login, password, now).flatMap(this::current);
        Result result = known.isPresent() ? secondFactor(known.get(), code, now) : check(login, password, code, now);
        if (result instanceof Admitted admitted) {
            throttle.succeeded(client);
            if (!admitted.actor().isOperator()) {
                throttle.succeeded(accountKey(login));
            }
            remembered.remember(login, password, admitted.actor(), generationOf(admitted.actor()), now);
        }
        return result;
    }

    /**
     * A signed-in user's own password, before a change of their own account: a sign-in attempt like any other,
     * under the same throttles, costing one hash. Right, wrong or throttled.
     */
    public Result checkOwnPassword(User user, String password, String client, Instant now) {
        Optional<Throttled> throttled = throttled(user.email(), client, now);
        if (throttled.isPresent()) {
            return throttled.get();
        }
        if (!passwords.matches(password, user.passwordHash())) {
            return new Wrong();
        }
        throttle.succeeded(client);
        throttle.succeeded(accountKey(user.email()));
        return new Admitted(Actor.of(user));
    }

    /**
     * The throttles an attempt passes: its client address's, and for an account of an organization's user (or an
     * address that names none) the account's. The operator's login is throttled by address only: ten guesses from
     * anywhere would otherwise lock the operator out of the whole service.
     */
    private Optional<Throttled> throttled(String login, String client, Instant now) {
        Optional<Duration> refused = throttle.admit(client, now);
        if (refused.isPresent()) {
            return Optional.of(new Throttled(refused.get(), false));
        }
        if (operator.isNamed(login)) {
            return Optional.empty();
        }
        return throttle.admit(accountKey(login), now).map(retryAfter -> new Throttled(retryAfter, true));
    }

    /** The one hash of an attempt, against the account the login picks (or a decoy), then the second factor. */
    private Result check(String login, String password, String code, Instant now) {
        if (operator.isNamed(login)) {
            return operator.matches(password) ? new Admitted(Actor.operator(operator.name())) : new Wrong();
        }
        List<User> candidates = login.indexOf('@') < 0 ? List.of() : signIns.candidates(login);
        if (candidates.isEmpty()) {
            passwords.decoy(password);
            return new Wrong();
        }
        User user = candidates.get(0);
        if (!passwords.matches(password, user.passwordHash())) {
            return new Wrong();
        }
        if (candidates.size() > 1) {
            return new Ambiguous();
        }
        if (Passwords.outdated(user.passwordHash())) {
            users.rehash(user.id(), user.passwordHash(), passwords.hash(password), now);
        }
        return secondFactor(Actor.of(user), code, now);
    }

    private Result secondFactor(Actor actor, String code, Instant now) {
        if (actor.isOperator() || !actor.hasSecondFactor()) {
            return new Admitted(actor);
        }
        if (code == null || code.isBlank()) {
            return new CodeNeeded(false);
        }
        // A wrong code counts as a failed login of the client and of the account.
        return secondFactors.verify(actor.userId(), code, now) ? new Admitted(actor) : new CodeNeeded(true);
    }

    /**
     * The actor a credential generation still stands for: the operator while ADMIN_USER and ADMIN_PASSWORD are
     * those it was made under; a user while active under the same credential version (no new password, role or
     * status, no "sign out everywhere" since). Anything else, a subject from before generations included, is none.
     */
    public Optional<Actor> current(String subject, String generation) {
        if (generation == null) {
            return Optional.empty();
        }
        if (Actor.OPERATOR_SUBJECT.equals(subject)) {
            return MessageDigest.isEqual(bytes(operator.generation()), bytes(generation))
                    ? Optional.of(Actor.operator(operator.name()))
                    : Optional.empty();
        }
        return Actor.userIdOf(subject)
                .flatMap(signIns::active)
                .filter(u -> Integer.toString(u.credentialVersion()).equals(generation))
                .map(Actor::of);
    }

    private Optional<Actor> current(RememberedLogins.Remembered known) {
        return current(known.subject(), known.generation());
    }

    /** The generation a session or a remembered login of the actor records now. */
    public String generationOf(Actor actor) {
        return actor.isOperator() ? operator.generation() : Integer.toString(actor.credentialVersion());
    }

    /**
     * The throttle's key of an account: a hash of its address (the organization part of a login left out, so
     * naming one does not buy another ten guesses), short enough for the throttle's key column.
     */
    static String accountKey(String login) {
        String address = login.substring(login.indexOf('/') + 1).strip().toLowerCase(Locale.ROOT);
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(address.getBytes(StandardCharsets.UTF_8));
            return "account:" + HexFormat.of().formatHex(digest, 0, 24);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }

    /**
     * The user name as it may appear in a log line or the audit: printable, short, one line, never empty, never
     * an API key sent as one.
     */
    public static String printable(String user) {
        String clean = RedactedFailure.masked(user.replaceAll("[^\\x20-\\x7E]", "?"));
        if (clean.isBlank()) {
            return "(none)";
        }
        return clean.length() > 64 ? clean.substring(0, 64) + "…" : clean;
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
