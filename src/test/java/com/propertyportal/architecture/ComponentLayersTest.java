package com.propertyportal.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The layering docs/architecture.md describes, read from the sources' own imports: components depend on each
 * other without a cycle, a resource ({@code boundary}) is never imported from anywhere else, and inside a
 * component an entity knows no control class.
 */
class ComponentLayersTest {

    private static final Path SOURCES = Path.of("src/main/java/com/propertyportal");
    private static final Pattern IMPORT = Pattern.compile(
            "^import (?:static )?com\\.propertyportal\\.([a-z]+)((?:\\.[a-z]+)*)\\.[A-Z]", Pattern.MULTILINE);

    private static final Path DOCUMENT = Path.of("docs/architecture.md");
    private static final Pattern FLOOR_ROW = Pattern.compile("^\\| (\\d+) \\| ([a-z, ]+) \\|$", Pattern.MULTILINE);

    private static final List<Dependency> DEPENDENCIES = new ArrayList<>();

    /** One import of one source file: from which component and layer, to which. */
    record Dependency(String file, String fromComponent, String fromLayer, String toComponent, String toLayer) {}

    @BeforeAll
    static void readImports() throws IOException {
        try (Stream<Path> files = Files.walk(SOURCES)) {
            files.filter(file -> file.toString().endsWith(".java")).forEach(ComponentLayersTest::read);
        }
        assertFalse(DEPENDENCIES.isEmpty(), "no import between components was read from " + SOURCES.toAbsolutePath());
    }

    private static void read(Path file) {
        Path relative = SOURCES.relativize(file);
        if (relative.getNameCount() < 2) {
            return;
        }
        String component = relative.getName(0).toString();
        String layer = relative.getNameCount() > 2 ? relative.getName(1).toString() : "";
        try {
            Matcher imports = IMPORT.matcher(Files.readString(file));
            while (imports.find()) {
                String subpackage = imports.group(2);
                String toLayer =
                        subpackage.isEmpty() ? "" : subpackage.substring(1).split("\\.")[0];
                DEPENDENCIES.add(new Dependency(relative.toString(), component, layer, imports.group(1), toLayer));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void componentsDependOnEachOtherWithoutACycle() {
        Map<String, Set<String>> arrows = new TreeMap<>();
        for (Dependency dependency : DEPENDENCIES) {
            if (!dependency.fromComponent().equals(dependency.toComponent())) {
                arrows.computeIfAbsent(dependency.fromComponent(), c -> new TreeSet<>())
                        .add(dependency.toComponent());
            }
        }
        List<List<String>> cycles = new ArrayList<>();
        Map<String, Integer> state = new TreeMap<>();
        for (String component : arrows.keySet()) {
            walk(component, arrows, state, new ArrayList<>(), cycles);
        }
        assertEquals(List.of(), cycles, "components that import each other, directly or around a circle");
    }

    /** Depth-first: 1 while a component is on the path being walked, 2 once everything below it is walked. */
    private static void walk(
            String component,
            Map<String, Set<String>> arrows,
            Map<String, Integer> state,
            List<String> path,
            List<List<String>> cycles) {
        Integer seen = state.get(component);
        if (seen != null) {
            if (seen == 1) {
                List<String> cycle = new ArrayList<>(path.subList(path.indexOf(component), path.size()));
                cycle.add(component);
                cycles.add(cycle);
            }
            return;
        }
        state.put(component, 1);
        path.add(component);
        for (String next : arrows.getOrDefault(component, Set.of())) {
            walk(next, arrows, state, path, cycles);
        }
        path.remove(path.size() - 1);
        state.put(component, 2);
    }

    /** The floors docs/architecture.md draws: a component imports only components on a lower floor. */
    @Test
    void everyArrowRunsDownTheFloorsTheDocumentDraws() throws IOException {
        Map<String, Integer> floors = new TreeMap<>();
        Matcher rows = FLOOR_ROW.matcher(Files.readString(DOCUMENT));
        while (rows.find()) {
            for (String component : rows.group(2).split(",\\s*")) {
                floors.put(component.trim(), Integer.parseInt(rows.group(1)));
            }
        }
        List<String> unplaced;
        try (Stream<Path> components = Files.list(SOURCES)) {
            unplaced = components
                    .filter(Files::isDirectory)
                    .map(component -> component.getFileName().toString())
                    .filter(component -> !floors.containsKey(component))
                    .sorted()
                    .toList();
        }
        assertEquals(List.of(), unplaced, "components without a floor in " + DOCUMENT);
        List<String> upward = DEPENDENCIES.stream()
                .filter(d -> !d.fromComponent().equals(d.toComponent())
                        && floors.get(d.fromComponent()) <= floors.get(d.toComponent()))
                .map(d -> d.file() + " (floor " + floors.get(d.fromComponent()) + ") imports " + d.toComponent()
                        + " (floor " + floors.get(d.toComponent()) + ")")
                .distinct()
                .toList();
        assertEquals(List.of(), upward, "arrows that do not run down the floors of " + DOCUMENT);
    }

    @Test
    void aResourceIsImportedByNoOtherClass() {
        List<String> wrong = DEPENDENCIES.stream()
                .filter(d -> d.toLayer().equals("boundary")
                        && !(d.fromComponent().equals(d.toComponent())
                                && d.fromLayer().equals("boundary")))
                .map(d -> d.file() + " imports " + d.toComponent() + ".boundary")
                .toList();
        assertEquals(List.of(), wrong, "a boundary is the top of its component: call its control classes instead");
    }

    @Test
    void anEntityKnowsNoControlClass() {
        List<String> wrong = DEPENDENCIES.stream()
                .filter(d -> d.fromLayer().equals("entity") && d.toLayer().equals("control"))
                .map(d -> d.file() + " imports " + d.toComponent() + ".control")
                .toList();
        assertEquals(List.of(), wrong, "an entity holds its own rules; control classes use entities, not the reverse");
    }

    @Test
    void theReadingFindsTheLayersItChecks() {
        assertTrue(
                DEPENDENCIES.stream()
                        .anyMatch(d ->
                                d.fromLayer().equals("boundary") && d.toLayer().equals("control")),
                "resources call control classes: if none is read, the import pattern no longer matches the sources");
    }
}
