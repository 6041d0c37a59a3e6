package com.propertyportal.identity.entity;

/**
 * A user's password was set or changed, in the transaction that wrote it, and with it the user's credential
 * version: whoever keeps sessions of that user ends them, or keeps the changing one under the new version.
 */
public record PasswordChanged(String userId, int credentialVersion) {}
