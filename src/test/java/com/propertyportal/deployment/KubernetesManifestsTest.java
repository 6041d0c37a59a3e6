package com.propertyportal.deployment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Reader;
import java.net.URI;
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
 * the Secret give is one docs/configuration.md documents, the probes ask the health endpoints the server has, and the
 * autoscaler, the disruption budget, the Ingress and the NetworkPolicy agree with the Deployment, the Service,
 * the settings and PostgreSQL's connections.
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

    private static Object value(Object node, Object... path) {
        return at(node, path);
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

    @Test
    void theAutoscalerAloneSetsTheNumberOfServers() throws IOException {
        Map<String, Object> deployment = manifest("deployment.yaml");
        Map<String, Object> autoscaler = manifest("horizontalpodautoscaler.yaml");
        assertEquals("Deployment", value(autoscaler, "spec", "scaleTargetRef", "kind"));
        assertEquals(at(deployment, "metadata", "name"), value(autoscaler, "spec", "scaleTargetRef", "name"));
        assertFalse(
                ((Map<?, ?>) at(deployment, "spec")).containsKey("replicas"),
                "a replica count in the Deployment is reset by every apply");
        assertTrue((int) at(autoscaler, "spec", "minReplicas") >= 2, "two servers at least, for a drain");
    }

    @Test
    void aDrainTakesAServerAndLeavesOneReady() throws IOException {
        Map<String, Object> budget = at(manifest("poddisruptionbudget.yaml"), "spec");
        int fewest = at(manifest("horizontalpodautoscaler.yaml"), "spec", "minReplicas");
        int disruptions = budget.containsKey("maxUnavailable")
                ? (int) budget.get("maxUnavailable")
                : fewest - (int) budget.get("minAvailable");
        assertTrue(disruptions >= 1, "a drain can evict a server at the autoscaler's minimum");
        assertTrue(fewest - disruptions >= 1, "a server stays ready at the autoscaler's minimum");
        assertEquals(
                at(manifest("deployment.yaml"), "spec", "selector", "matchLabels"),
                value(budget, "selector", "matchLabels"));
    }

    @Test
    void theMostServersStayWithinPostgresqlsConnections() throws IOException {
        int most = at(manifest("horizontalpodautoscaler.yaml"), "spec", "maxReplicas");
        int surge = at(manifest("deployment.yaml"), "spec", "strategy", "rollingUpdate", "maxSurge");
        int pool = Integer.parseInt(at(manifest("configmap.yaml"), "data", "DATABASE_POOL_SIZE"));
        // PostgreSQL's default max_connections is 100: leave room for its reserved, backup and monitoring ones.
        assertTrue((most + surge) * pool <= 90, (most + surge) + " servers x " + pool + " connections");
    }

    @Test
    void theIngressServesThePublicAddressOverTlsToTheService() throws IOException {
        Map<String, Object> ingress = manifest("ingress.yaml");
        String host = URI.create(at(manifest("configmap.yaml"), "data", "PUBLIC_BASE_URL"))
                .getHost();
        assertEquals(host, value(ingress, "spec", "rules", 0, "host"));
        assertEquals(List.of(host), value(ingress, "spec", "tls", 0, "hosts"));
        Map<String, Object> service = manifest("service.yaml");
        assertEquals(
                at(service, "metadata", "name"),
                value(ingress, "spec", "rules", 0, "http", "paths", 0, "backend", "service", "name"));
        assertEquals(
                at(service, "spec", "ports", 0, "name"),
                value(ingress, "spec", "rules", 0, "http", "paths", 0, "backend", "service", "port", "name"));
        String bodySize = at(ingress, "metadata", "annotations", "nginx.ingress.kubernetes.io/proxy-body-size");
        assertTrue(Integer.parseInt(bodySize.replace("m", "")) > 50, "a 50 MB file passes the ingress: " + bodySize);
    }

    @Test
    @SuppressWarnings("unchecked")
    void theNetworkPolicyLetsInTheIngressControllerAndOutOnlyWhatTheServerUses() throws IOException {
        Map<String, Object> policy = manifest("networkpolicy.yaml");
        Map<String, Object> deployment = manifest("deployment.yaml");
        assertEquals(
                at(deployment, "spec", "selector", "matchLabels"), value(policy, "spec", "podSelector", "matchLabels"));
        assertEquals(List.of("Ingress", "Egress"), value(policy, "spec", "policyTypes"));
        List<Map<String, Object>> in = at(policy, "spec", "ingress");
        assertEquals(1, in.size());
        Map<String, Object> peer = at(in.get(0), "from", 0);
        assertTrue(peer.containsKey("namespaceSelector") && peer.containsKey("podSelector"), "the controller's pods");
        assertEquals(
                at(deployment, "spec", "template", "spec", "containers", 0, "ports", 0, "name"),
                value(in.get(0), "ports", 0, "port"));
        Map<String, Object> settings = at(manifest("configmap.yaml"), "data");
        int database = URI.create(((String) settings.get("DATABASE_URL")).substring("jdbc:".length()))
                .getPort();
        Set<String> out = new TreeSet<>();
        for (Map<String, Object> rule : (List<Map<String, Object>>) at(policy, "spec", "egress")) {
            for (Map<String, Object> port : (List<Map<String, Object>>) at(rule, "ports")) {
                out.add(port.get("port") + "/" + port.get("protocol"));
            }
        }
        assertEquals(Set.of(database + "/TCP", settings.get("SMTP_PORT") + "/TCP", "53/UDP", "53/TCP"), out);
    }
}
