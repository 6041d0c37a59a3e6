package com.propertyportal.audit.control;

import com.propertyportal.access.AdminCaller;
import com.propertyportal.audit.entity.AuditAction;
import com.propertyportal.problems.ProblemException;
import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import java.time.Clock;
import java.util.Optional;

/**
 * What an administration request may reach, and the audit of what it does: an organization user reaches only
 * their own organization (any other one is answered as if it did not exist), the operator every one; each change
 * is recorded with the organization the request reached, in the caller's transaction.
 */
@RequestScoped
public class Administration {

    @Inject
    AdminCaller caller;

    @Inject
    AuditLog log;

    @Inject
    Clock clock;

    private String organizationId;

    /** The organization whose data alone this caller may see; empty for the operator. */
    public Optional<String> confinement() {
        return caller.confinedTo();
    }

    /**
     * The request works in this organization: the operator may, an organization user only in their own. Any
     * other organization is a 404 saying {@code what} was not found, as if it did not exist.
     */
    public void reach(String organizationId, String what) {
        Optional<String> confined = confinement();
        if (confined.isPresent() && !confined.get().equals(organizationId)) {
            throw ProblemException.notFound(what);
        }
        this.organizationId = organizationId;
    }

    /**
     * Written in the caller's transaction, so a change that rolls back is not recorded as done, with the
     * organization the request reached (else the caller's own).
     */
    public void record(AuditAction action, String target, String detail) {
        log.record(
                caller.name(),
                caller.userId().orElse(null),
                organizationId != null ? organizationId : caller.confinedTo().orElse(null),
                caller.client(),
                action,
                target,
                detail,
                clock.instant());
    }
}
