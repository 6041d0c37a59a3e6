package com.propertyportal.launcher;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarFile;

/**
 * What {@code java -jar property-portal.jar} runs: the server packed in the jar, from its {@link KeptServer kept
 * folder} (unpacked at the first start of a build, reused by every later one, so a restart skips the unpacking and
 * finds the runtime's caches warm), in a JVM of its own started by the runtime's {@code server run} with the server's
 * {@code jvm.options}. It prints nothing of its own, so the server's log is the whole output (JSON lines throughout
 * under LOG_FORMAT=json), ends with the server's exit status, and stops the server when it is stopped itself; killed
 * outright, it cannot, and the server then stops by itself ({@link #LAUNCHER_PID}).
 *
 * <p>Where the folders are kept: WLP_JAR_EXTRACT_ROOT, or {@code ~/wlpExtract} (the runtime's own names for the
 * runnable jar's unpacking).
 */
public final class ServerLauncher {

    private static final long STOP_SECONDS = 60;

    /**
     * Names this process in the server's environment, so that the server stops by itself if this process is killed
     * outright and cannot stop it (the server's {@code startup.LauncherWatch} reads it).
     */
    static final String LAUNCHER_PID = "PORTAL_LAUNCHER_PID";

    private ServerLauncher() {}

    public static void main(String[] args) throws Exception {
        Path jar = Path.of(ServerLauncher.class
                .getProtectionDomain()
                .getCodeSource()
                .getLocation()
                .toURI());
        KeptServer server = KeptServer.of(jar, extractRoot(), System.getenv("WLP_JAR_ENABLE_2PC") != null);
        server.removeOthers();
        ProcessBuilder builder = new ProcessBuilder(command(server, serverName(jar), args)).inheritIO();
        serverEnvironment(builder.environment(), server);
        Process process = builder.start();
        Runtime.getRuntime().addShutdownHook(new Thread(() -> stop(process), "stop-server"));
        System.exit(process.waitFor());
    }

    static Path extractRoot() {
        String root = System.getenv("WLP_JAR_EXTRACT_ROOT");
        if (root != null && !root.isBlank()) {
            return Path.of(root.strip()).toAbsolutePath();
        }
        return Path.of(System.getProperty("user.home"), "wlpExtract");
    }

    static List<String> command(KeptServer server, String serverName, String[] args) {
        List<String> command = new ArrayList<>();
        command.add(server.installation().resolve("bin/server").toString());
        command.add("run");
        command.add(serverName);
        if (args.length > 0) {
            command.add("--");
            command.addAll(List.of(args));
        }
        return command;
    }

    /**
     * The server runs on this Java unless JAVA_HOME names another, with its user folder inside the kept folder, and
     * this process's id, so that it stops by itself if this process is killed outright.
     */
    static void serverEnvironment(Map<String, String> environment, KeptServer server) {
        environment.putIfAbsent("JAVA_HOME", System.getProperty("java.home"));
        environment.put("WLP_USER_DIR", server.installation().resolve("usr").toString());
        environment.put(LAUNCHER_PID, String.valueOf(ProcessHandle.current().pid()));
    }

    private static String serverName(Path jar) throws IOException {
        try (JarFile file = new JarFile(jar.toFile())) {
            String name = file.getManifest().getMainAttributes().getValue("Server-Name");
            if (name == null || name.isBlank()) {
                throw new IOException(jar + " names no server (Server-Name in its manifest)");
            }
            return name.strip();
        }
    }

    /** Stops the server the way its service manager would (SIGTERM), and waits for it to finish stopping. */
    private static void stop(Process server) {
        if (!server.isAlive()) {
            return;
        }
        server.destroy();
        try {
            if (!server.waitFor(STOP_SECONDS, TimeUnit.SECONDS)) {
                server.destroyForcibly();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
