package it.com.propertyportal;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;

/**
 * Every API key, verification code and password the tests of one run used, one a line, so that the log audit
 * at the end of the run can check that none of them reached a log. The file is emptied at each run's start.
 */
public final class UsedSecrets {

    public static final Path FILE =
            Path.of(System.getProperty("it.used.secrets", "target/failsafe-reports/used-secrets.txt"));

    private UsedSecrets() {}

    public static synchronized String remember(String secret) {
        try {
            Files.createDirectories(FILE.getParent());
            Files.writeString(
                    FILE, secret + "\n", StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return secret;
    }

    public static List<String> all() {
        try {
            return Files.exists(FILE)
                    ? Files.readAllLines(FILE).stream()
                            .filter(s -> !s.isBlank())
                            .distinct()
                            .toList()
                    : List.of();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
