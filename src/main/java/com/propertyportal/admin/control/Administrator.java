package com.propertyportal.admin.control;

import com.propertyportal.audit.control.AuditLog;
import com.propertyportal.audit.entity.AuditAction;
import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import java.time.Instant;

/** Who acts in this request (set once the login is checked) and the audit entries of what they do. */
@RequestScoped
public class Administrator {

    @Inject
    AuditLog log;

    private String user;
    private String client;

    public void identify(String user, String client) {
        this.user = user;
        this.client = client;
    }

    /**
     * Written in the caller's transaction, so a change that rolls back is not recorded as done. Nothing is
     * recorded of a request whose operator was never identified: it fails instead.
     */
    public void record(AuditAction action, String target, String detail) {
        if (user == null || user.isBlank()) {
            throw new IllegalStateException("No operator was identified for this request");
        }
        log.record(user, client, action, target, detail, Instant.now());
    }
}
