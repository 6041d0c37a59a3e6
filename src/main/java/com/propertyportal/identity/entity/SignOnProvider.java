package com.propertyportal.identity.entity;

import jakarta.persistence.CollectionTable;
import jakarta.persistence.Column;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

/**
 * An organization's own OpenID Connect provider for the console's single sign-on: its issuer, the client
 * registered there (the secret only sealed under the servers' shared secret), the sign-in button's text, and the
 * e-mail domains whose people it signs in (the sign-in page finds the organization by them; none: only by the
 * organization's own sign-in link). A person it vouches for is looked for among this organization's users only.
 */
@Entity
@Table(name = "organization_sign_on")
@NamedQuery(
        name = "SignOnProvider.withDomain",
        query = "SELECT DISTINCT p FROM SignOnProvider p JOIN p.domains d WHERE d = :domain "
                + "ORDER BY p.organizationId")
@NamedQuery(name = "SignOnProvider.any", query = "SELECT p.organizationId FROM SignOnProvider p")
public class SignOnProvider {

    public static final int MAX_URL = 2000;
    public static final int MAX_CLIENT_ID = 400;
    public static final int MAX_LABEL = 60;
    public static final int MAX_DOMAIN = 253;
    public static final int MAX_DOMAINS = 20;

    @Id
    @Column(name = "company_id", length = 64)
    private String organizationId;

    @Column(nullable = false, length = MAX_URL)
    private String issuer;

    @Column(name = "client_id", nullable = false, length = MAX_CLIENT_ID)
    private String clientId;

    /** The client secret sealed with AES-256-GCM (never the secret itself). */
    @Column(name = "client_secret_sealed", nullable = false, length = 2000)
    private String sealedSecret;

    @Column(nullable = false, length = MAX_LABEL)
    private String label;

    @ElementCollection
    @CollectionTable(name = "organization_sign_on_domain", joinColumns = @JoinColumn(name = "company_id"))
    @Column(name = "domain", length = MAX_DOMAIN)
    private Set<String> domains = new TreeSet<>();

    @Column(name = "updated_at", nullable = false)
    private Instant updatedAt;

    protected SignOnProvider() {}

    public SignOnProvider(String organizationId) {
        this.organizationId = Objects.requireNonNull(organizationId);
    }

    /** Sets what an Admin configured; a blank secret keeps the one sealed before. */
    public void configure(
            String issuer,
            String clientId,
            String sealedSecret,
            String label,
            Collection<String> domains,
            Instant now) {
        this.issuer = Objects.requireNonNull(issuer);
        this.clientId = Objects.requireNonNull(clientId);
        if (sealedSecret != null) {
            this.sealedSecret = sealedSecret;
        }
        if (this.sealedSecret == null) {
            throw new IllegalStateException("a provider's client secret is given when it is first configured");
        }
        this.label = Objects.requireNonNull(label);
        if (domains.size() > MAX_DOMAINS) {
            throw new IllegalArgumentException("at most " + MAX_DOMAINS + " e-mail domains");
        }
        this.domains.clear();
        this.domains.addAll(domains);
        this.updatedAt = Objects.requireNonNull(now);
    }

    public String organizationId() {
        return organizationId;
    }

    public String issuer() {
        return issuer;
    }

    public String clientId() {
        return clientId;
    }

    public String sealedSecret() {
        return sealedSecret;
    }

    public String label() {
        return label;
    }

    public List<String> domains() {
        return List.copyOf(domains);
    }

    /** Whether the provider may vouch for this address: any, without domains; else one of its domains. */
    public boolean vouchesFor(String email) {
        String domain = email.substring(email.lastIndexOf('@') + 1);
        return domains.isEmpty() || domains.contains(domain);
    }

    public Instant updatedAt() {
        return updatedAt;
    }
}
