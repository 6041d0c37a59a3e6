package it.com.propertyportal.admin;

import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Tools;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * A real OpenID provider, src/test/browser/oidc-provider.mjs (the oidc-provider package), run by Node on
 * 127.0.0.1 for one test class, and stopped by its own process handle.
 */
final class TestOpenIdProvider implements AutoCloseable {

    private static final Path BROWSER_TESTS = Path.of("src", "test", "browser");

    private final Process process;
    private final StringBuilder output = new StringBuilder();

    private TestOpenIdProvider(Process process) {
        this.process = process;
    }

    static String issuer(int port) {
        return "http://127.0.0.1:" + port;
    }

    /** Starts it and returns once it listens, with the client and the accounts (JSON) it should know. */
    static TestOpenIdProvider start(int port, String clientId, String secret, String redirectUri, String accounts)
            throws IOException, InterruptedException {
        Tools.require(BROWSER_TESTS.resolve("node_modules/oidc-provider"), "run npm ci in src/test/browser");
        ProcessBuilder node = new ProcessBuilder("node", "oidc-provider.mjs")
                .directory(BROWSER_TESTS.toFile())
                .redirectErrorStream(true);
        node.environment()
                .putAll(Map.of(
                        "OIDC_PORT", Integer.toString(port),
                        "OIDC_CLIENT_ID", clientId,
                        "OIDC_CLIENT_SECRET", secret,
                        "OIDC_REDIRECT_URI", redirectUri,
                        "OIDC_ACCOUNTS", accounts));
        TestOpenIdProvider provider = new TestOpenIdProvider(node.start());
        CountDownLatch ready = new CountDownLatch(1);
        Thread reader = new Thread(() -> {
            try (BufferedReader lines = new BufferedReader(
                    new InputStreamReader(provider.process.getInputStream(), StandardCharsets.UTF_8))) {
                lines.lines().forEach(line -> {
                    synchronized (provider.output) {
                        provider.output.append(line).append('\n');
                    }
                    if (line.startsWith("OpenID provider ready")) {
                        ready.countDown();
                    }
                });
            } catch (IOException e) {
                // the process ended
            }
        });
        reader.setDaemon(true);
        reader.start();
        boolean started = ready.await(30, TimeUnit.SECONDS);
        if (!started) {
            provider.close();
        }
        assertTrue(started, () -> "the OpenID provider did not start:\n" + provider.output());
        return provider;
    }

    String output() {
        synchronized (output) {
            return output.toString();
        }
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
            process.destroyForcibly();
        }
    }
}
