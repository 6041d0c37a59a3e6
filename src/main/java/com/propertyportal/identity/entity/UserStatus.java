package com.propertyportal.identity.entity;

import java.util.Locale;

/** Invited until a password is set, then active; archived users keep their record but are not listed. */
public enum UserStatus {
    ACTIVE,
    INVITED,
    ARCHIVED;

    public String wire() {
        return name().toLowerCase(Locale.ROOT);
    }
}
