package com.propertyportal.verification.control;

import com.propertyportal.settings.SharedSecrets;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.Optional;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.eclipse.microprofile.config.inject.ConfigProperty;

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
    SharedSecrets secrets;

    private SecretKeySpec key;

    @PostConstruct
    void load() {
        key = secrets.hmacKey(configured, FILE);
    }

    /** HMAC-SHA-256 of the code, bound to its request so a hash cannot be replayed on another one. */
    public String hash(String requestId, String code) {
        return HexFormat.of().formatHex(mac(requestId + ":" + code));
    }

    /**
     * A key of its own for another purpose, derived from this secret (HMAC-SHA-256 of the purpose's name): as
     * shared by the servers as the secret itself, and telling nothing of it.
     */
    public byte[] derive(String purpose) {
        return mac(purpose);
    }

    private byte[] mac(String text) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(key);
            return mac.doFinal(text.getBytes(StandardCharsets.UTF_8));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    public boolean matches(String requestId, String code, String storedHash) {
        return MessageDigest.isEqual(
                hash(requestId, code).getBytes(StandardCharsets.US_ASCII),
                storedHash.getBytes(StandardCharsets.US_ASCII));
    }
}
