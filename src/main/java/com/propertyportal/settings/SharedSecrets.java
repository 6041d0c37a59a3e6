package com.propertyportal.settings;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Map;
import java.util.Optional;
import javax.crypto.spec.SecretKeySpec;

/**
 * The HMAC keys that servers sharing a database must share: taken from a setting, or on the embedded
 * database (one server) generated once into DATA_DIR and kept there, so a restart keeps every code and
 * link valid. On PostgreSQL, which several servers may share, a server refuses to start without them:
 * keys of its own would make the codes and links of every other server fail on it.
 */
@ApplicationScoped
public class SharedSecrets {

    /** The settings (as environment variables) that every server on one database must be given alike. */
    static final Map<String, String> SETTINGS = Map.of(
            "verification.secret", "VERIFICATION_SECRET",
            "form.link.secret", "FORM_LINK_SECRET");

    private static final SecureRandom RANDOM = new SecureRandom();

    @Inject
    DataDirectory dataDirectory;

    @Inject
    DatabaseKind databaseKind;

    /** An HMAC-SHA-256 key: the configured text when set, else the 256 random bits in DATA_DIR/file. */
    public SecretKeySpec hmacKey(Optional<String> configured, String file) {
        byte[] secret = configured
                .filter(s -> !s.isBlank())
                .map(s -> s.getBytes(StandardCharsets.UTF_8))
                .orElseGet(() -> generated(dataDirectory.root().resolve(file)));
        return new SecretKeySpec(secret, "HmacSHA256");
    }

    private byte[] generated(Path file) {
        if (!databaseKind.isEmbedded()) {
            throw new IllegalStateException(
                    "the shared secrets " + String.join(", ", SETTINGS.values()) + " must be set on PostgreSQL");
        }
        try {
            if (Files.exists(file)) {
                return Base64.getDecoder().decode(Files.readString(file).trim());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        byte[] secret = new byte[32];
        RANDOM.nextBytes(secret);
        dataDirectory.writeSecret(file, Base64.getEncoder().encodeToString(secret));
        return secret;
    }
}
