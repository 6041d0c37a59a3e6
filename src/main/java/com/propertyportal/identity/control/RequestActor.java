package com.propertyportal.identity.control;

import com.propertyportal.access.AdminCaller;
import com.propertyportal.audit.control.AuditLog;
import com.propertyportal.audit.entity.AuditAction;
import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import java.time.Clock;
import java.util.Optional;

/**
 * Who acts in this request, as the credential check found it: the actor once a credential held, or the name an
 * attempt gave before (or without) its credential holding; and the client address it came from. The
 * administration's audit and confinement read it; sign-ins and their refusals are recorded here.
 */
@RequestScoped
public class RequestActor {

    @Inject
    AuditLog log;

    @Inject
    Clock clock;

    @Inject
    AdminCaller adminCaller;

    private Actor actor;
    private String attempted;
    private String client;

    /** An attempt that named this login, before (or without) its credential being right. */
    public void attempted(String login, String client) {
        this.attempted = login;
        this.client = client;
    }

    /** The caller, once its credential held. */
    public void identify(Actor actor, String client) {
        this.actor = actor;
        this.client = client;
        adminCaller.identify(actor.name(), actor.userId(), actor.organizationId(), client);
    }

    public Optional<Actor> actor() {
        return Optional.ofNullable(actor);
    }

    /** The name the audit shows: the actor's, else the login an attempt gave; empty when nobody was named. */
    public Optional<String> name() {
        return actor != null
                ? Optional.of(actor.name())
                : Optional.ofNullable(attempted).filter(n -> !n.isBlank());
    }

    public String client() {
        return client;
    }

    /**
     * An audit entry of an identity event (a sign-in, a refused one, a sign-out) concerning the actor's own
     * organization, in the caller's transaction or, without one, a transaction of its own.
     */
    public void record(AuditAction action, String detail) {
        write(action, detail, false);
    }

    /** {@link #record} in a transaction of its own: a refusal stays on record though its request rolls back. */
    public void recordApart(AuditAction action, String detail) {
        write(action, detail, true);
    }

    private void write(AuditAction action, String detail, boolean apart) {
        String user = name().orElseThrow(() -> new IllegalStateException("No caller was named in this request"));
        String userId = actor == null ? null : actor.userId();
        String organizationId = actor == null ? null : actor.organizationId();
        if (apart) {
            log.recordApart(user, userId, organizationId, client, action, null, detail, clock.instant());
        } else {
            log.record(user, userId, organizationId, client, action, null, detail, clock.instant());
        }
    }
}
