package com.propertyportal.deployment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;

/**
 * What the Kubernetes schemas cannot know (src/test/kubernetes checks those): every setting the ConfigMap and
 * the Secret give is one docs/configuration.md documents, and the probes ask the health endpoints the server has.
 */
class KubernetesManifestsTest {

    private static final Path FOLDER = Path.of("deploy/kubernetes");

    @SuppressWarnings("unchecked")
    private static Map<String, Object> manifest(String file) throws IOException {
        try (Reader reader = Files.newBufferedReader(FOLDER.resolve(file))) {
            return (Map<String, Object>) new Yaml().load(reader);
        }
    }

    @SuppressWarnings("unchecked")
    private static <T> T at(Object node, Object... path) {
        Object current = node;
        for (Object step : path) {
            current = step instanceof Integer i
                    ? ((List<Object>) current).get(i)
                    : ((Map<String, Object>) current).get(step);
        }
        return (T) current;
    }

    /** The variables named in the first column of the tables of docs/configuration.md. */
    private static Set<String> documentedSettings() throws IOException {
        Set<String> names = new TreeSet<>();
        Pattern row = Pattern.compile("^\\| (`[A-Z_]+`(?:, `[A-Z_]+`)*) \\|");
        Pattern name = Pattern.compile("`([A-Z_]+)`");
        for (String line : Files.readAllLines(Path.of("docs/configuration.md"))) {
            Matcher matcher = row.matcher(line);
            if (matcher.find()) {
                Matcher found = name.matcher(matcher.group(1));
                while (found.find()) {
                    names.add(found.group(1));
                }
            }
        }
        return names;
    }

    @Test
    void everySettingGivenIsADocumentedOne() throws IOException {
        Set<String> documented = documentedSettings();
        assertTrue(
                documented.contains("DATABASE_URL") && documented.contains("VERIFICATION_SECRET"),
                documented::toString);
        Map<String, Object> settings = at(manifest("configmap.yaml"), "data");
        Map<String, Object> secrets = at(manifest("secret.yaml"), "stringData");
        Set<String> given = new TreeSet<>(settings.keySet());
        given.addAll(secrets.keySet());
        given.removeAll(documented);
        assertEquals(Set.of(), given, "settings docs/configuration.md does not document");
    }

    @Test
    void theSecretHoldsTheSecretsServersMustShare() throws IOException {
        Map<String, Object> secrets = at(manifest("secret.yaml"), "stringData");
        for (String name : List.of("VERIFICATION_SECRET", "FORM_LINK_SECRET", "ADMIN_PASSWORD", "DATABASE_PASSWORD")) {
            assertTrue(secrets.containsKey(name), name);
        }
        Map<String, Object> settings = at(manifest("configmap.yaml"), "data");
        assertTrue(
                settings.keySet().stream().noneMatch(k -> k.contains("PASSWORD") || k.contains("SECRET")),
                "a secret in the ConfigMap: " + settings.keySet());
    }

    @Test
    void theProbesAskTheHealthEndpointsOnTheServersPort() throws IOException {
        Map<String, Object> container = at(manifest("deployment.yaml"), "spec", "template", "spec", "containers", 0);
        assertEquals("/health/started", at(container, "startupProbe", "httpGet", "path"));
        assertEquals("/health/live", at(container, "livenessProbe", "httpGet", "path"));
        assertEquals("/health/ready", at(container, "readinessProbe", "httpGet", "path"));
        assertEquals(9080, (int) at(container, "ports", 0, "containerPort"));
        assertTrue(Files.readString(Path.of("server.xml"))
                .contains("<variable name=\"http.port\" defaultValue=\"9080\"/>"));
        assertEquals("http", at(manifest("service.yaml"), "spec", "ports", 0, "targetPort"));
        assertEquals("http", at(container, "ports", 0, "name"));
    }
}
