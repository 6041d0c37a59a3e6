package com.propertyportal.identity.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import java.util.Objects;

/**
 * The "forgot password" requests that mailed one address (see com.propertyportal.limits.SlidingWindow), kept
 * under the SHA-256 of the address so the table holds no address.
 */
@Entity
@Table(name = "password_reset_requests")
@NamedQuery(name = "ResetRequests.of", query = "SELECT r FROM ResetRequests r WHERE r.addressHash = :address")
@NamedQuery(name = "ResetRequests.purge", query = "DELETE FROM ResetRequests r WHERE r.newestMs < :before")
public class ResetRequests {

    /** Makes an address's row: nothing counted yet. */
    public static final String INSERT =
            "INSERT INTO password_reset_requests (address_hash, newest_ms, requests) VALUES (?1, 0, '')";

    @Id
    @Column(name = "address_hash", length = 64)
    private String addressHash;

    @Column(name = "newest_ms", nullable = false)
    private long newestMs;

    @Column(nullable = false, length = 1000)
    private String requests;

    protected ResetRequests() {}

    public void count(long newestMs, String requests) {
        this.newestMs = newestMs;
        this.requests = Objects.requireNonNull(requests);
    }

    public long newestMs() {
        return newestMs;
    }

    public String requests() {
        return requests;
    }
}
