package com.propertyportal.access;

import jakarta.enterprise.context.RequestScoped;
import java.util.Optional;

/**
 * Who calls the administrator's API in this request, once their credential held: a name the audit shows, the
 * user's id and organization (none for the operator), and the client address. The credential check that
 * identifies the caller sets it; the components that administer their own records read it, whichever floor they
 * stand on, so that who may reach what is decided in one place.
 */
@RequestScoped
public class AdminCaller {

    private String name;
    private String userId;
    private String organizationId;
    private String client;

    public void identify(String name, String userId, String organizationId, String client) {
        this.name = name;
        this.userId = userId;
        this.organizationId = organizationId;
        this.client = client;
    }

    /** The organization whose records alone this caller reaches; empty for the operator. */
    public Optional<String> confinedTo() {
        requireIdentified();
        return Optional.ofNullable(organizationId);
    }

    public String name() {
        requireIdentified();
        return name;
    }

    public Optional<String> userId() {
        return Optional.ofNullable(userId);
    }

    public String client() {
        return client;
    }

    private void requireIdentified() {
        if (name == null) {
            throw new IllegalStateException("No administrator was identified for this request");
        }
    }
}
