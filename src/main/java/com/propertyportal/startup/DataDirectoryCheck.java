package com.propertyportal.startup;

import com.propertyportal.settings.StartupProblem;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.eclipse.microprofile.config.Config;

/** DATA_DIR exists (or can be made) and this server's user may write in it. */
final class DataDirectoryCheck {

    private DataDirectoryCheck() {}

    static Optional<StartupProblem> problem(Config config) {
        Optional<String> configured = config.getOptionalValue("data.dir", String.class);
        if (configured.isEmpty()) {
            return Optional.empty();
        }
        Path folder;
        try {
            folder = Path.of(configured.get()).toAbsolutePath();
        } catch (RuntimeException e) {
            return Optional.of(StartupProblem.ofSetting(
                    "DATA_DIR",
                    SettingValues.quoted(configured.get()) + " is not a folder name",
                    "set DATA_DIR to a folder this server's user may write in"));
        }
        try {
            Files.createDirectories(folder);
            Path probe = Files.createTempFile(folder, ".write-check-", "");
            Files.delete(probe);
            return Optional.empty();
        } catch (IOException | SecurityException e) {
            return Optional.of(StartupProblem.ofSetting(
                    "DATA_DIR",
                    folder + " cannot be written by user " + System.getProperty("user.name") + " ("
                            + e.getClass().getSimpleName() + ")",
                    "give that user the folder (chown), or set DATA_DIR to a folder it may write in"));
        }
    }
}
