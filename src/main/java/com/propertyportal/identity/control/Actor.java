package com.propertyportal.identity.control;

import com.propertyportal.access.Right;
import com.propertyportal.identity.entity.Role;
import com.propertyportal.identity.entity.User;
import java.util.Optional;

/**
 * Who acts through the administrator's API: the operator (every organization, every right), or a user of one
 * organization with the rights of their role. {@code name} is what the audit shows: the operator's name, or
 * the user's e-mail address. A user's actor also carries what their credential is now: its version (see
 * {@link User#credentialVersion()}) and whether a second factor guards it.
 */
public record Actor(
        String name, String userId, String organizationId, Role role, int credentialVersion, boolean secondFactor) {

    /** The subject of every console session the operator opens, whatever ADMIN_USER is. */
    public static final String OPERATOR_SUBJECT = "operator";

    /** The prefix of a console session's subject that names an organization user. */
    public static final String USER_SUBJECT = "user:";

    public static Actor operator(String name) {
        return new Actor(name, null, null, null, 0, false);
    }

    public static Actor of(User user) {
        return new Actor(
                user.email(),
                user.id(),
                user.organizationId(),
                user.role(),
                user.credentialVersion(),
                user.hasSecondFactor());
    }

    public boolean isOperator() {
        return userId == null;
    }

    public boolean hasSecondFactor() {
        return secondFactor;
    }

    public Right right() {
        return isOperator() ? Right.OPERATE : role.right();
    }

    /** The organization this actor is confined to; empty for the operator. */
    public Optional<String> confinedTo() {
        return Optional.ofNullable(organizationId);
    }

    /** How a console session names this actor: {@value #OPERATOR_SUBJECT}, or the user's id after the prefix. */
    public String subject() {
        return isOperator() ? OPERATOR_SUBJECT : USER_SUBJECT + userId;
    }

    /** The user id a console session's subject names, or empty when it names none. */
    public static Optional<String> userIdOf(String subject) {
        return subject != null && subject.startsWith(USER_SUBJECT)
                ? Optional.of(subject.substring(USER_SUBJECT.length()))
                : Optional.empty();
    }
}
