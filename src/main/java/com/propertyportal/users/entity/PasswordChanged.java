package com.propertyportal.users.entity;

/**
 * A user's password was set or changed: every console session of the user, but the one that changed it, ends.
 * Fired by the users component; the console's sessions observe it.
 */
public record PasswordChanged(String userId) {}
