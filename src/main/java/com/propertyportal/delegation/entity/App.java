package com.propertyportal.delegation.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.Objects;

/**
 * An app an organization embeds in its console: a page on its own origin that a tab view opens and hands a
 * delegate token to. Its id is the {@code appClientId} the token names.
 */
@Entity
@Table(name = "app")
@NamedQuery(
        name = "App.ofOrganization",
        query = "SELECT a FROM App a WHERE a.organizationId = :organizationId ORDER BY a.createdAt, a.id")
@NamedQuery(
        name = "App.countOfOrganization",
        query = "SELECT COUNT(a) FROM App a WHERE a.organizationId = :organizationId")
public class App {

    public static final int MAX_TITLE = 200;

    @Id
    @Column(length = 64)
    private String id;

    @Column(name = "company_id", nullable = false, length = 64)
    private String organizationId;

    @Column(nullable = false, length = MAX_TITLE)
    private String title;

    @Column(nullable = false, length = 2048)
    private String url;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    protected App() {}

    public App(String id, String organizationId, String title, String url, Instant now) {
        this.id = Objects.requireNonNull(id);
        this.organizationId = Objects.requireNonNull(organizationId);
        this.title = Objects.requireNonNull(title);
        this.url = Objects.requireNonNull(url);
        this.createdAt = Objects.requireNonNull(now);
    }

    public String id() {
        return id;
    }

    public String organizationId() {
        return organizationId;
    }

    public String title() {
        return title;
    }

    public String url() {
        return url;
    }

    public Instant createdAt() {
        return createdAt;
    }
}
