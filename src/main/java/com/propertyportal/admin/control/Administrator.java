package com.propertyportal.admin.control;

import com.propertyportal.audit.control.Administration;
import com.propertyportal.audit.entity.AuditAction;
import com.propertyportal.identity.control.Actor;
import com.propertyportal.identity.control.RequestActor;
import com.propertyportal.input.JsonInput;
import com.propertyportal.organizations.control.PortalOrganizations;
import com.propertyportal.problems.FieldError;
import com.propertyportal.problems.ProblemException;
import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.Response;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Who acts in this request (set once the login is checked), the organization the request works in, and the
 * audit entries of what they do. An organization user reaches only their own organization: any other one is
 * answered as if it did not exist.
 */
@RequestScoped
public class Administrator {

    @Inject
    Administration administration;

    @Inject
    PortalOrganizations organizations;

    @Inject
    RequestActor caller;

    /** The caller; only a request whose credential held has one. */
    public Actor actor() {
        return caller.actor()
                .orElseThrow(() -> new IllegalStateException("No administrator was identified for this request"));
    }

    /** The organization whose data alone this caller may see; empty for the operator. */
    public Optional<String> confinement() {
        return administration.confinement();
    }

    /**
     * The request works in this organization: the operator may, an organization user only in their own. Any
     * other organization is a 404 saying {@code what} was not found, as if it did not exist.
     */
    public void reach(String organizationId, String what) {
        administration.reach(organizationId, what);
    }

    /**
     * An import document's organization: reached as any other; a document of none (the schools every
     * organization shares) is the operator's alone, a 403 for an organization's user.
     */
    public void reachDocument(Optional<String> organizationId) {
        if (organizationId.isPresent()) {
            reach(organizationId.get());
        } else if (confinement().isPresent()) {
            throw new ProblemException(
                    Response.Status.FORBIDDEN,
                    "ROLE_REQUIRED",
                    "Only the operator imports the schools every organization shares",
                    List.of(new FieldError("schools", "must be imported by the operator")),
                    Map.of());
        }
    }

    /**
     * The organization a request names in its path: an id (else a 400 naming {@code orgId}), within the caller's
     * reach and existing (else the same 404 as an unknown one).
     */
    public String reachOrganization(String orgId) {
        JsonInput.pathId("orgId", orgId);
        reach(orgId);
        organizations.require(orgId);
        return orgId;
    }

    /** {@link #reach(String, String)} for an organization named by the request itself. */
    public void reach(String organizationId) {
        reach(organizationId, "Organization " + organizationId);
    }

    /**
     * Written in the caller's transaction, so a change that rolls back is not recorded as done, with the
     * organization the request reached.
     */
    public void record(AuditAction action, String target, String detail) {
        administration.record(action, target, detail);
    }
}
