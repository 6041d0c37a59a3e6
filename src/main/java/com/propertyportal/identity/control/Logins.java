package com.propertyportal.identity.control;

import com.propertyportal.identity.entity.User;
import com.propertyportal.problems.RedactedFailure;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.time.Instant;
import java.util.HexFormat;
import java.util.Locale;
import java.util.Optional;

/**
 * Every login to the administrator's API and console, by HTTP Basic or the console's form: the operator's
 * name and password, or an organization user's e-mail address (or {@code orgId/address}) and password. Each
 * attempt passes the login throttle of its client address, and a user's attempt also that of the account, so
 * neither one address guessing many accounts nor many addresses guessing one account get far.
 */
@ApplicationScoped
public class Logins {

    /** Longer names and passwords than these are no login (an address is at most 320 characters). */
    public static final int MAX_LOGIN = 400;

    public static final int MAX_PASSWORD = 200;

    @Inject
    AdminCredentials credentials;

    @Inject
    SignIns signIns;

    @Inject
    LoginThrottle throttle;

    @Inject
    SecondFactors secondFactors;

    /** What became of a login. */
    public sealed interface Result {}

    /** Right: the actor it names. */
    public record Admitted(Actor actor) implements Result {}

    /** Refused before its password was checked: too many failures from the client address or for the account. */
    public record Throttled(Duration retryAfter, boolean account) implements Result {}

    /** Wrong name or password (the answer never says which). */
    public record Wrong() implements Result {}

    /** Right for users of several organizations: the login must name one as {@code orgId/address}. */
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
        Optional<Duration> refused = throttle.admit(client, now);
        if (refused.isPresent()) {
            return new Throttled(refused.get(), false);
        }
        if (credentials.verify(login, password)) {
            throttle.succeeded(client);
            return new Admitted(Actor.operator(login));
        }
        if (login.indexOf('@') < 0) {
            return new Wrong();
        }
        String account = accountKey(login);
        refused = throttle.admit(account, now);
        if (refused.isPresent()) {
            return new Throttled(refused.get(), true);
        }
        SignIns.Outcome outcome = signIns.verify(login, password, now);
        if (outcome.ambiguous()) {
            return new Ambiguous();
        }
        Optional<User> user = outcome.user();
        if (user.isEmpty()) {
            return new Wrong();
        }
        if (user.get().hasSecondFactor()) {
            if (code == null || code.isBlank()) {
                return new CodeNeeded(false);
            }
            if (!secondFactors.verify(user.get().id(), code, now)) {
                // A wrong code counts as a failed login of the client and of the account.
                return new CodeNeeded(true);
            }
        }
        throttle.succeeded(client);
        throttle.succeeded(account);
        return new Admitted(Actor.of(user.get()));
    }

    /** The actor a console session names, while that user stays active; the operator's name as it is. */
    public Optional<Actor> ofSubject(String subject) {
        Optional<String> userId = Actor.userIdOf(subject);
        if (userId.isEmpty()) {
            return Optional.of(Actor.operator(subject));
        }
        return signIns.active(userId.get()).map(Actor::of);
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
}
