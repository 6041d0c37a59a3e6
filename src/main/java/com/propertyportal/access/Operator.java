package com.propertyportal.access;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The administrator's API: HTTP Basic (the operator's login, or an organization user's e-mail address and
 * password), or the admin console's signed-in session (whose changes carry its CSRF token). What an
 * organization user may do there is declared with {@link Needs}; an operation without it is the operator's.
 */
@Documented
@Inherited
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.METHOD})
public @interface Operator {}
