package com.propertyportal.apidoc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PATCH;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;

/**
 * META-INF/openapi.yaml is the API's contract, written by hand: it must describe exactly the operations
 * the JAX-RS resources answer, each once, and every reference in it must resolve.
 */
class OpenApiDocumentTest {

    private static final Pattern TEMPLATE = Pattern.compile("\\{\\s*([A-Za-z0-9_]+)\\s*(:[^}]*)?}");
    private static final Pattern OPTIONAL = Pattern.compile("\\(([A-Za-z0-9_/-]+)\\)\\?");
    private static final Pattern LITERALS = Pattern.compile("[A-Za-z0-9_/-]+(\\|[A-Za-z0-9_/-]+)*");
    /** A literal the router takes only where a lookahead lets it, such as configuration(?=$|/(?:a|b)$). */
    private static final Pattern GUARDED = Pattern.compile("([A-Za-z0-9_/-]+)\\(\\?[=!].*\\)");

    @SuppressWarnings("unchecked")
    private static Map<String, Object> document() throws IOException {
        try (InputStream in = OpenApiDocumentTest.class.getResourceAsStream("/META-INF/openapi.yaml")) {
            return new Yaml().load(in);
        }
    }

    @SuppressWarnings("unchecked")
    private static Set<String> documentedOperations(Map<String, Object> document) {
        Set<String> operations = new TreeSet<>();
        ((Map<String, Map<String, Object>>) document.get("paths"))
                .forEach((path, item) -> item.keySet().stream()
                        .filter(m ->
                                Set.of("get", "post", "put", "delete", "patch").contains(m))
                        .forEach(m -> operations.add(m.toUpperCase() + " " + path)));
        return operations;
    }

    /** Every method of every root resource class (nested ones too) under com.propertyportal, as "METHOD /path". */
    private static Set<String> resourceOperations() throws Exception {
        java.nio.file.Path classes = Paths.get(OpenApiDocumentTest.class
                        .getProtectionDomain()
                        .getCodeSource()
                        .getLocation()
                        .toURI())
                .resolveSibling("classes");
        Set<String> operations = new TreeSet<>();
        try (Stream<java.nio.file.Path> files = Files.walk(classes.resolve("com/propertyportal"))) {
            for (java.nio.file.Path file :
                    files.filter(f -> f.toString().endsWith(".class")).toList()) {
                String name =
                        classes.relativize(file).toString().replace('/', '.').replaceAll("\\.class$", "");
                Class<?> type = Class.forName(name, false, OpenApiDocumentTest.class.getClassLoader());
                Path root = type.getAnnotation(Path.class);
                if (root == null || Modifier.isAbstract(type.getModifiers())) {
                    continue;
                }
                for (Method method : type.getMethods()) {
                    String verb = verb(method);
                    if (verb != null) {
                        Path sub = method.getAnnotation(Path.class);
                        for (String path : spellings(
                                root.value() + (sub == null ? "" : "/" + sub.value()), readPathParams(type, method))) {
                            operations.add(verb + " " + normalize(path));
                        }
                    }
                }
            }
        }
        return operations;
    }

    private static String verb(Method method) {
        if (method.isAnnotationPresent(GET.class)) {
            return "GET";
        }
        if (method.isAnnotationPresent(POST.class)) {
            return "POST";
        }
        if (method.isAnnotationPresent(PUT.class)) {
            return "PUT";
        }
        if (method.isAnnotationPresent(PATCH.class)) {
            return "PATCH";
        }
        return method.isAnnotationPresent(DELETE.class) ? "DELETE" : null;
    }

    /**
     * A template that no parameter reads, such as {portal: (api/portal/)?}, is only a choice of literal
     * spellings: each one is a path of its own; one literal, with or without a lookahead that narrows where the
     * router takes it ({verifyUser: verify-user}), is that literal. Templates a parameter reads stay templates.
     */
    static List<String> spellings(String path, Set<String> read) {
        Matcher templates = TEMPLATE.matcher(path);
        while (templates.find()) {
            String regex = templates.group(2) == null
                    ? ""
                    : templates.group(2).substring(1).trim();
            Matcher optional = OPTIONAL.matcher(regex);
            Matcher guarded = GUARDED.matcher(regex);
            List<String> choices = optional.matches()
                    ? List.of("", optional.group(1))
                    : LITERALS.matcher(regex).matches()
                            ? List.of(regex.split("\\|", -1))
                            : guarded.matches() ? List.of(guarded.group(1)) : List.of();
            if (read.contains(templates.group(1)) || choices.isEmpty()) {
                continue;
            }
            List<String> all = new ArrayList<>();
            for (String choice : choices) {
                all.addAll(spellings(
                        path.substring(0, templates.start()) + choice + path.substring(templates.end()), read));
            }
            return all;
        }
        return List.of(path);
    }

    /** The names of the path parameters a resource method or its class's fields read. */
    private static Set<String> readPathParams(Class<?> type, Method method) {
        Set<String> read = new HashSet<>();
        Stream.of(method.getParameters())
                .map(p -> p.getAnnotation(PathParam.class))
                .filter(p -> p != null)
                .forEach(p -> read.add(p.value()));
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            Stream.of(c.getDeclaredFields())
                    .map(f -> f.getAnnotation(PathParam.class))
                    .filter(p -> p != null)
                    .forEach(p -> read.add(p.value()));
        }
        return read;
    }

    private static String normalize(String path) {
        Matcher templates = TEMPLATE.matcher(path);
        String plain = templates.replaceAll("{$1}");
        String normal = ("/" + plain).replaceAll("/+", "/").replaceAll("/$", "");
        return normal.isEmpty() ? "/" : normal; // the root itself
    }

    @Test
    void theDocumentDescribesExactlyTheOperationsTheResourcesAnswer() throws Exception {
        Set<String> documented = documentedOperations(document());
        Set<String> answered = resourceOperations();
        Set<String> undocumented = new TreeSet<>(answered);
        undocumented.removeAll(documented);
        Set<String> phantom = new TreeSet<>(documented);
        phantom.removeAll(answered);
        assertEquals(Set.of(), undocumented, "answered but not in META-INF/openapi.yaml");
        assertEquals(Set.of(), phantom, "in META-INF/openapi.yaml but answered by no resource");
    }

    @Test
    void aTemplateNoParameterReadsIsEachOfItsSpellings() {
        assertEquals(
                List.of("locations/{orgId}", "api/portal/locations/{orgId}"),
                spellings("{portal: (api/portal/)?}locations/{orgId}", Set.of("orgId")));
        assertEquals(List.of("b/{id}/x/y", "b/{id}/z"), spellings("b/{id}/{path: x/y|z}", Set.of("id")));
        assertEquals(List.of("api/admin/{kind: a|b}"), spellings("api/admin/{kind: a|b}", Set.of("kind")));
        assertEquals(List.of("api/board/verify-user"), spellings("api/board/{v: verify-user}", Set.of()));
        assertEquals(
                List.of("b/{id}/configuration/x"),
                spellings("b/{id}/{c: configuration(?=$|/(?:x|y)$)}/x", Set.of("id")));
        assertEquals(List.of("b/{c: [a-z]+}"), spellings("b/{c: [a-z]+}", Set.of()));
    }

    @Test
    @SuppressWarnings("unchecked")
    void everyOperationHasAUniqueIdAndEveryReferenceResolves() throws Exception {
        Map<String, Object> document = document();
        List<String> ids = new ArrayList<>();
        ((Map<String, Map<String, Object>>) document.get("paths"))
                .values()
                .forEach(item -> item.values().stream()
                        .filter(v -> v instanceof Map)
                        .map(v -> (Map<String, Object>) v)
                        .filter(op -> op.containsKey("responses"))
                        .forEach(op -> ids.add((String) op.get("operationId"))));
        assertTrue(ids.stream().allMatch(id -> id != null && !id.isBlank()), "every operation has an operationId");
        assertEquals(ids.size(), new HashSet<>(ids).size(), "operationIds are unique: " + ids);

        String text = new String(OpenApiDocumentTest.class
                .getResourceAsStream("/META-INF/openapi.yaml")
                .readAllBytes());
        Matcher refs = Pattern.compile("\\$ref: \"#/components/([A-Za-z]+)/([A-Za-z0-9._-]+)\"")
                .matcher(text);
        Map<String, Object> components = (Map<String, Object>) document.get("components");
        while (refs.find()) {
            Map<String, Object> kind = (Map<String, Object>) components.get(refs.group(1));
            assertTrue(kind != null && kind.containsKey(refs.group(2)), "unresolved " + refs.group());
        }
    }
}
