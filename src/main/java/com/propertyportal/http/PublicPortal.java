package com.propertyportal.http;

import jakarta.ws.rs.NameBinding;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** Marks the public portal resources, which integrators' pages fetch from any origin and may cache. */
@NameBinding
@Inherited
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.METHOD})
public @interface PublicPortal {

    /**
     * The start of a portal resource's path, which answers both without a prefix and under api/portal/:
     * a template that matches only "" or "api/portal/", so one class serves both spellings and no other.
     */
    String OPTIONAL_PREFIX = "{portal: (api/portal/)?}";
}
