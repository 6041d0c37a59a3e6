package com.propertyportal.access;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The right an {@link Operator} operation asks of an organization's user (the operator holds every right).
 * On a method it overrides its class's; without it an operation is the operator's alone.
 */
@Documented
@Inherited
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.METHOD})
public @interface Needs {
    Right value();
}
