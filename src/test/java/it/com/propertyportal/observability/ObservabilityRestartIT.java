package it.com.propertyportal.observability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import it.com.propertyportal.Api;
import it.com.propertyportal.Fixture;
import it.com.propertyportal.ServerControl;
import it.com.propertyportal.ServerFiles;
import it.com.propertyportal.portal.PortalFixture;
import it.com.propertyportal.verification.Mail;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.stream.JsonParsingException;
import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The server restarted as an operator would run it observed: METRICS_PUBLIC=true, LOG_FORMAT=json and
 * OTEL_EXPORTER_OTLP_ENDPOINT naming a receiver of this test. Restarted with the defaults afterwards.
 */
class ObservabilityRestartIT {

    private static final int OTLP_PORT = Integer.getInteger("it.otlp.port", 9190);
    private static final int SERVER = 2;
    private static final int CLIENT = 3;

    @RegisterExtension
    static final GreenMailExtension MAIL = Mail.server();

    private static OtlpReceiver receiver;
    /** The first scrape after the restart, before any request reached the application. */
    private static PrometheusText atStart;

    @BeforeAll
    static void observedServer() {
        receiver = new OtlpReceiver(OTLP_PORT);
        ServerControl.restart(Map.of(
                "METRICS_PUBLIC",
                "true",
                "LOG_FORMAT",
                "json",
                "OTEL_EXPORTER_OTLP_ENDPOINT",
                "http://localhost:" + OTLP_PORT,
                "OTEL_EXPORTER_OTLP_PROTOCOL",
                "http/protobuf",
                "OTEL_BSP_SCHEDULE_DELAY",
                "100",
                "OTEL_METRICS_EXPORTER",
                "none",
                "OTEL_LOGS_EXPORTER",
                "none"));
        atStart = MetricsEndpoint.scrapePublic();
    }

    @AfterAll
    static void defaultServer() {
        ServerControl.restart(
                Map.of("METRICS_PUBLIC", "false", "LOG_FORMAT", "simple", "OTEL_EXPORTER_OTLP_ENDPOINT", ""));
        receiver.close();
    }

    @Test
    void metricsArePublicOnTheHttpPort() {
        PrometheusText metrics = MetricsEndpoint.scrapePublic();
        assertTrue(metrics.has("memory_usedHeap_bytes"));
    }

    @Test
    void everyCounterAndTimerIsListedAtZeroBeforeItsFirstEvent() {
        for (String[] series : ServiceSeries.of("org-harbor")) {
            String[] labels = java.util.Arrays.copyOfRange(series, 1, series.length);
            assertTrue(atStart.hasApplication(series[0], labels), ServiceSeries.name(series));
            assertEquals(0, atStart.application(series[0], labels), ServiceSeries.name(series));
        }
    }

    @Test
    void aFirstListingReadIsTracedWithItsDatabaseRead() {
        PortalFixture portal = new PortalFixture();
        String location = portal.location("Traced House");
        portal.imported();
        assertEquals(200, Api.get("/listing/" + location).status());

        OtlpReceiver.Span server = awaitSpan(s -> s.kind() == SERVER && mentions(s, "/listing/" + location));
        assertEquals("", server.parentSpanId(), "a trace of its own");
        OtlpReceiver.Span read = awaitSpan(
                s -> s.parentSpanId().equals(server.spanId()) && s.name().equals("SELECT location"));
        assertEquals(CLIENT, read.kind());
        assertEquals(server.traceId(), read.traceId());
    }

    @Test
    void aVerificationStartIsTracedWithItsMail() {
        Fixture fixture = new Fixture().imported();
        String key = fixture.newKey();
        Api.Reply started =
                Api.post("/api/contacts/verify-email", "{\"email\": \"" + fixture.email + "\"}", "x-token", key);
        assertEquals(200, started.status(), started::toString);
        Mail.codeIn(Mail.lastTo(MAIL, fixture.email));

        OtlpReceiver.Span server = awaitSpan(s -> s.kind() == SERVER
                && s.name().contains("/api/contacts/verify-email")
                && !s.name().contains("confirm"));
        OtlpReceiver.Span mail =
                awaitSpan(s -> s.traceId().equals(server.traceId()) && s.name().equals("SMTP send"));
        assertEquals(server.spanId(), mail.parentSpanId());
        assertEquals(CLIENT, mail.kind());
    }

    @Test
    void logsAreJsonLineByLineAndTheServicesLinesCarryTheTraceId() throws IOException {
        String user = Api.unique("traced-user");
        assertEquals(
                401,
                Api.get("/api/admin/organizations?limit=1", "Authorization", Api.basic(user, "wrong"))
                        .status());
        OtlpReceiver.Span server = awaitSpan(s -> s.kind() == SERVER && mentions(s, "/api/admin/organizations"));

        List<JsonObject> records = everyLineJson("logs/messages.log");
        assertTrue(records.get(0).getString("message").contains("product = "), "the start-up header first");
        List<JsonObject> console = everyLineJson("logs/console.log");
        assertTrue(console.get(0).getString("message").startsWith("Launching "), "the launch line first");
        assertTrue(records.stream().anyMatch(r -> r.getString("module", "").startsWith("com.propertyportal")));
        JsonObject failure = records.stream()
                .filter(r -> r.getString("message", "").contains(user))
                .findFirst()
                .orElseThrow(() -> new AssertionError("the failed login's line"));
        assertEquals("WARNING", failure.getString("loglevel"));
        assertTrue(failure.getString("message").endsWith("[trace_id=" + server.traceId() + "]"), failure::toString);
    }

    /**
     * Every line of the log is one JSON object, from the first (Liberty's start-up header, or its launch line on
     * the console) on: LOG_FORMAT reaches Liberty through server.env before it writes anything.
     */
    private static List<JsonObject> everyLineJson(String log) throws IOException {
        List<String> lines = Files.readAllLines(ServerFiles.serverDir().resolve(log));
        assertFalse(lines.isEmpty(), log);
        return lines.stream().map(ObservabilityRestartIT::json).toList();
    }

    private static JsonObject json(String line) {
        try (var reader = Json.createReader(new StringReader(line))) {
            return reader.readObject();
        } catch (JsonParsingException e) {
            throw new AssertionError("not a JSON line: " + line, e);
        }
    }

    private static boolean mentions(OtlpReceiver.Span span, String path) {
        return span.name().contains(path) || span.attributeValues().stream().anyMatch(v -> v.contains(path));
    }

    private static OtlpReceiver.Span awaitSpan(Predicate<OtlpReceiver.Span> wanted) {
        Instant deadline = Instant.now().plus(Duration.ofSeconds(30));
        while (Instant.now().isBefore(deadline)) {
            Optional<OtlpReceiver.Span> found =
                    receiver.spans().stream().filter(wanted).findFirst();
            if (found.isPresent()) {
                return found.get();
            }
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }
        return fail("no such span among " + receiver.spans());
    }
}
