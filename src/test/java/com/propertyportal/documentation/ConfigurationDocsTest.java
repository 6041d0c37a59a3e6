package com.propertyportal.documentation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * docs/configuration.md and the code name the same settings: every setting the code reads (a {@code @ConfigProperty},
 * a {@code Config} lookup, a {@code System.getenv}, a {@code server.xml} variable, a default in
 * microprofile-config.properties, a variable server.env or the Dockerfile gives) is in the first column of one of its
 * tables, as its environment variable, and every variable named there is one of them.
 */
class ConfigurationDocsTest {

    private static final Path SOURCES = Path.of("src/main/java");
    private static final Path DOCUMENT = Path.of("docs/configuration.md");
    private static final Path DEFAULTS = Path.of("src/main/resources/META-INF/microprofile-config.properties");

    /** A string literal, or a name (a constant of the same file), or a call that computes the name. */
    private static final String ARGUMENT = "(\"[^\"]*\"|[A-Za-z_][\\w.]*(?:\\(\\))?)";

    private static final List<Pattern> READS = List.of(
            Pattern.compile("@ConfigProperty\\s*\\(\\s*name\\s*=\\s*" + ARGUMENT),
            Pattern.compile("\\.get(?:Optional)?Values?\\s*\\(\\s*" + ARGUMENT + "\\s*,"),
            Pattern.compile("\\.getConfigValue\\s*\\(\\s*" + ARGUMENT),
            Pattern.compile("System\\.getenv\\s*\\(\\s*" + ARGUMENT));

    private static final Pattern CONSTANT =
            Pattern.compile("static\\s+final\\s+String\\s+([A-Za-z_][A-Za-z0-9_]*)\\s*=\\s*\"([^\"]*)\"");

    /** A MicroProfile Config name: lower case words joined by dots or dashes. */
    private static final Pattern SETTING_NAME = Pattern.compile("\"([a-z][a-z0-9]*(?:[.-][a-z0-9]+)+)\"");

    private static final Pattern DOCUMENTED_NAME = Pattern.compile("`([A-Z][A-Z0-9_]*)`");

    /**
     * Keys of microprofile-config.properties that configure a framework, not the service: the OpenAPI document
     * (served as written from META-INF/openapi.yaml) and the buckets of the request histogram. No operator sets
     * them.
     */
    private static final List<String> FRAMEWORK_KEYS = List.of("mp.openapi.", "mp.metrics.");

    /**
     * Variables documented that no file of this repository reads, because the runtime does: Liberty's launch
     * scripts read WLP_LOGGING_* before server.xml, and MicroProfile Telemetry hands every OTEL_* variable to the
     * OpenTelemetry SDK.
     */
    private static final Set<String> RUNTIME_VARIABLES =
            Set.of("WLP_LOGGING_CONSOLE_FORMAT", "WLP_LOGGING_MESSAGE_FORMAT", "JAVA_HOME", "JVM_ARGS");

    private static final String RUNTIME_PREFIX = "OTEL_";

    /** A MicroProfile Config name as an environment variable: DATA_DIR for data.dir, per the specification. */
    static String environmentName(String name) {
        return name.toUpperCase(Locale.ROOT).replaceAll("[^A-Z0-9_]", "_");
    }

    /**
     * The settings one Java source reads. A name given as a literal or a constant of the file is taken as it is; a
     * name computed at run time (a lookup through a map of settings) makes every setting-shaped literal of the file
     * count, and so does a ConfigSource, whose literals are the settings it supplies.
     */
    static Set<String> readsOf(String source, String file) {
        Map<String, String> constants = new HashMap<>();
        Matcher constant = CONSTANT.matcher(source);
        while (constant.find()) {
            constants.put(constant.group(1), constant.group(2));
        }
        Set<String> names = new TreeSet<>();
        boolean computed = source.contains("implements ConfigSource");
        for (Pattern read : READS) {
            Matcher call = read.matcher(source);
            while (call.find()) {
                String argument = call.group(1).strip();
                if (argument.startsWith("\"")) {
                    names.add(argument.substring(1, argument.length() - 1));
                } else if (constants.containsKey(argument)) {
                    names.add(constants.get(argument));
                } else {
                    computed = true;
                }
            }
        }
        // A CDI extension that gathers the @ConfigProperty injection points re-reads exactly the names the scan of
        // @ConfigProperty finds in the beans themselves.
        if (source.contains("ProcessInjectionPoint")) {
            computed = false;
        }
        if (computed) {
            Set<String> literals = new TreeSet<>();
            Matcher literal = SETTING_NAME.matcher(source);
            while (literal.find()) {
                literals.add(literal.group(1));
            }
            assertTrue(
                    !literals.isEmpty(),
                    file + " reads settings by names built at run time, and holds none as a literal");
            names.addAll(literals);
        }
        return names;
    }

    /** Every setting the code and the server's files read, as environment variables. */
    static Set<String> settingsRead() throws IOException {
        Set<String> names = new TreeSet<>();
        try (Stream<Path> files = Files.walk(SOURCES)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                readsOf(Files.readString(file), file.toString()).forEach(name -> names.add(environmentName(name)));
            }
        }
        String serverXml = Files.readString(Path.of("server.xml"));
        Matcher variable = Pattern.compile("<variable\\s+name=\"([^\"]+)\"").matcher(serverXml);
        while (variable.find()) {
            names.add(environmentName(variable.group(1)));
        }
        Matcher environment = Pattern.compile("\\$\\{env\\.([A-Za-z0-9_]+)}").matcher(serverXml);
        while (environment.find()) {
            names.add(environment.group(1));
        }
        Properties defaults = new Properties();
        try (Reader reader = Files.newBufferedReader(DEFAULTS)) {
            defaults.load(reader);
        }
        defaults.stringPropertyNames().stream()
                .filter(key -> FRAMEWORK_KEYS.stream().noneMatch(key::startsWith))
                .forEach(key -> names.add(environmentName(key)));
        Pattern assignment = Pattern.compile("^#?([A-Z][A-Z0-9_]*)=", Pattern.MULTILINE);
        Matcher given = assignment.matcher(Files.readString(Path.of("liberty/server.env")));
        while (given.find()) {
            names.add(given.group(1));
        }
        Matcher image = Pattern.compile("^ENV\\s+([A-Z][A-Z0-9_]*)=", Pattern.MULTILINE)
                .matcher(Files.readString(Path.of("Dockerfile")));
        while (image.find()) {
            names.add(image.group(1));
        }
        return names;
    }

    /** The variables named in backticks in the first column of the document's tables. */
    static Set<String> documented(List<String> lines) {
        Set<String> names = new TreeSet<>();
        boolean fenced = false;
        for (String line : lines) {
            if (line.startsWith("```")) {
                fenced = !fenced;
            } else if (!fenced && line.startsWith("|")) {
                Matcher name =
                        DOCUMENTED_NAME.matcher(MarkdownTablesTest.cells(line).get(0));
                while (name.find()) {
                    names.add(name.group(1));
                }
            }
        }
        return names;
    }

    @Test
    void everySettingTheCodeReadsIsDocumented() throws IOException {
        Set<String> read = settingsRead();
        assertTrue(
                read.containsAll(Set.of("DATA_DIR", "ADMIN_PASSWORD", "FORM_LINK_SECRET", "DATABASE_URL", "HOME")),
                read::toString);
        Set<String> missing = new TreeSet<>(read);
        missing.removeAll(documented(Files.readAllLines(DOCUMENT)));
        assertEquals(Set.of(), missing, "settings the code reads that " + DOCUMENT + " does not document");
    }

    @Test
    void everySettingDocumentedIsOneTheCodeReads() throws IOException {
        Set<String> stale = documented(Files.readAllLines(DOCUMENT));
        stale.removeAll(settingsRead());
        stale.removeAll(RUNTIME_VARIABLES);
        stale.removeIf(name -> name.startsWith(RUNTIME_PREFIX));
        assertEquals(Set.of(), stale, "settings " + DOCUMENT + " documents that nothing reads");
    }

    @Test
    void everyBootstrapPropertyIsDocumented() throws IOException {
        Properties bootstrap = new Properties();
        try (Reader reader = Files.newBufferedReader(Path.of("liberty/bootstrap.properties"))) {
            bootstrap.load(reader);
        }
        String document = Files.readString(DOCUMENT);
        List<String> missing = bootstrap.stringPropertyNames().stream()
                .filter(key -> !document.contains("| `" + key + "` |"))
                .sorted()
                .toList();
        assertEquals(List.of(), missing, "bootstrap properties " + DOCUMENT + " does not document");
    }

    @Test
    void findsLiteralsConstantsAndNamesBuiltAtRunTime() {
        assertEquals(Set.of("a.b"), readsOf("@Inject @ConfigProperty(name = \"a.b\") String x;", "A"));
        assertEquals(
                Set.of("c.d"),
                readsOf("static final String NAME = \"c.d\"; void f() { config.getValue(NAME, String.class); }", "B"));
        assertEquals(
                Set.of("e-f.g", "h.i"),
                readsOf(
                        "Map.of(\"e-f.g\", 1, \"h.i\", 2).keySet().forEach(k -> config.getOptionalValue(k.strip(), String.class));",
                        "C"));
        assertEquals(Set.of("SOME_VAR"), readsOf("String v = System.getenv(\"SOME_VAR\");", "D"));
        assertEquals(Set.of(), readsOf("entry.getValue(); cookie.getValue()", "E"));
        assertEquals("DELEGATE_TOKEN_KEY_ROTATION", environmentName("delegate-token.key-rotation"));
    }

    @Test
    void readsTheFirstColumnOfTablesOnly() {
        assertEquals(
                Set.of("A_B", "C"),
                documented(List.of("| `A_B`, `C` | `D` |", "|---|---|", "```", "| `E` |", "```", "text `F`")));
    }
}
