package com.propertyportal.audit.control;

import com.propertyportal.audit.entity.AuditAction;

/**
 * Who makes a change on the core API through a credential other than an API key, in which organization,
 * recorded as {@code action} with {@code detail}: the credential puts it on the request under {@link #PROPERTY},
 * and the audit's response filter records each change that succeeded.
 */
public record ChangeAuthor(String user, String userId, String organizationId, AuditAction action, String detail) {

    /** The request property that holds the request's author. */
    public static final String PROPERTY = ChangeAuthor.class.getName();
}
