package com.propertyportal.apikeys.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import java.util.Objects;

/**
 * A key's request counts, shared by every server: the newest instant counted (milliseconds since the epoch)
 * and the buckets of the sliding second and minute as text (see {@link com.propertyportal.limits.SlidingWindow}).
 */
@Entity
@Table(name = "rate_limit")
@NamedQuery(
        name = "RateLimit.purge",
        query = "DELETE FROM RateLimit r WHERE r.newestMs < :before "
                + "AND r.keyId IN (SELECT k.id FROM ApiKey k WHERE k.revokedAt IS NOT NULL)")
public class RateLimit {

    /** Makes a key's row, nothing counted yet (a JDBC statement: the key id as its one parameter). */
    public static final String INSERT =
            "INSERT INTO rate_limit (key_id, newest_ms, per_second, per_minute) VALUES (?, 0, '', '')";

    @Id
    @Column(name = "key_id", length = 64)
    private String keyId;

    @Column(name = "newest_ms", nullable = false)
    private long newestMs;

    @Column(name = "per_second", nullable = false, length = 1000)
    private String perSecond;

    @Column(name = "per_minute", nullable = false, length = 1000)
    private String perMinute;

    protected RateLimit() {}

    /** Nothing counted yet. */
    public RateLimit(String keyId) {
        this.keyId = Objects.requireNonNull(keyId);
        count(0, "", "");
    }

    public final void count(long newestMs, String perSecond, String perMinute) {
        this.newestMs = newestMs;
        this.perSecond = Objects.requireNonNull(perSecond);
        this.perMinute = Objects.requireNonNull(perMinute);
    }

    public long newestMs() {
        return newestMs;
    }

    public String perSecond() {
        return perSecond;
    }

    public String perMinute() {
        return perMinute;
    }
}
