package com.propertyportal.forms.control;

import com.propertyportal.settings.SharedSecrets;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.time.Instant;
import java.util.Base64;
import java.util.Optional;
import java.util.regex.Pattern;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Signed links that open one existing card through one form until they expire. A token is the expiry
 * (epoch seconds) and an HMAC-SHA-256, keyed with FORM_LINK_SECRET, over the form, card, board and
 * expiry: it needs no database row, and changing any of them (or the expiry) breaks the signature.
 */
@ApplicationScoped
public class FormLinks {

    static final String FILE = "form-link-secret";
    public static final int MAX_TOKEN_LENGTH = 200;
    private static final Pattern TOKEN = Pattern.compile("([0-9]{1,12})\\.([A-Za-z0-9_-]{43})");

    @Inject
    @ConfigProperty(name = "form.link.secret")
    Optional<String> configured;

    @Inject
    SharedSecrets secrets;

    SecretKeySpec key;

    @PostConstruct
    void load() {
        key = secrets.hmacKey(configured, FILE);
    }

    public String token(String formId, String cardId, String boardId, Instant expiresAt) {
        long expiry = expiresAt.getEpochSecond();
        return expiry + "."
                + Base64.getUrlEncoder().withoutPadding().encodeToString(signature(formId, cardId, boardId, expiry));
    }

    /** True only for an unexpired token signed for exactly this form, card and board. */
    public boolean admits(String token, String formId, String cardId, String boardId, Instant now) {
        if (token == null || token.length() > MAX_TOKEN_LENGTH) {
            return false;
        }
        var parts = TOKEN.matcher(token);
        if (!parts.matches()) {
            return false;
        }
        long expiry = Long.parseLong(parts.group(1));
        byte[] presented = Base64.getUrlDecoder().decode(parts.group(2));
        boolean signed = MessageDigest.isEqual(signature(formId, cardId, boardId, expiry), presented);
        return signed && now.getEpochSecond() < expiry;
    }

    private byte[] signature(String formId, String cardId, String boardId, long expiry) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(key);
            // Each id with its length first: no two different (form, card, board) can sign the same text.
            String signed = "form-link/" + field(formId) + field(cardId) + field(boardId) + expiry;
            return mac.doFinal(signed.getBytes(StandardCharsets.UTF_8));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String field(String id) {
        return id.length() + ":" + id + "/";
    }
}
