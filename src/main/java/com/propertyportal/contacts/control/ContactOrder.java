package com.propertyportal.contacts.control;

import java.util.Arrays;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The orders of the contact list: by _id (the default), or by name, address, phone or type, each ascending or,
 * with a leading minus, descending; contacts without the value come last either way (H2 and PostgreSQL would
 * otherwise put them at opposite ends), and _id breaks ties so pages never overlap.
 */
public enum ContactOrder {
    ID("_id", "c.id"),
    NAME("name", "c.nameSearch"),
    NAME_DESCENDING("-name", "c.nameSearch DESC"),
    EMAIL("email", "c.emailNormalized"),
    EMAIL_DESCENDING("-email", "c.emailNormalized DESC"),
    PHONE("phone", "c.phoneDigits"),
    PHONE_DESCENDING("-phone", "c.phoneDigits DESC"),
    TYPE("contact_type", "LOWER(c.contactType)"),
    TYPE_DESCENDING("-contact_type", "LOWER(c.contactType) DESC");

    static final String WIRES = Arrays.stream(values()).map(o -> o.wire).collect(Collectors.joining(", "));

    private final String wire;
    private final String jpql;

    ContactOrder(String wire, String jpql) {
        this.wire = wire;
        this.jpql = jpql;
    }

    static Optional<ContactOrder> ofWire(String wire) {
        return Arrays.stream(values()).filter(o -> o.wire.equals(wire.trim())).findFirst();
    }

    /** The JPQL ORDER BY list, without the keywords. */
    String orderBy() {
        return this == ID ? jpql : jpql + " NULLS LAST, c.id";
    }
}
