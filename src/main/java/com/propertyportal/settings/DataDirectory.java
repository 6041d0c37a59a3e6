package com.propertyportal.settings;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/** DATA_DIR: the embedded database, the mail outbox and generated secrets live here. */
@ApplicationScoped
public class DataDirectory {

    @Inject
    @ConfigProperty(name = "data.dir")
    String dataDir;

    public Path root() {
        return Path.of(dataDir).toAbsolutePath();
    }

    public Path folder(String name) {
        Path folder = root().resolve(name);
        try {
            Files.createDirectories(folder);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create " + folder, e);
        }
        return folder;
    }

    /** Writes a file readable only by the server's user, atomically. */
    public void writeSecret(Path file, String content) {
        try {
            Files.createDirectories(file.getParent());
            Path temp = Files.createTempFile(file.getParent(), ".tmp-", "");
            try {
                Files.setPosixFilePermissions(temp, PosixFilePermissions.fromString("rw-------"));
            } catch (UnsupportedOperationException ignored) {
                // not a POSIX file system: the folder's own permissions protect it
            }
            Files.writeString(temp, content);
            Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }
}
