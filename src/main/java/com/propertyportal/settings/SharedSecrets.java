package com.propertyportal.settings;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import javax.crypto.spec.SecretKeySpec;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Optional;

/**
 * The HMAC keys that servers sharing a database must share: taken from a setting, or on a single
 * server generated once into DATA_DIR and kept there, so a restart keeps every code and link valid.
 */
@ApplicationScoped
public class SharedSecrets {

    private static final SecureRandom RANDOM = new SecureRandom();

    @Inject
    DataDirectory dataDirectory;

    /** An HMAC-SHA-256 key: the configured text when set, else the 256 random bits in DATA_DIR/file. */
    public SecretKeySpec hmacKey(Optional<String> configured, String file) {
        byte[] secret = configured.filter(s -> !s.isBlank()).map(s -> s.getBytes(StandardCharsets.UTF_8))
                .orElseGet(() -> generated(dataDirectory.root().resolve(file)));
        return new SecretKeySpec(secret, "HmacSHA256");
    }

    private byte[] generated(Path file) {
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
