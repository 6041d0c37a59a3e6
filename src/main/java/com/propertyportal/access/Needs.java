package com.propertyportal.access;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The right an operation asks of its caller: of an organization's user on an {@link Operator} operation (the
 * operator holds every right), of the key's scope on an {@link ApiKeyHolder} one ({@link Right#READ} or
 * {@link Right#CHANGE}). On a method it overrides its class's; without it an operation needs
 * {@link Right#OPERATE}: the operator's alone, and no API key's.
 */
@Documented
@Inherited
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.METHOD})
public @interface Needs {
    Right value();
}
