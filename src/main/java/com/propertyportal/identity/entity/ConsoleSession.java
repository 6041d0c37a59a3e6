package com.propertyportal.identity.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;

/**
 * A signed-in console session, kept under the SHA-256 of its cookie's token (never the token): who signed in,
 * its CSRF token, when it was opened and last used. It ends CONSOLE_SESSION_IDLE after its last recorded use
 * or CONSOLE_SESSION_LIFETIME after it was opened, whichever comes first, however much it is used.
 */
@Entity
@Table(name = "console_session")
@NamedQuery(
        name = "ConsoleSession.ofSubject",
        query = "SELECT s FROM ConsoleSession s WHERE s.subject = :subject "
                + "ORDER BY s.lastUsedAt DESC, s.createdAt DESC, s.tokenHash")
@NamedQuery(
        name = "ConsoleSession.liveOfSubject",
        query = "SELECT COUNT(s) FROM ConsoleSession s WHERE s.subject = :subject AND s.credential = :credential "
                + "AND s.lastUsedAt > :idleSince AND s.createdAt > :openedSince")
@NamedQuery(
        name = "ConsoleSession.touch",
        query = "UPDATE ConsoleSession s SET s.lastUsedAt = :now WHERE s.tokenHash = :tokenHash "
                + "AND s.lastUsedAt <= :staleBefore")
@NamedQuery(
        name = "ConsoleSession.closeEvery",
        query = "DELETE FROM ConsoleSession s WHERE s.subject = :subject AND s.tokenHash <> :kept")
@NamedQuery(
        name = "ConsoleSession.restamp",
        query = "UPDATE ConsoleSession s SET s.credential = :credential WHERE s.tokenHash = :tokenHash")
@NamedQuery(
        name = "ConsoleSession.purge",
        query = "DELETE FROM ConsoleSession s WHERE s.lastUsedAt <= :idleSince OR s.createdAt <= :openedSince")
public class ConsoleSession {

    public static final int MAX_SUBJECT = 400;
    public static final int MAX_CREDENTIAL = 64;
    public static final String BY_PASSWORD = "password";
    public static final String BY_SINGLE_SIGN_ON = "sso";

    @Id
    @Column(name = "token_hash", length = 64)
    private String tokenHash;

    @Column(nullable = false, length = MAX_SUBJECT)
    private String subject;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    @Column(name = "last_used_at", nullable = false)
    private Instant lastUsedAt;

    /**
     * The generation of the credential the session was opened with (the operator's name and password, or the
     * user's credential version): once the subject's credential moved on, the session is over.
     */
    @Column(length = MAX_CREDENTIAL)
    private String credential;

    /** How the person signed in: {@value #BY_PASSWORD} or {@value #BY_SINGLE_SIGN_ON}. */
    @Column(name = "signed_in_by", length = 16)
    private String signedInBy;

    protected ConsoleSession() {}

    /** A session opened now; the token's hash is 64 hexadecimal digits (SHA-256). */
    public ConsoleSession(String tokenHash, String subject, String credential, String signedInBy, Instant now) {
        if (tokenHash == null || !tokenHash.matches("[0-9a-f]{64}")) {
            throw new IllegalArgumentException("a session is kept under its token's SHA-256 in hexadecimal");
        }
        if (subject == null || subject.isEmpty() || subject.length() > MAX_SUBJECT) {
            throw new IllegalArgumentException("a session's subject has 1 to " + MAX_SUBJECT + " characters");
        }
        if (credential == null || credential.isEmpty() || credential.length() > MAX_CREDENTIAL) {
            throw new IllegalArgumentException("a session records the generation of its credential");
        }
        if (!BY_PASSWORD.equals(signedInBy) && !BY_SINGLE_SIGN_ON.equals(signedInBy)) {
            throw new IllegalArgumentException("a session was opened by a password or a single sign-on");
        }
        this.tokenHash = tokenHash;
        this.subject = subject;
        this.credential = credential;
        this.signedInBy = signedInBy;
        this.createdAt = Objects.requireNonNull(now);
        this.lastUsedAt = now;
    }

    /** The first instant the session no longer counts: idle after its last use, or past its lifetime. */
    public Instant endsAt(Duration idle, Duration lifetime) {
        return endsAt(createdAt, lastUsedAt, idle, lifetime);
    }

    static Instant endsAt(Instant createdAt, Instant lastUsedAt, Duration idle, Duration lifetime) {
        Instant idleEnd = lastUsedAt.plus(idle);
        Instant lifetimeEnd = createdAt.plus(lifetime);
        return idleEnd.isBefore(lifetimeEnd) ? idleEnd : lifetimeEnd;
    }

    public boolean isLiveAt(Instant now, Duration idle, Duration lifetime) {
        return now.isBefore(endsAt(idle, lifetime));
    }

    /** Whether a use now should be written: only once the recorded one is at least {@code resolution} old. */
    public boolean needsTouch(Instant now, Duration resolution) {
        return !lastUsedAt.plus(resolution).isAfter(now);
    }

    public String tokenHash() {
        return tokenHash;
    }

    public String subject() {
        return subject;
    }

    public Instant createdAt() {
        return createdAt;
    }

    public Instant lastUsedAt() {
        return lastUsedAt;
    }

    /** The credential generation it was opened with; null for a session from before sessions recorded one. */
    public String credential() {
        return credential;
    }

    public String signedInBy() {
        return signedInBy;
    }
}
