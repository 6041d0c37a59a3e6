package com.propertyportal.access;

import java.lang.reflect.Method;

/**
 * What an operation of the administrator's API asks of its caller, from the least to the most: reading an
 * organization's data, changing it, managing its keys, users and audit, and the operator's own work across
 * every organization. Declared with {@link Needs} on the resource method or its class; an operation that
 * declares nothing needs {@link #OPERATE}, so a new operation is the operator's alone until it says otherwise.
 */
public enum Right {
    READ,
    CHANGE,
    MANAGE,
    OPERATE;

    /** The right a resource method declares (the method's own, else its class's), else {@link #OPERATE}. */
    public static Right of(Class<?> resourceClass, Method method) {
        Needs declared = method == null ? null : method.getAnnotation(Needs.class);
        if (declared == null && resourceClass != null) {
            declared = resourceClass.getAnnotation(Needs.class);
        }
        return declared == null ? OPERATE : declared.value();
    }

    /** True when holding this right also grants {@code asked}. */
    public boolean grants(Right asked) {
        return compareTo(asked) >= 0;
    }
}
