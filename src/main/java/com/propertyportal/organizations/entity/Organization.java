package com.propertyportal.organizations.entity;

import com.propertyportal.json.JsonText;
import jakarta.json.JsonObject;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import java.time.Instant;
import java.util.Objects;

/**
 * A property-management company. Its companyInfo and applicationConfig are the defaults that each of
 * its locations overrides field by field.
 */
@Entity
@NamedQuery(name = "Organization.all", query = "SELECT o FROM Organization o ORDER BY o.id")
@NamedQuery(name = "Organization.count", query = "SELECT COUNT(o) FROM Organization o")
@NamedQuery(name = "Organization.ids", query = "SELECT o.id FROM Organization o")
public class Organization {

    @Id
    @Column(length = 64)
    private String id;

    @Column(nullable = false, length = 200)
    private String name;

    @Column(name = "company_info", nullable = false)
    private String companyInfo;

    @Column(name = "application_config", nullable = false)
    private String applicationConfig;

    /** Address, phones, website and logo, as one JSON document. */
    @Column(nullable = false)
    private String profile;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    @Column(name = "updated_at", nullable = false)
    private Instant updatedAt;

    protected Organization() {}

    public Organization(String id, Instant now) {
        this.id = Objects.requireNonNull(id);
        this.name = id;
        this.companyInfo = "{}";
        this.applicationConfig = "{}";
        this.profile = "{}";
        this.createdAt = now;
        this.updatedAt = now;
    }

    public void rename(String name) {
        this.name = Objects.requireNonNull(name);
    }

    public void configure(JsonObject companyInfo, JsonObject applicationConfig, Instant now) {
        this.companyInfo = companyInfo.toString();
        this.applicationConfig = applicationConfig.toString();
        this.updatedAt = now;
    }

    public void describe(JsonObject profile, Instant now) {
        this.profile = profile.toString();
        this.updatedAt = now;
    }

    public JsonObject profile() {
        return JsonText.object(profile);
    }

    public String id() {
        return id;
    }

    public String name() {
        return name;
    }

    public JsonObject companyInfo() {
        return JsonText.object(companyInfo);
    }

    public JsonObject applicationConfig() {
        return JsonText.object(applicationConfig);
    }

    public Instant createdAt() {
        return createdAt;
    }

    public Instant updatedAt() {
        return updatedAt;
    }
}
