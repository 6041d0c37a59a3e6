package it.com.propertyportal;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Stops and starts the integration-test server with Liberty's own script, then waits until it is ready. */
public final class ServerControl {

    private static final String VARIABLE_EXPANSION = "# enable_variable_expansion";

    private ServerControl() {}

    public static void restart() {
        restart(Map.of());
    }

    /** Restarts with some server.env settings changed (they stay changed for later restarts). */
    public static void restart(Map<String, String> settings) {
        run("stop");
        if (!settings.isEmpty()) {
            rewriteServerEnv(settings);
        }
        run("start");
        awaitReady(Duration.ofSeconds(120));
    }

    public static void stop() {
        run("stop");
    }

    /** Starts the server with Liberty's script, returning once the script does (the server may still be starting). */
    public static void start() {
        run("start");
    }

    /** Takes settings out of server.env, for the next start; the running server keeps them until then. */
    public static void unset(Set<String> names) {
        rewriteServerEnv(names, Map.of());
    }

    private static void rewriteServerEnv(Map<String, String> settings) {
        rewriteServerEnv(settings.keySet(), settings);
    }

    private static void rewriteServerEnv(Set<String> names, Map<String, String> settings) {
        Path env = ServerFiles.serverDir().resolve("server.env");
        try {
            List<String> lines = new ArrayList<>(Files.readAllLines(env).stream()
                    .filter(line -> names.stream().noneMatch(name -> line.startsWith(name + "=")))
                    .toList());
            // above the lines that hand LOG_FORMAT to Liberty, which read the settings written before them
            int at = lines.indexOf(VARIABLE_EXPANSION);
            List<String> written = new ArrayList<>();
            settings.forEach((name, value) -> written.add(name + "=" + quoted(value)));
            lines.addAll(at < 0 ? lines.size() : at, written);
            Files.write(env, lines);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * A value as the shell reads it back: server.env is read by the shell (its variables are expanded), so a value
     * with a space, a dollar or a quote is written in single quotes.
     */
    private static String quoted(String value) {
        return value.matches("[A-Za-z0-9_./:@,+=-]*") ? value : "'" + value.replace("'", "'\\''") + "'";
    }

    private static void run(String action) {
        String script = ServerFiles.WLP.resolve("bin/server").toString();
        try {
            Process process = new ProcessBuilder(List.of(script, action, ServerFiles.SERVER))
                    .inheritIO()
                    .start();
            int exit = process.waitFor();
            if (exit != 0 && !(action.equals("stop") && exit == 1)) {
                throw new IllegalStateException("server " + action + " exited with " + exit);
            }
        } catch (IOException e) {
            throw new IllegalStateException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** Polls readiness: the server answers once its application and database are up. */
    public static void awaitReady(Duration timeout) {
        Instant deadline = Instant.now().plus(timeout);
        while (Instant.now().isBefore(deadline)) {
            try {
                if (Api.get("/health/ready").status() == 200) {
                    return;
                }
            } catch (IllegalStateException notYet) {
                // connection refused while the server starts
            }
            try {
                Thread.sleep(250);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }
        throw new IllegalStateException("server not ready within " + timeout);
    }
}
