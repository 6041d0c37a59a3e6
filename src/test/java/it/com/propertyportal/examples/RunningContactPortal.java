package it.com.propertyportal.examples;

import it.com.propertyportal.Api;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.TimeUnit;

/**
 * The example contact portal's jar (built by this project's build before the integration tests), started
 * on it.contact.portal.port against the test server, with its output in target/contact-portal.log.
 */
final class RunningContactPortal implements AutoCloseable {

    private static final int PORT = Integer.getInteger("it.contact.portal.port", 9192);
    private static final Path JAR =
            Path.of(System.getProperty("it.contact.portal.jar", "examples/contact-portal/target/contact-portal.jar"));
    private static final Path LOG = Path.of("target", "contact-portal.log");

    private final Process process;

    private RunningContactPortal(Process process) {
        this.process = process;
    }

    static RunningContactPortal start(String apiKey, String boardId) throws IOException, InterruptedException {
        if (!Files.isRegularFile(JAR)) {
            throw new IllegalStateException(JAR + " is missing: the build makes it at the package phase");
        }
        Files.createDirectories(LOG.getParent());
        ProcessBuilder java = new ProcessBuilder(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar", JAR.toString())
                .redirectErrorStream(true)
                .redirectOutput(LOG.toFile());
        java.environment().put("PORTAL_URL", Api.BASE);
        java.environment().put("PORTAL_API_KEY", apiKey);
        java.environment().put("PORTAL_BOARD_ID", boardId);
        java.environment().put("PORT", Integer.toString(PORT));
        java.environment().remove("SESSION_SECRET");
        RunningContactPortal portal = new RunningContactPortal(java.start());
        portal.awaitReady();
        return portal;
    }

    String url() {
        return "http://localhost:" + PORT;
    }

    String log() throws IOException {
        return Files.readString(LOG, StandardCharsets.UTF_8);
    }

    private void awaitReady() throws IOException, InterruptedException {
        HttpClient client =
                HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
        Instant deadline = Instant.now().plusSeconds(60);
        while (Instant.now().isBefore(deadline)) {
            if (!process.isAlive()) {
                throw new IllegalStateException("the contact portal stopped:\n" + log());
            }
            try {
                HttpResponse<Void> answer = client.send(
                        HttpRequest.newBuilder(URI.create(url() + "/style.css")).build(),
                        HttpResponse.BodyHandlers.discarding());
                if (answer.statusCode() == 200) {
                    return;
                }
            } catch (IOException notYet) {
                // not listening yet
            }
            Thread.sleep(200);
        }
        close();
        throw new IllegalStateException("the contact portal did not answer within 60 s:\n" + log());
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        }
    }
}
