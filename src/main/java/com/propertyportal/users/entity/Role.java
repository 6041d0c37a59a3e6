package com.propertyportal.users.entity;

import java.util.Arrays;
import java.util.Optional;

/** What a user of an organization may do (docs/users.md); the wire name is the hosted product's. */
public enum Role {
    VIEWER("Viewer"),
    STAFF("Staff"),
    ADMIN("Admin");

    private final String wire;

    Role(String wire) {
        this.wire = wire;
    }

    public String wire() {
        return wire;
    }

    public static Optional<Role> of(String wire) {
        return Arrays.stream(values()).filter(r -> r.wire.equals(wire)).findFirst();
    }
}
