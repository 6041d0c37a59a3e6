package com.propertyportal.access;

import com.propertyportal.monitoring.control.RequestArea;
import java.lang.annotation.Annotation;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Who may call a resource method, as declared on the method or its resource class: exactly one of
 * {@link Anyone}, {@link ApiKeyHolder} or {@link Operator}. Read from the resource the router chose, never
 * from the request's path, so a path the router normalises (a matrix parameter, an encoded letter) reaches
 * the same declaration as its plain spelling.
 */
public record Declaration(Class<? extends Annotation> credential, RequestArea area) {

    /** The declarations a resource method may carry. */
    public static final List<Class<? extends Annotation>> KINDS =
            List.of(Anyone.class, ApiKeyHolder.class, Operator.class);

    /** What a method with no declaration, or more than one, is treated as: callable by no one. */
    public static final Declaration NONE = new Declaration(Nobody.class, RequestArea.OTHER);

    private static final ClassValue<Map<Method, Declaration>> DECLARED = new ClassValue<>() {
        @Override
        protected Map<Method, Declaration> computeValue(Class<?> type) {
            return new ConcurrentHashMap<>();
        }
    };

    /** The one declaration of a resource method, or {@link #NONE}; read once per method and kept. */
    public static Declaration of(Class<?> resourceClass, Method method) {
        if (resourceClass == null || method == null) {
            return NONE;
        }
        Map<Method, Declaration> known = DECLARED.get(resourceClass);
        Declaration declared = known.get(method);
        if (declared == null) {
            List<Declaration> found = all(resourceClass, method);
            declared = found.size() == 1 ? found.get(0) : NONE;
            known.put(method, declared);
        }
        return declared;
    }

    /** Every declaration on the method and on its resource class (inherited ones included). */
    public static List<Declaration> all(Class<?> resourceClass, Method method) {
        List<Declaration> found = new ArrayList<>();
        for (Class<? extends Annotation> kind : KINDS) {
            for (Annotation annotation :
                    new Annotation[] {method.getAnnotation(kind), resourceClass.getAnnotation(kind)}) {
                if (annotation != null) {
                    found.add(new Declaration(kind, areaOf(annotation)));
                }
            }
        }
        return found;
    }

    /** True for answers that carry an organization's data: never kept by a cache. */
    public boolean personal() {
        return credential != Anyone.class;
    }

    /** The credential of {@link #NONE}: one that no check accepts. */
    private @interface Nobody {}

    private static RequestArea areaOf(Annotation annotation) {
        if (annotation instanceof Anyone anyone) {
            return anyone.value();
        }
        return annotation instanceof ApiKeyHolder ? RequestArea.CORE : RequestArea.ADMIN;
    }
}
