package it.com.propertyportal.platform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import it.com.propertyportal.Tools;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;

/**
 * The document /openapi serves is META-INF/openapi.yaml, and Spectral with the OWASP API Security ruleset
 * (src/test/openapi, its overrides each with a reason) finds no error in it.
 */
class OpenApiLintIT {

    private static final Path TOOLS = Path.of("src", "test", "openapi");

    @Test
    @SuppressWarnings("unchecked")
    void theServedDocumentIsTheContractFile() throws Exception {
        Api.Reply served = Api.get("/openapi", "Accept", "application/json");
        assertEquals(200, served.status(), served::toString);
        JsonObject paths = served.json().getJsonObject("paths");
        Map<String, Object> contract;
        try (InputStream in = OpenApiLintIT.class.getResourceAsStream("/META-INF/openapi.yaml")) {
            contract = new Yaml().load(in);
        }
        assertEquals(((Map<String, Object>) contract.get("paths")).keySet(), paths.keySet());
        assertEquals(
                "createCard",
                paths.getJsonObject("/api/board/{boardId}")
                        .getJsonObject("post")
                        .getString("operationId"));
    }

    @Test
    void spectralWithTheOwaspRulesetFindsNoError() throws Exception {
        Path spectral = TOOLS.resolve("node_modules/.bin/spectral");
        Tools.require(spectral, "run npm ci in src/test/openapi");
        Path document = Path.of("target", "openapi", "served.yaml");
        Files.createDirectories(document.getParent());
        Files.writeString(document, Api.get("/openapi").body(), StandardCharsets.UTF_8);
        Path report = document.resolveSibling("spectral.json");
        Process lint = new ProcessBuilder(
                        spectral.toString(),
                        "lint",
                        document.toString(),
                        "--ruleset",
                        TOOLS.resolve(".spectral.yaml").toString(),
                        "--format",
                        "json",
                        "--output",
                        report.toString(),
                        "--fail-severity",
                        "error")
                .redirectErrorStream(true)
                .start();
        String output = new String(lint.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(lint.waitFor(3, TimeUnit.MINUTES), "spectral did not finish");
        JsonArray findings = new Api.Reply(200, null, Files.readString(report)).array();
        String errors = findings.getValuesAs(JsonObject.class).stream()
                .filter(f -> f.getInt("severity") == 0)
                .map(f -> f.getString("code") + " at " + f.getJsonArray("path") + ": " + f.getString("message"))
                .collect(Collectors.joining("\n"));
        assertEquals("", errors);
        assertEquals(0, lint.exitValue(), output);
    }
}
