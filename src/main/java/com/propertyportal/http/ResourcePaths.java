package com.propertyportal.http;

import jakarta.ws.rs.Path;
import jakarta.ws.rs.container.ResourceInfo;
import jakarta.ws.rs.core.MultivaluedMap;
import java.lang.reflect.AnnotatedElement;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The path of the resource that answered a request, from its templates and the path parameters the router read:
 * the same for every spelling the router accepts (a matrix parameter, an encoded letter, a doubled slash), so
 * an audit entry names what was changed, never how the request spelled it.
 */
public final class ResourcePaths {

    /** A template's parameter, {@code {name}} or {@code {name: regex}}. */
    private static final Pattern PARAMETER = Pattern.compile("\\{\\s*([\\w.-]+)\\s*(?::[^}]*)?}");

    private ResourcePaths() {}

    public static String of(ResourceInfo resource, MultivaluedMap<String, String> parameters) {
        String template = templateOf(resource.getResourceClass()) + templateOf(resource.getResourceMethod());
        StringBuilder path = new StringBuilder();
        Matcher parameter = PARAMETER.matcher(template);
        while (parameter.find()) {
            String value = Objects.requireNonNullElse(parameters.getFirst(parameter.group(1)), "");
            parameter.appendReplacement(path, Matcher.quoteReplacement(value));
        }
        parameter.appendTail(path);
        return path.toString();
    }

    /** The text cut to {@code max} characters, the last one an ellipsis when it was longer. */
    public static String shortened(String text, int max) {
        return text.length() <= max ? text : text.substring(0, max - 1) + "…";
    }

    private static String templateOf(AnnotatedElement element) {
        Path path = element == null ? null : element.getAnnotation(Path.class);
        if (path == null) {
            return "";
        }
        String value = path.value();
        return value.startsWith("/") ? value : "/" + value;
    }
}
