package it.com.propertyportal.platform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * {@code java -jar target/property-portal.jar} as an operator runs it: the first start unpacks the server into a
 * folder of its own under WLP_JAR_EXTRACT_ROOT, a second start of the same jar runs that same folder, the jar's
 * process ends with the server's own exit status and prints nothing but the server's output, and stopping the jar's
 * process stops the server, even when it is killed outright and cannot stop it itself.
 */
class RunnableJarIT {

    private static final Path JAR = Path.of("target/property-portal.jar");
    private static final HttpClient HTTP =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

    @Test
    void aSecondStartRunsTheFolderTheFirstUnpackedAndEndsWithTheServersStatus() throws Exception {
        Path root = Files.createTempDirectory("runnable-root");
        Map<String, String> mistake = Map.of("RATE_LIMIT_PER_MINUTE", "a hundred");

        Run first = Run.of(root, mistake);
        first.assertEndsWith(78, Duration.ofSeconds(120));
        Path folder = onlyFolder(root);
        assertTrue(folder.getFileName().toString().startsWith("property-portal-"), folder.toString());
        assertTrue(Files.exists(folder.resolve(".complete")));
        Path left = folder.resolve("wlp/usr/servers/portal/left-by-the-first-start");
        Files.writeString(left, "still here");

        Run second = Run.of(root, mistake);
        second.assertEndsWith(78, Duration.ofSeconds(120));
        assertEquals(folder, onlyFolder(root), "the same folder, not a new one");
        assertEquals("still here", Files.readString(left));

        for (Run run : List.of(first, second)) {
            String output = run.output();
            assertTrue(output.contains("Cannot start: RATE_LIMIT_PER_MINUTE: "), output);
            assertFalse(output.contains("Extracting files"), "no line of the jar's own:\n" + output);
            assertFalse(output.contains("Setting the JAVA_HOME"), output);
            assertFalse(output.contains("server run portal"), output);
        }
    }

    @Test
    void stoppingTheJarsProcessStopsTheServer() throws Exception {
        Path root = Files.createTempDirectory("runnable-root");
        Run run = Run.of(root, Map.of());
        try {
            run.awaitReady(Duration.ofSeconds(180));
        } finally {
            run.process.destroy();
        }
        assertTrue(run.process.waitFor(90, TimeUnit.SECONDS), "the jar's process ended:\n" + run.tail());
        assertFalse(run.answers(), "the server stopped with it");
        assertTrue(run.output().contains("CWWKE0036I"), "the server stopped as it stops, cleanly:\n" + run.tail());
    }

    @Test
    void killingTheJarsProcessOutrightStillStopsTheServer() throws Exception {
        Path root = Files.createTempDirectory("runnable-root");
        Run run = Run.of(root, Map.of());
        ProcessHandle server;
        try {
            run.awaitReady(Duration.ofSeconds(180));
            server = run.process.toHandle().children().findFirst().orElseThrow();
        } finally {
            run.process.destroyForcibly();
        }
        assertTrue(run.process.waitFor(30, TimeUnit.SECONDS), "the jar's process was killed");
        try {
            server.onExit().get(90, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            server.destroyForcibly();
            throw new AssertionError("the server outlived its launcher by 90 s:\n" + run.tail(), e);
        }
        assertFalse(run.answers(), "nothing answers on the server's port");
        String output = run.output();
        assertTrue(output.contains("ended without stopping it: the server stops"), run.tail());
        assertTrue(output.contains("CWWKE0036I"), "the server stopped as it stops, cleanly:\n" + run.tail());
    }

    private static Path onlyFolder(Path root) throws IOException {
        try (Stream<Path> entries = Files.list(root)) {
            List<Path> all = entries.toList();
            assertEquals(1, all.size(), all.toString());
            return all.get(0);
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    /** One {@code java -jar} of the built jar with a DATA_DIR and ports of its own. */
    private record Run(Process process, Path outputFile, int port) {

        static Run of(Path root, Map<String, String> settings) throws IOException {
            assumeTrue(Files.isRegularFile(JAR), "the runnable jar is built (mvn package without -DskipRunnableJar)");
            Path output = Files.createTempFile("runnable-output", ".log");
            int port = freePort();
            String java =
                    Path.of(System.getProperty("java.home"), "bin", "java").toString();
            ProcessBuilder builder = new ProcessBuilder(java, "-jar", JAR.toString())
                    .redirectErrorStream(true)
                    .redirectOutput(output.toFile());
            Map<String, String> environment = builder.environment();
            environment
                    .keySet()
                    .removeIf(name -> name.matches(
                            "DATABASE_.*|ADMIN_.*|HTTP_PORT|HTTPS_PORT|DATA_DIR|.*_SECRET|LOG_FORMAT|WLP_.*|JVM_ARGS"));
            environment.put("WLP_JAR_EXTRACT_ROOT", root.toString());
            environment.put("HTTP_PORT", String.valueOf(port));
            environment.put("HTTPS_PORT", String.valueOf(freePort()));
            environment.put(
                    "DATA_DIR", Files.createTempDirectory("runnable-data").toString());
            environment.putAll(settings);
            return new Run(builder.start(), output, port);
        }

        void assertEndsWith(int status, Duration within) throws Exception {
            boolean ended = process.waitFor(within.toSeconds(), TimeUnit.SECONDS);
            if (!ended) {
                process.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
            }
            assertTrue(ended, "ended within " + within + ":\n" + tail());
            assertEquals(status, process.exitValue(), tail());
        }

        void awaitReady(Duration within) throws Exception {
            Instant deadline = Instant.now().plus(within);
            while (!ready()) {
                assertTrue(process.isAlive(), "the server ended:\n" + tail());
                assertTrue(Instant.now().isBefore(deadline), "ready within " + within + ":\n" + tail());
                process.waitFor(500, TimeUnit.MILLISECONDS);
            }
        }

        boolean ready() {
            return status("/health/ready") == 200;
        }

        boolean answers() {
            return status("/health/live") > 0;
        }

        private int status(String path) {
            try {
                HttpRequest request = HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
                        .timeout(Duration.ofSeconds(5))
                        .build();
                return HTTP.send(request, HttpResponse.BodyHandlers.discarding())
                        .statusCode();
            } catch (IOException e) {
                return 0;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return 0;
            }
        }

        String output() throws IOException {
            return Files.readString(outputFile, StandardCharsets.ISO_8859_1);
        }

        String tail() {
            try {
                List<String> lines = output().lines().toList();
                return String.join("\n", lines.subList(Math.max(0, lines.size() - 40), lines.size()));
            } catch (IOException e) {
                return "(no output: " + e.getMessage() + ")";
            }
        }
    }
}
