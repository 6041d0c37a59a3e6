package com.propertyportal.startup;

import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.Optional;

/** The type an injected setting holds: T of Optional&lt;T&gt;, else the type itself. */
final class OptionalTypes {

    private OptionalTypes() {}

    static Type element(Type type) {
        if (type instanceof ParameterizedType parameterized && parameterized.getRawType() == Optional.class) {
            return parameterized.getActualTypeArguments()[0];
        }
        return type;
    }
}
