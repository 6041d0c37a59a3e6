package com.propertyportal.problems;

import jakarta.enterprise.util.AnnotationLiteral;
import jakarta.interceptor.InterceptorBinding;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a transaction boundary across which an expected failure (a problem answered to the client, a race lost on
 * a unique key that the caller handles) passes without Liberty writing a first-failure incident for it: the
 * container's transaction interceptor writes one for every unchecked exception that leaves a {@code @Transactional}
 * method, and a 400 is no incident. {@link ExpectedFailuresExtension} puts it wherever {@code @Transactional} is;
 * {@link ExpectedFailureInside} and {@link ExpectedFailureOutside} carry the failure through as a checked one.
 */
@InterceptorBinding
@Inherited
@Target({ElementType.TYPE, ElementType.METHOD})
@Retention(RetentionPolicy.RUNTIME)
public @interface ExpectedFailures {

    final class Literal extends AnnotationLiteral<ExpectedFailures> implements ExpectedFailures {
        public static final Literal INSTANCE = new Literal();
        private static final long serialVersionUID = 1L;
    }

    /**
     * The expected failure, as a checked exception while it crosses the container's transaction interceptor (which
     * writes no incident for a checked one); it never leaves {@link ExpectedFailureOutside}.
     */
    final class Carried extends Exception {

        private static final long serialVersionUID = 1L;

        Carried(RuntimeException failure) {
            super(failure.getMessage(), failure, false, false);
        }

        RuntimeException failure() {
            return (RuntimeException) getCause();
        }
    }
}
