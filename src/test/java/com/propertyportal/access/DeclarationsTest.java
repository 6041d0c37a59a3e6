package com.propertyportal.access;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.propertyportal.admin.boundary.BoardAdministrationResource;
import com.propertyportal.admin.boundary.ConsoleResource;
import com.propertyportal.boards.boundary.CardsResource;
import com.propertyportal.forms.boundary.FormsResource;
import com.propertyportal.locations.boundary.ListingsResource;
import com.propertyportal.locations.boundary.SearchLocationsResource;
import com.propertyportal.monitoring.control.RequestArea;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HttpMethod;
import jakarta.ws.rs.Path;
import java.io.IOException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Every resource method of the application declares exactly one access: the build fails otherwise. */
class DeclarationsTest {

    @Test
    void everyResourceMethodDeclaresExactlyOneAccess() throws Exception {
        List<Class<?>> resources = rootResources();
        assertTrue(resources.size() >= 25, "found only " + resources.size() + " resource classes: " + resources);
        List<String> wrong = new ArrayList<>();
        int methods = 0;
        for (Class<?> resource : resources) {
            for (Method method : resourceMethods(resource)) {
                methods++;
                int declared = Declaration.all(resource, method).size();
                if (declared != 1) {
                    wrong.add(resource.getName() + "." + method.getName() + " declares " + declared);
                }
            }
        }
        assertTrue(methods >= 60, "found only " + methods + " resource methods");
        assertEquals(List.of(), wrong, "resource methods without exactly one of " + Declaration.KINDS);
    }

    @Test
    void theCheckFindsAMethodWithNoDeclarationAndOneWithTwo() throws Exception {
        assertEquals(
                0,
                Declaration.all(Undeclared.class, Undeclared.class.getMethod("open"))
                        .size());
        assertEquals(
                2, Declaration.all(Twice.class, Twice.class.getMethod("both")).size());
        assertEquals(Declaration.NONE, Declaration.of(Undeclared.class, Undeclared.class.getMethod("open")));
        assertEquals(Declaration.NONE, Declaration.of(Twice.class, Twice.class.getMethod("both")));
    }

    @Test
    void eachAreaIsDeclaredWhereTheReadmeNamesIt() throws Exception {
        assertEquals(
                new Declaration(Anyone.class, RequestArea.PORTAL),
                Declaration.of(ListingsResource.class, method(ListingsResource.class, "segment")));
        assertEquals(
                new Declaration(Anyone.class, RequestArea.FORMS),
                Declaration.of(SearchLocationsResource.class, method(SearchLocationsResource.class, "search")));
        assertEquals(
                new Declaration(Anyone.class, RequestArea.FORMS),
                Declaration.of(FormsResource.class, method(FormsResource.class, "submit")));
        assertEquals(
                new Declaration(Anyone.class, RequestArea.ADMIN),
                Declaration.of(ConsoleResource.class, method(ConsoleResource.class, "signIn")));
        assertEquals(
                new Declaration(ApiKeyHolder.class, RequestArea.CORE),
                Declaration.of(CardsResource.class, method(CardsResource.class, "list")));
        assertEquals(
                new Declaration(Operator.class, RequestArea.ADMIN),
                Declaration.of(
                        BoardAdministrationResource.class, method(BoardAdministrationResource.class, "createKey")));
    }

    /** Concrete classes with @Path of their own: what JAX-RS serves as root resources. */
    static List<Class<?>> rootResources() throws IOException, URISyntaxException {
        java.nio.file.Path classes = java.nio.file.Path.of(
                Anyone.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        List<Class<?>> found = new ArrayList<>();
        try (Stream<java.nio.file.Path> files = Files.walk(classes)) {
            for (java.nio.file.Path file :
                    files.filter(f -> f.toString().endsWith(".class")).toList()) {
                String name = classes.relativize(file)
                        .toString()
                        .replace(java.io.File.separatorChar, '.')
                        .replaceAll("\\.class$", "");
                Class<?> type;
                try {
                    type = Class.forName(name, false, DeclarationsTest.class.getClassLoader());
                } catch (ClassNotFoundException | LinkageError e) {
                    continue;
                }
                if (type.isAnnotationPresent(Path.class)
                        && !Modifier.isAbstract(type.getModifiers())
                        && !type.isInterface()) {
                    found.add(type);
                }
            }
        }
        return found;
    }

    /** Resource methods and sub-resource locators, inherited ones included. */
    static List<Method> resourceMethods(Class<?> resource) {
        return Arrays.stream(resource.getMethods())
                .filter(m -> m.isAnnotationPresent(Path.class)
                        || Arrays.stream(m.getAnnotations())
                                .anyMatch(a -> a.annotationType().isAnnotationPresent(HttpMethod.class)))
                .toList();
    }

    private static Method method(Class<?> type, String name) {
        return Arrays.stream(type.getMethods())
                .filter(m -> m.getName().equals(name))
                .findFirst()
                .orElseThrow();
    }

    @Path("undeclared")
    public static class Undeclared {
        @GET
        public String open() {
            return "";
        }
    }

    @Path("twice")
    @Operator
    public static class Twice {
        @GET
        @Anyone(RequestArea.PORTAL)
        public String both() {
            return "";
        }
    }
}
