package com.propertyportal.apikeys.control;

import jakarta.enterprise.context.RequestScoped;
import java.util.Objects;

/**
 * Who makes the current core-area request: an API key, or a user of an organization through another core
 * credential (see {@link CoreCredential}). Every core call is scoped to the organization of either.
 */
@RequestScoped
public class Caller {

    private String keyId;
    private String organizationId;
    private boolean console;

    public void authenticate(LiveKey key) {
        this.keyId = key.id();
        this.organizationId = key.organizationId();
    }

    /** A user of the organization, through another core credential (a delegate token): no key. */
    public void authenticateUserOf(String organizationId) {
        this.keyId = null;
        this.console = false;
        this.organizationId = Objects.requireNonNull(organizationId);
    }

    /**
     * A user of the organization in the admin console's own session: no key, and every board of the organization
     * whatever its API switch or archive (the switch is for the API's keys and apps, not for the console).
     */
    public void authenticateConsoleOf(String organizationId) {
        authenticateUserOf(organizationId);
        this.console = true;
    }

    /** Whether the request comes from the admin console's own session. */
    public boolean isConsole() {
        return console;
    }

    public String keyId() {
        return Objects.requireNonNull(keyId, "no API key authenticated this request");
    }

    public String organizationId() {
        return Objects.requireNonNull(organizationId, "no API key authenticated this request");
    }
}
