package com.propertyportal.problems;

import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.spi.Extension;
import jakarta.enterprise.inject.spi.ProcessAnnotatedType;
import jakarta.enterprise.inject.spi.WithAnnotations;
import jakarta.transaction.Transactional;

/** Puts {@link ExpectedFailures} on every class and method the application declares {@code @Transactional}. */
public class ExpectedFailuresExtension implements Extension {

    <T> void mark(@Observes @WithAnnotations(Transactional.class) ProcessAnnotatedType<T> type) {
        var configurator = type.configureAnnotatedType();
        if (configurator.getAnnotated().isAnnotationPresent(Transactional.class)) {
            configurator.add(ExpectedFailures.Literal.INSTANCE);
        }
        configurator
                .filterMethods(method -> method.isAnnotationPresent(Transactional.class))
                .forEach(method -> method.add(ExpectedFailures.Literal.INSTANCE));
    }
}
