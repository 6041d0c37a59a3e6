package com.propertyportal.verification.control;

import com.propertyportal.settings.DataDirectory;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;
import java.util.Optional;

/**
 * The server secret that keys the hash of every verification code: VERIFICATION_SECRET, or one
 * generated into DATA_DIR at first start. Servers sharing a database must share it.
 */
@ApplicationScoped
public class VerificationSecret {

    static final String FILE = "verification-secret";

    @Inject
    @ConfigProperty(name = "verification.secret")
    Optional<String> configured;

    @Inject
    DataDirectory dataDirectory;

    private SecretKeySpec key;

    @PostConstruct
    void load() {
        byte[] secret = configured.filter(s -> !s.isBlank()).map(s -> s.getBytes(StandardCharsets.UTF_8))
                .orElseGet(this::generatedSecret);
        key = new SecretKeySpec(secret, "HmacSHA256");
    }

    private byte[] generatedSecret() {
        Path file = dataDirectory.root().resolve(FILE);
        try {
            if (Files.exists(file)) {
                return Base64.getDecoder().decode(Files.readString(file).trim());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        byte[] secret = new byte[32];
        new SecureRandom().nextBytes(secret);
        dataDirectory.writeSecret(file, Base64.getEncoder().encodeToString(secret));
        return secret;
    }

    /** HMAC-SHA-256 of the code, bound to its request so a hash cannot be replayed on another one. */
    public String hash(String requestId, String code) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(key);
            return HexFormat.of().formatHex(mac.doFinal((requestId + ":" + code).getBytes(StandardCharsets.UTF_8)));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    public boolean matches(String requestId, String code, String storedHash) {
        return MessageDigest.isEqual(hash(requestId, code).getBytes(StandardCharsets.US_ASCII),
                storedHash.getBytes(StandardCharsets.US_ASCII));
    }
}
