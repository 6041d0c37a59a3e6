package com.propertyportal.examples.contactportal;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.time.Clock;
import java.util.Base64;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Signs a small state object for a cookie and checks it back: base64url(JSON) "." base64url(HMAC-SHA256).
 * The MAC covers a purpose too, so a value sealed for one cookie is refused as another.
 */
public final class Seal {

    /** A sealed state carries its own expiry, in epoch seconds. */
    public interface Expiring {
        long expires();
    }

    /** Why a sealed value was refused. */
    public static final class Refused extends Exception {
        private final boolean expired;

        Refused(String message, boolean expired) {
            super(message, null, false, false);
            this.expired = expired;
        }

        public boolean expired() {
            return expired;
        }
    }

    static final int LONGEST_VALUE = 3000;
    private static final Base64.Encoder ENCODER = Base64.getUrlEncoder().withoutPadding();
    private static final Base64.Decoder DECODER = Base64.getUrlDecoder();
    private static final ObjectMapper JSON =
            new ObjectMapper().enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private final SecretKeySpec key;
    private final Clock clock;

    public Seal(byte[] secret, Clock clock) {
        this.key = new SecretKeySpec(secret, "HmacSHA256");
        this.clock = clock;
    }

    public String seal(String purpose, Expiring state) {
        try {
            String payload = ENCODER.encodeToString(JSON.writeValueAsBytes(state));
            return payload + "." + ENCODER.encodeToString(mac(purpose + "." + payload));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    public <T extends Expiring> T open(String purpose, String sealed, Class<T> type) throws Refused {
        if (sealed.length() > LONGEST_VALUE) {
            throw new Refused("too long", false);
        }
        int dot = sealed.indexOf('.');
        if (dot < 0 || sealed.indexOf('.', dot + 1) >= 0) {
            throw new Refused("not a sealed value", false);
        }
        String payload = sealed.substring(0, dot);
        byte[] signature;
        try {
            signature = DECODER.decode(sealed.substring(dot + 1));
        } catch (IllegalArgumentException e) {
            throw new Refused("signature is not base64url", false);
        }
        // In constant time, so the time taken says nothing about how much of a forged signature was right.
        if (!MessageDigest.isEqual(mac(purpose + "." + payload), signature)) {
            throw new Refused("signature does not match", false);
        }
        T state;
        try {
            state = JSON.readValue(DECODER.decode(payload), type);
        } catch (Exception e) {
            throw new Refused("payload is unreadable", false);
        }
        if (clock.instant().getEpochSecond() >= state.expires()) {
            throw new Refused("expired", true);
        }
        return state;
    }

    /** A form's anti-forgery token: bound to the sealed state cookie the form belongs to. */
    public String formToken(String stateCookie) {
        return ENCODER.encodeToString(mac("form." + stateCookie));
    }

    public boolean formTokenMatches(String stateCookie, String token) {
        return token != null
                && MessageDigest.isEqual(
                        formToken(stateCookie).getBytes(StandardCharsets.US_ASCII),
                        token.getBytes(StandardCharsets.UTF_8));
    }

    public long now() {
        return clock.instant().getEpochSecond();
    }

    private byte[] mac(String input) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(key);
            return mac.doFinal(input.getBytes(StandardCharsets.UTF_8));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }
}
