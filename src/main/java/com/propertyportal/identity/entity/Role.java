package com.propertyportal.identity.entity;

import com.propertyportal.access.Right;
import java.util.Arrays;
import java.util.Optional;

/** What a user of an organization may do (docs/users.md); the wire name is the hosted product's. */
public enum Role {
    VIEWER("Viewer", Right.READ),
    STAFF("Staff", Right.CHANGE),
    ADMIN("Admin", Right.MANAGE);

    private final String wire;
    private final Right right;

    Role(String wire, Right right) {
        this.wire = wire;
        this.right = right;
    }

    /** The most this role may do on the administrator's API; never {@link Right#OPERATE}. */
    public Right right() {
        return right;
    }

    /** The least role that holds the right, or empty when only the operator does. */
    public static Optional<Role> leastWith(Right asked) {
        return Arrays.stream(values()).filter(r -> r.right.grants(asked)).findFirst();
    }

    public String wire() {
        return wire;
    }

    public static Optional<Role> of(String wire) {
        return Arrays.stream(values()).filter(r -> r.wire.equals(wire)).findFirst();
    }
}
