package com.propertyportal.identity.entity;

/**
 * A user's password was set or changed, in the transaction that wrote it: whoever keeps sessions of that user
 * ends them.
 */
public record PasswordChanged(String userId) {}
