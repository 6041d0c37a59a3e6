package com.propertyportal.access;

import com.propertyportal.monitoring.control.RequestArea;
import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** Anyone may call it, with no credential: the public portal, the forms, the console's own pages. */
@Documented
@Inherited
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.METHOD})
public @interface Anyone {

    /** The area its requests count under. */
    RequestArea value();
}
