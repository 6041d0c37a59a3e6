package com.propertyportal.monitoring.control;

import java.util.Locale;

/**
 * The part of the service a request is for, the label that splits request metrics: declared by the resource
 * that answered it (with its access), OTHER when no resource did.
 */
public enum RequestArea {
    PORTAL,
    FORMS,
    CORE,
    ADMIN,
    OTHER;

    /** The request attribute (a JAX-RS request property) that carries the area of the resource that answered. */
    public static final String ATTRIBUTE = RequestArea.class.getName();

    private final String label = name().toLowerCase(Locale.ROOT);

    public String label() {
        return label;
    }

    /** The area a request was marked with, or OTHER. */
    public static RequestArea of(Object attribute) {
        return attribute instanceof RequestArea area ? area : OTHER;
    }
}
