package com.propertyportal.audit.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.Objects;

/** One administrator action: when, by whom, from where, what, and what changed (never a secret). */
@Entity
@Table(name = "admin_audit")
@NamedQuery(name = "AuditEntry.purge", query = "DELETE FROM AuditEntry a WHERE a.at < :before")
public class AuditEntry {

    public static final int MAX_DETAIL = 2000;
    public static final int MAX_TARGET = 200;
    public static final int MAX_USER = 320;

    @Id
    @Column(length = 32)
    private String id;

    @Column(nullable = false)
    private Instant at;

    @Column(name = "user_name", nullable = false, length = MAX_USER)
    private String user;

    /** The organization user who acted; null for the operator and for a login that was wrong. */
    @Column(name = "user_id", length = 64)
    private String userId;

    /** The organization the action concerned; null for the operator's own actions (sign-in, schools). */
    @Column(name = "company_id", length = 64)
    private String organizationId;

    @Column(name = "client_address", nullable = false, length = 64)
    private String client;

    @Column(nullable = false, length = 40)
    private String action;

    @Column(length = MAX_TARGET)
    private String target;

    @Column(nullable = false, length = MAX_DETAIL)
    private String detail;

    protected AuditEntry() {}

    public AuditEntry(
            String id,
            Instant at,
            String user,
            String userId,
            String organizationId,
            String client,
            AuditAction action,
            String target,
            String detail) {
        this.id = Objects.requireNonNull(id);
        this.at = Objects.requireNonNull(at);
        this.user = clip(Objects.requireNonNull(user), MAX_USER);
        this.userId = userId;
        this.organizationId = organizationId;
        this.client = clip(Objects.requireNonNull(client), 64);
        this.action = action.value();
        this.target = target == null ? null : clip(target, MAX_TARGET);
        this.detail = clip(Objects.requireNonNull(detail), MAX_DETAIL);
    }

    private static String clip(String value, int length) {
        return value.length() > length ? value.substring(0, length - 1) + "…" : value;
    }

    public String id() {
        return id;
    }

    public Instant at() {
        return at;
    }

    public String user() {
        return user;
    }

    public String userId() {
        return userId;
    }

    public String organizationId() {
        return organizationId;
    }

    public String client() {
        return client;
    }

    public String action() {
        return action;
    }

    public String target() {
        return target;
    }

    public String detail() {
        return detail;
    }
}
