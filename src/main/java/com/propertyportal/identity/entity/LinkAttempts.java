package com.propertyportal.identity.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import java.util.Objects;

/** The attempts of one client address to use a password link (see com.propertyportal.limits.SlidingWindow). */
@Entity
@Table(name = "password_link_attempts")
@NamedQuery(name = "LinkAttempts.of", query = "SELECT a FROM LinkAttempts a WHERE a.clientAddress = :client")
@NamedQuery(name = "LinkAttempts.purge", query = "DELETE FROM LinkAttempts a WHERE a.newestMs < :before")
public class LinkAttempts {

    /** Makes an address's row: nothing counted yet. */
    public static final String INSERT =
            "INSERT INTO password_link_attempts (client_address, newest_ms, attempts) VALUES (?1, 0, '')";

    @Id
    @Column(name = "client_address", length = 64)
    private String clientAddress;

    @Column(name = "newest_ms", nullable = false)
    private long newestMs;

    @Column(nullable = false, length = 1000)
    private String attempts;

    protected LinkAttempts() {}

    public void count(long newestMs, String attempts) {
        this.newestMs = newestMs;
        this.attempts = Objects.requireNonNull(attempts);
    }

    public long newestMs() {
        return newestMs;
    }

    public String attempts() {
        return attempts;
    }
}
