package com.propertyportal.identity.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.Locale;
import java.util.Objects;

/**
 * A person of an organization. The e-mail address is kept trimmed and in lower case, so that it is unique within
 * the organization whatever its case. A password link is an invited user's invitation or an active user's
 * "forgot password" link, kept only as the hash of its token; a newer link replaces it, and setting a password,
 * archiving the user or (for an active user) changing the address ends it.
 */
@Entity
@Table(name = "organization_user")
@NamedQuery(
        name = "User.ofOrganization",
        query = "SELECT u FROM User u WHERE u.organizationId = :organizationId "
                + "ORDER BY u.lastName, u.firstName, u.id")
@NamedQuery(
        name = "User.listed",
        query = "SELECT u FROM User u WHERE u.organizationId = :organizationId AND u.status <> :archived "
                + "ORDER BY u.lastName, u.firstName, u.id")
@NamedQuery(
        name = "User.byEmail",
        query = "SELECT u FROM User u WHERE u.organizationId = :organizationId AND u.email = :email")
@NamedQuery(
        name = "User.withStatusAndEmail",
        query = "SELECT u FROM User u WHERE u.email = :email AND u.status = :status ORDER BY u.organizationId")
@NamedQuery(name = "User.byLink", query = "SELECT u FROM User u WHERE u.linkHash = :linkHash")
@NamedQuery(
        name = "User.withAddress",
        query = "SELECT u FROM User u WHERE u.email = :email AND u.status <> :archived ORDER BY u.id")
public class User {

    public static final int MAX_EMAIL = 320;
    public static final int MAX_NAME = 100;

    @Id
    @Column(length = 64)
    private String id;

    @Column(name = "company_id", nullable = false, length = 64)
    private String organizationId;

    @Column(nullable = false, length = MAX_EMAIL)
    private String email;

    @Column(name = "first_name", nullable = false, length = MAX_NAME)
    private String firstName;

    @Column(name = "last_name", nullable = false, length = MAX_NAME)
    private String lastName;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false, length = 16)
    private Role role;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false, length = 16)
    private UserStatus status;

    @Column(name = "password_hash", length = 200)
    private String passwordHash;

    @Column(name = "link_hash", length = 64)
    private String linkHash;

    @Column(name = "link_expires_at")
    private Instant linkExpiresAt;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    @Column(name = "updated_at", nullable = false)
    private Instant updatedAt;

    /** The second factor's shared secret (Base32) once a code confirmed it; null without a second factor. */
    @Column(name = "totp_secret", length = 64)
    private String totpSecret;

    /** A secret offered for setting up a second factor, until a code made with it confirms it. */
    @Column(name = "totp_offered_secret", length = 64)
    private String totpOfferedSecret;

    /** The newest time step whose code was taken: a code is taken once, never replayed. */
    @Column(name = "totp_last_step")
    private Long totpLastStep;

    /**
     * The version of what the user's credential grants: it moves on with every new password, role or status and
     * with "sign out everywhere", and every console session and delegate token records the version it was
     * made under, so each of those ends it.
     */
    @Column(name = "credential_version", nullable = false)
    private int credentialVersion;

    protected User() {}

    /** A new user is invited until a password is set. */
    public User(
            String id, String organizationId, String email, String firstName, String lastName, Role role, Instant now) {
        this.id = Objects.requireNonNull(id);
        this.organizationId = Objects.requireNonNull(organizationId);
        this.status = UserStatus.INVITED;
        this.createdAt = Objects.requireNonNull(now);
        describe(email, firstName, lastName, role, now);
    }

    /** The address as it is stored and compared: trimmed, in lower case. */
    public static String normalized(String email) {
        return email.strip().toLowerCase(Locale.ROOT);
    }

    public void describe(String email, String firstName, String lastName, Role role, Instant now) {
        String address = normalized(email);
        if (address.isEmpty() || address.length() > MAX_EMAIL) {
            throw new IllegalArgumentException("e-mail address of " + address.length() + " characters");
        }
        if (status == UserStatus.ACTIVE && this.email != null && !this.email.equals(address)) {
            endLink();
        }
        if (this.role != null && this.role != role) {
            credentialVersion++;
        }
        this.email = address;
        this.firstName = name(firstName);
        this.lastName = name(lastName);
        this.role = Objects.requireNonNull(role);
        this.updatedAt = now;
    }

    private static String name(String name) {
        String stripped = name.strip();
        if (stripped.isEmpty() || stripped.length() > MAX_NAME) {
            throw new IllegalArgumentException("name of " + stripped.length() + " characters");
        }
        return stripped;
    }

    /** Sets the password hash; an invited user becomes active, and the link, if any, is spent. */
    public void setPassword(String hash, Instant now) {
        if (status == UserStatus.ARCHIVED) {
            throw new IllegalStateException("an archived user gets no password");
        }
        this.passwordHash = Objects.requireNonNull(hash);
        this.status = UserStatus.ACTIVE;
        endLink();
        credentialVersion++;
        this.updatedAt = now;
    }

    /**
     * The same password hashed anew with the hasher's current rounds, at a right sign-in: nothing the credential
     * grants changes, so sessions and tokens go on.
     */
    public void rehashPassword(String hash, Instant now) {
        if (passwordHash == null) {
            throw new IllegalStateException("a password is rehashed only once set");
        }
        this.passwordHash = Objects.requireNonNull(hash);
        this.updatedAt = now;
    }

    /** Ends every console session and delegate token made under the credential as it is now. */
    public void endSessions(Instant now) {
        credentialVersion++;
        this.updatedAt = now;
    }

    /** The version every session and token of this user must carry; see {@link #endSessions}. */
    public int credentialVersion() {
        return credentialVersion;
    }

    /** Gives an invited user a new link (the hash of its token), replacing any earlier one. */
    public void invite(String linkHash, Instant expiresAt, Instant now) {
        if (status != UserStatus.INVITED) {
            throw new IllegalStateException("only an invited user gets a password link");
        }
        this.linkHash = Objects.requireNonNull(linkHash);
        this.linkExpiresAt = Objects.requireNonNull(expiresAt);
        this.updatedAt = now;
    }

    /** Gives an active user a link to set a new password (the hash of its token), replacing any earlier one. */
    public void resetLink(String linkHash, Instant expiresAt, Instant now) {
        if (status != UserStatus.ACTIVE) {
            throw new IllegalStateException("only an active user gets a link to set a new password");
        }
        this.linkHash = Objects.requireNonNull(linkHash);
        this.linkExpiresAt = Objects.requireNonNull(expiresAt);
        this.updatedAt = now;
    }

    /** Whether the user's link may set a password at that instant: not archived, and before the link's expiry. */
    public boolean linkValidAt(Instant now) {
        return status != UserStatus.ARCHIVED && linkHash != null && now.isBefore(linkExpiresAt);
    }

    /** Archived users are not listed and cannot use a link; the record stays for the audit. */
    public void archive(Instant now) {
        this.status = UserStatus.ARCHIVED;
        endLink();
        credentialVersion++;
        this.updatedAt = now;
    }

    private void endLink() {
        this.linkHash = null;
        this.linkExpiresAt = null;
    }

    public String id() {
        return id;
    }

    public String organizationId() {
        return organizationId;
    }

    public String email() {
        return email;
    }

    public String firstName() {
        return firstName;
    }

    public String lastName() {
        return lastName;
    }

    /** First and last name, as the hosted product's user list shows it. */
    public String name() {
        return firstName + " " + lastName;
    }

    public Role role() {
        return role;
    }

    public UserStatus status() {
        return status;
    }

    public boolean hasPassword() {
        return passwordHash != null;
    }

    /** The stored hash, for the password check only; never written to an answer or a log. */
    public String passwordHash() {
        return passwordHash;
    }

    public Instant createdAt() {
        return createdAt;
    }

    public Instant updatedAt() {
        return updatedAt;
    }

    /** Whether signing in also takes a code of the user's authenticator. */
    public boolean hasSecondFactor() {
        return totpSecret != null;
    }

    /** The confirmed secret, for checking a code only; never written to an answer or a log. */
    public String secondFactorSecret() {
        return totpSecret;
    }

    /** The secret offered and not yet confirmed, or null. */
    public String offeredSecondFactorSecret() {
        return totpOfferedSecret;
    }

    /** Offers a new secret to set up; the confirmed one, if any, stays until a code of the new one confirms it. */
    public void offerSecondFactor(String secret, Instant now) {
        this.totpOfferedSecret = Objects.requireNonNull(secret);
        this.updatedAt = now;
    }

    /** The offered secret becomes the second factor; the code of this step was taken. */
    public void confirmSecondFactor(long step, Instant now) {
        if (totpOfferedSecret == null) {
            throw new IllegalStateException("no second factor was offered");
        }
        this.totpSecret = totpOfferedSecret;
        this.totpOfferedSecret = null;
        this.totpLastStep = step;
        this.updatedAt = now;
    }

    /** Takes the code of a time step, once: false for a step no newer than the last one taken. */
    public boolean takeStep(long step) {
        if (totpLastStep != null && step <= totpLastStep) {
            return false;
        }
        this.totpLastStep = step;
        return true;
    }

    public void removeSecondFactor(Instant now) {
        this.totpSecret = null;
        this.totpOfferedSecret = null;
        this.totpLastStep = null;
        this.updatedAt = now;
    }
}
