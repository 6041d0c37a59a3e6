package it.com.propertyportal.platform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.propertyportal.migration.SchemaMigration;
import it.com.propertyportal.Api;
import it.com.propertyportal.ServerFiles;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.h2.jdbcx.JdbcDataSource;
import org.junit.jupiter.api.Test;

/**
 * The service's own server as an operator starts it, with a mistake in it: a database nothing answers at, a busy
 * port, a setting that is not a number, a login the database refuses, a schema that cannot be migrated. Each start
 * ends within 30 seconds, with a non-zero status and one line that names the setting, the cause and the fix, and the
 * server never reports ready. A postgres:// URL with the login in it is a URL the server reads, and the first start's
 * generated password is in DATA_DIR/initial-admin-password, never in the log. A server told that the java -jar
 * process that launched it has already ended stops by itself.
 *
 * Runs the built server of the runnable jar (target/liberty/wlp/usr/servers/portal) with Liberty's own
 * {@code server run}, on free ports of its own and a DATA_DIR of its own per start.
 */
class StartupIT {

    private static final Path WLP = ServerFiles.WLP;
    private static final String SERVER = "portal";
    private static final Duration FAIL_WITHIN = Duration.ofSeconds(30);
    private static final String POSTGRES = "127.0.0.1:5432";
    private static final HttpClient HTTP =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

    @Test
    void aDatabaseNothingAnswersAtEndsTheStartWithOneLine() throws Exception {
        int closed = freePort();
        Start start = Start.of(Map.of("DATABASE_URL", "jdbc:postgresql://127.0.0.1:" + closed + "/portal"));
        start.assertFailsNaming("DATABASE_URL", 69, "127.0.0.1:" + closed);
    }

    @Test
    void aBusyPortEndsTheStartWithOneLine() throws Exception {
        try (ServerSocket taken = new ServerSocket(0)) {
            Start start = Start.withHttpPort(taken.getLocalPort(), Map.of());
            start.assertFailsNaming("HTTP_PORT", 69, "port " + taken.getLocalPort() + " is in use");
        }
    }

    @Test
    void aServerWhoseLaunchingJarHasAlreadyEndedStopsAtItsStart() throws Exception {
        Process ended = new ProcessBuilder("true").start();
        ended.waitFor();
        Start start = Start.of(Map.of("PORTAL_LAUNCHER_PID", String.valueOf(ended.pid())));
        boolean stopped = start.process.waitFor(FAIL_WITHIN.toSeconds() * 3, TimeUnit.SECONDS);
        if (!stopped) {
            start.stop();
        }
        String output = start.output();
        assertTrue(stopped, "the server stopped by itself:\n" + Start.tail(output));
        assertTrue(output.contains("(java -jar, process " + ended.pid() + ") ended without stopping it"), output);
        assertTrue(output.contains("CWWKE0036I"), "it stopped as it stops, cleanly:\n" + Start.tail(output));
    }

    @Test
    void aRetiredSettingEndsTheStartSayingWhatTookItsPlace() throws Exception {
        Start start = Start.of(Map.of("OIDC_ISSUER", "https://login.example.com/realms/staff"));
        start.assertFailsNaming("OIDC_ISSUER", 78, "each organization sets its own");
        assertTrue(start.line().contains("PUT /api/admin/organizations/{orgId}/sso"), start.line());
    }

    @Test
    void aSettingThatIsNotANumberEndsTheStartWithOneLine() throws Exception {
        Start start = Start.of(Map.of("RATE_LIMIT_PER_MINUTE", "a hundred"));
        start.assertFailsNaming("RATE_LIMIT_PER_MINUTE", 78, "\"a hundred\" is not a whole number");
    }

    @Test
    void aLoginTheDatabaseRefusesEndsTheStartWithoutShowingThePassword() throws Exception {
        assumeTrue(postgresAnswers(), "PostgreSQL at " + POSTGRES);
        String password = "Refused-Secret-" + Api.unique("pw");
        Start start =
                Start.of(Map.of("DATABASE_URL", "postgres://no_such_role:" + password + "@" + POSTGRES + "/postgres"));
        start.assertFailsNaming("DATABASE_USER", 78, "'no_such_role'");
        assertFalse(start.output().contains(password), "the URL's password is never shown");
        assertTrue(
                start.line().contains("postgres://no_such_role:***@")
                        || !start.line().contains("postgres://"),
                start.line());
    }

    @Test
    void aDatabaseThatDoesNotExistEndsTheStartWithOneLine() throws Exception {
        assumeTrue(postgresAnswers(), "PostgreSQL at " + POSTGRES);
        Start start = Start.of(Map.of("DATABASE_URL", "postgresql://postgres@" + POSTGRES + "/no_such_database_here"));
        start.assertFailsNaming("DATABASE_URL", 78, "'no_such_database_here' does not exist");
    }

    @Test
    void aSchemaThatCannotBeMigratedEndsTheStartWithOneLine() throws Exception {
        Path dataDir = Files.createTempDirectory("startup-migration");
        JdbcDataSource h2 = new JdbcDataSource();
        h2.setURL("jdbc:h2:" + dataDir.resolve("db/portal"));
        SchemaMigration.configured(h2).migrate();
        try (Connection connection = h2.getConnection();
                Statement sql = connection.createStatement()) {
            // A migration that ran here differs from the one this version ships: Flyway refuses to go on.
            sql.executeUpdate("UPDATE \"flyway_schema_history\" SET \"checksum\" = 12345 WHERE \"version\" = '2'");
        }
        Start start = Start.in(dataDir, freePort(), Map.of());
        start.assertFailsNaming("the database schema", 65, "checksum mismatch");
    }

    @Test
    void aPostgresUrlWithTheLoginInItServes() throws Exception {
        assumeTrue(postgresAnswers(), "PostgreSQL at " + POSTGRES);
        String database = Api.unique("startup").toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]", "_");
        try (Connection postgres =
                        DriverManager.getConnection("jdbc:postgresql://" + POSTGRES + "/postgres", "postgres", "");
                Statement sql = postgres.createStatement()) {
            sql.execute("CREATE DATABASE " + database);
        }
        Start start = Start.of(Map.of(
                "DATABASE_URL",
                        "postgres://postgres:ignored-by-trust@" + POSTGRES + "/" + database + "?sslmode=disable",
                "ADMIN_PASSWORD", "startup-admin-secret",
                "VERIFICATION_SECRET", "startup-verification-secret",
                "FORM_LINK_SECRET", "startup-form-link-secret"));
        try {
            start.awaitReady(Duration.ofSeconds(120));
            String health = start.get("/health/ready", null).body();
            assertTrue(health.contains("PostgreSQL"), health);
            assertEquals(
                    200,
                    start.get("/api/admin/organizations", Api.basic("admin", "startup-admin-secret"))
                            .statusCode());
        } finally {
            start.stop();
            try (Connection postgres =
                            DriverManager.getConnection("jdbc:postgresql://" + POSTGRES + "/postgres", "postgres", "");
                    Statement sql = postgres.createStatement()) {
                sql.execute("DROP DATABASE IF EXISTS " + database + " WITH (FORCE)");
            }
        }
    }

    @Test
    void theFirstStartsPasswordIsInAFileOnlyItsUserReadsUntilAdminPasswordIsSet() throws Exception {
        Path dataDir = Files.createTempDirectory("startup-first");
        int port = freePort();
        Start first = Start.in(dataDir, port, Map.of());
        String password;
        try {
            first.awaitReady(Duration.ofSeconds(120));
            Path file = dataDir.resolve("initial-admin-password");
            assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
            password = Files.readString(file).strip();
            assertTrue(password.length() >= 16, "a generated password");
            assertEquals(
                    200,
                    first.get("/api/admin/organizations", Api.basic("admin", password))
                            .statusCode());
            assertTrue(first.output().contains(file.toString()), "the log says where the password is");
        } finally {
            first.stop();
        }
        assertFalse(first.output().contains(password), "the password is never logged");
        assertFalse(messagesLog().contains(password), "nor in messages.log");

        Start configured = Start.in(dataDir, port, Map.of("ADMIN_PASSWORD", "startup-chosen-secret"));
        try {
            configured.awaitReady(Duration.ofSeconds(120));
            assertFalse(
                    Files.exists(dataDir.resolve("initial-admin-password")),
                    "the file goes once ADMIN_PASSWORD is set");
            assertEquals(
                    401,
                    configured
                            .get("/api/admin/organizations", Api.basic("admin", password))
                            .statusCode());
            assertEquals(
                    200,
                    configured
                            .get("/api/admin/organizations", Api.basic("admin", "startup-chosen-secret"))
                            .statusCode());
        } finally {
            configured.stop();
        }
    }

    private static String messagesLog() throws IOException {
        Path log = WLP.resolve("usr/servers/" + SERVER + "/logs/messages.log");
        return Files.exists(log) ? Files.readString(log, java.nio.charset.StandardCharsets.ISO_8859_1) : "";
    }

    private static boolean postgresAnswers() {
        try (Connection ignored =
                DriverManager.getConnection("jdbc:postgresql://" + POSTGRES + "/postgres", "postgres", "")) {
            return true;
        } catch (Exception e) {
            return false;
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    /** One run of the server with some settings, its output in a file of its own. */
    private record Start(Process process, Path outputFile, int port, Instant started) {

        static Start of(Map<String, String> settings) throws IOException {
            return in(Files.createTempDirectory("startup"), freePort(), settings);
        }

        static Start withHttpPort(int port, Map<String, String> settings) throws IOException {
            return in(Files.createTempDirectory("startup"), port, settings);
        }

        static Start in(Path dataDir, int port, Map<String, String> settings) throws IOException {
            Path server = WLP.resolve("usr/servers/" + SERVER);
            assumeTrue(
                    Files.isDirectory(server),
                    "the runnable jar's server is built (mvn package without -DskipRunnableJar)");
            Path output = Files.createTempFile("startup-output", ".log");
            ProcessBuilder builder = new ProcessBuilder(
                            WLP.resolve("bin/server").toString(), "run", SERVER)
                    .redirectErrorStream(true)
                    .redirectOutput(output.toFile());
            Map<String, String> environment = builder.environment();
            for (String inherited : List.copyOf(environment.keySet())) {
                if (inherited.matches("DATABASE_.*|ADMIN_.*|HTTP_PORT|HTTPS_PORT|DATA_DIR|.*_SECRET|LOG_FORMAT")) {
                    environment.remove(inherited);
                }
            }
            Map<String, String> all = new HashMap<>(Map.of(
                    "HTTP_PORT", String.valueOf(port),
                    "HTTPS_PORT", String.valueOf(freePort()),
                    "DATA_DIR", dataDir.toString()));
            all.putAll(settings);
            environment.putAll(all);
            return new Start(builder.start(), output, port, Instant.now());
        }

        /** The process ends within 30 s, non-zero, after exactly one "Cannot start:" line; it is never ready. */
        void assertFailsNaming(String setting, int status, String cause) throws Exception {
            boolean readySeen = false;
            Instant deadline = started.plus(FAIL_WITHIN);
            while (process.isAlive() && Instant.now().isBefore(deadline)) {
                readySeen |= ready();
                process.waitFor(500, TimeUnit.MILLISECONDS);
            }
            boolean ended = !process.isAlive();
            if (!ended) {
                stop();
            }
            String text = output();
            assertTrue(ended, "the process ended within " + FAIL_WITHIN.toSeconds() + " s:\n" + tail(text));
            assertEquals(status, process.exitValue(), tail(text));
            assertFalse(readySeen, "readiness never reported ready");
            List<String> lines =
                    text.lines().filter(l -> l.contains("Cannot start: ")).toList();
            assertEquals(1, lines.size(), "one line says why:\n" + tail(text));
            String line = line();
            assertTrue(line.contains("Cannot start: " + setting + ": "), line);
            assertTrue(line.contains(cause), line);
            assertTrue(line.contains(" Fix: "), line);
            // Liberty names the thread that ends the process, with its frames; no exception's frames are printed.
            List<String> stackLines = text.lines()
                    .filter(l -> l.startsWith("\tat com.propertyportal") && !l.contains(".FailFast"))
                    .toList();
            assertEquals(List.of(), stackLines, "no stack trace of the application's:\n" + tail(text));
        }

        String line() {
            String text = output();
            return text.lines()
                    .filter(l -> l.contains("Cannot start: "))
                    .findFirst()
                    .orElse("");
        }

        boolean ready() {
            try {
                return get("/health/ready", null).statusCode() == 200;
            } catch (IOException e) {
                return false;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        }

        void awaitReady(Duration within) throws Exception {
            Instant deadline = Instant.now().plus(within);
            while (!ready()) {
                assertTrue(process.isAlive(), "the server ended:\n" + tail(output()));
                assertTrue(Instant.now().isBefore(deadline), "ready within " + within + ":\n" + tail(output()));
                process.waitFor(500, TimeUnit.MILLISECONDS);
            }
        }

        HttpResponse<String> get(String path, String authorization) throws IOException, InterruptedException {
            HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
                    .timeout(Duration.ofSeconds(5));
            if (authorization != null) {
                request.header("Authorization", authorization);
            }
            return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
        }

        /** Stops it as an operator would (Liberty's own stop), or ends the process if that does not. */
        void stop() throws Exception {
            new ProcessBuilder(WLP.resolve("bin/server").toString(), "stop", SERVER)
                    .redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .start()
                    .waitFor(60, TimeUnit.SECONDS);
            if (!process.waitFor(30, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            }
        }

        String output() {
            try {
                return Files.readString(outputFile, java.nio.charset.StandardCharsets.ISO_8859_1);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        private static String tail(String text) {
            List<String> lines = text.lines().toList();
            return String.join("\n", lines.subList(Math.max(0, lines.size() - 30), lines.size()));
        }
    }
}
