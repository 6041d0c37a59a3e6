package it.com.propertyportal;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/** The integration-test server's folders: its logs, its DATA_DIR. */
public final class ServerFiles {

    public static final Path WLP = Path.of(System.getProperty("it.server.dir", "target/liberty/wlp"));
    public static final String SERVER = System.getProperty("it.server.name", "portal-it-9181-9544");
    public static final Path DATA_DIR = Path.of(System.getProperty("it.data.dir", "target/it-data"));

    private ServerFiles() {}

    public static Path serverDir() {
        return WLP.resolve("usr/servers").resolve(SERVER);
    }

    /** Every log and FFDC file the server wrote, as text. */
    public static String allLogs() {
        Path logs = serverDir().resolve("logs");
        try (Stream<Path> files = Files.walk(logs)) {
            StringBuilder text = new StringBuilder();
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                text.append(Files.readString(file, java.nio.charset.StandardCharsets.ISO_8859_1));
            }
            return text.toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
