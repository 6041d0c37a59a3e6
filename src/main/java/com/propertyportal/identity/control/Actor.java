package com.propertyportal.identity.control;

import com.propertyportal.access.Right;
import com.propertyportal.identity.entity.Role;
import com.propertyportal.identity.entity.User;
import java.util.Optional;

/**
 * Who acts through the administrator's API: the operator (every organization, every right), or a user of one
 * organization with the rights of their role. {@code name} is what the audit shows: the operator's name, or
 * the user's e-mail address.
 */
public record Actor(String name, String userId, String organizationId, Role role) {

    /** The prefix of a console session's subject that names an organization user rather than the operator. */
    public static final String USER_SUBJECT = "user:";

    public static Actor operator(String name) {
        return new Actor(name, null, null, null);
    }

    public static Actor of(User user) {
        return new Actor(user.email(), user.id(), user.organizationId(), user.role());
    }

    public boolean isOperator() {
        return userId == null;
    }

    public Right right() {
        return isOperator() ? Right.OPERATE : role.right();
    }

    /** The organization this actor is confined to; empty for the operator. */
    public Optional<String> confinedTo() {
        return Optional.ofNullable(organizationId);
    }

    /** How a console session names this actor: the operator's name (never holding ':'), or the user's id. */
    public String subject() {
        return isOperator() ? name : USER_SUBJECT + userId;
    }

    /** The user id a console session's subject names, or empty when it is the operator's name. */
    public static Optional<String> userIdOf(String subject) {
        return subject.startsWith(USER_SUBJECT)
                ? Optional.of(subject.substring(USER_SUBJECT.length()))
                : Optional.empty();
    }
}
