package it.com.propertyportal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Runs one headless-Chromium test of src/test/browser against the integration-test server; skipped where
 * Chromium or the tests' npm packages are not installed (failed under PORTAL_REQUIRE_TOOLS).
 */
public final class BrowserTests {

    private static final Path BROWSER_TESTS = Path.of("src", "test", "browser");

    /**
     * Where the browser tests save their screenshots: target/screenshots, so a test run changes no tracked
     * file (docs/copy-screenshots.sh copies the ones the documentation shows into docs/images).
     */
    public static Path screenshots() throws IOException {
        Path folder = Path.of("target", "screenshots").toAbsolutePath();
        Files.createDirectories(folder);
        return folder;
    }

    private BrowserTests() {}

    public static void run(String script, Map<String, String> extraEnvironment)
            throws IOException, InterruptedException {
        Tools.require(Path.of("/usr/bin/chromium"), "apt-get install chromium");
        Tools.require(BROWSER_TESTS.resolve("node_modules/playwright-core"), "run npm ci in src/test/browser");
        ProcessBuilder node = new ProcessBuilder("node", "--test", script)
                .directory(BROWSER_TESTS.toFile())
                .redirectErrorStream(true);
        Map<String, String> env = node.environment();
        env.put("PORTAL_BASE_URL", Api.BASE);
        env.put("PORTAL_ADMIN_USER", Api.ADMIN_USER);
        env.put("PORTAL_ADMIN_PASSWORD", Api.ADMIN_PASSWORD);
        env.putAll(extraEnvironment);
        Process process = node.start();
        StringBuilder output = new StringBuilder();
        Thread reader = new Thread(() -> {
            try (BufferedReader lines =
                    new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                lines.lines().forEach(line -> {
                    System.out.println(line);
                    output.append(line).append('\n');
                });
            } catch (IOException e) {
                output.append(e);
            }
        });
        reader.start();
        boolean finished = process.waitFor(5, TimeUnit.MINUTES);
        if (!finished) {
            process.destroyForcibly();
        }
        reader.join(10_000);
        assertTrue(finished, "the browser test did not finish in 5 minutes");
        assertEquals(0, process.exitValue(), () -> "node --test " + script + " failed:\n" + output);
    }
}
