package com.propertyportal.identity.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.Objects;

/**
 * The sign-in attempts of one client address, shared by every server: the buckets of the sliding window (see
 * {@link com.propertyportal.limits.SlidingWindow}), and until when the address is refused.
 */
@Entity
@Table(name = "admin_login_throttle")
@NamedQuery(name = "AddressAttempts.of", query = "SELECT a FROM AddressAttempts a WHERE a.clientAddress = :client")
@NamedQuery(
        name = "AddressAttempts.unblocked",
        query = "SELECT a FROM AddressAttempts a " + "WHERE a.clientAddress = :client AND a.blockedUntil IS NULL")
@NamedQuery(
        name = "AddressAttempts.purge",
        query = "DELETE FROM AddressAttempts a WHERE a.newestMs < :before "
                + "AND (a.blockedUntil IS NULL OR a.blockedUntil < :now)")
public class AddressAttempts {

    /** Makes an address's row: nothing counted yet. */
    public static final String INSERT =
            "INSERT INTO admin_login_throttle (client_address, newest_ms, attempts) " + "VALUES (?1, 0, '')";

    @Id
    @Column(name = "client_address", length = 64)
    private String clientAddress;

    @Column(name = "newest_ms", nullable = false)
    private long newestMs;

    @Column(nullable = false, length = 1000)
    private String attempts;

    @Column(name = "blocked_until")
    private Instant blockedUntil;

    protected AddressAttempts() {}

    /** The attempts counted up to the newest instant; blocked until then, or null when not blocked. */
    public void count(long newestMs, String attempts, Instant blockedUntil) {
        this.newestMs = newestMs;
        this.attempts = Objects.requireNonNull(attempts);
        this.blockedUntil = blockedUntil;
    }

    public void takeBack(String attempts) {
        this.attempts = Objects.requireNonNull(attempts);
    }

    public long newestMs() {
        return newestMs;
    }

    public String attempts() {
        return attempts;
    }

    public Instant blockedUntil() {
        return blockedUntil;
    }
}
