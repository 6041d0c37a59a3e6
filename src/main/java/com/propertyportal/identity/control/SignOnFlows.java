package com.propertyportal.identity.control;

import com.nimbusds.jose.EncryptionMethod;
import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JWEAlgorithm;
import com.nimbusds.jose.JWEHeader;
import com.nimbusds.jose.JWEObject;
import com.nimbusds.jose.Payload;
import com.nimbusds.jose.crypto.DirectDecrypter;
import com.nimbusds.jose.crypto.DirectEncrypter;
import com.nimbusds.jose.util.JSONObjectUtils;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.text.ParseException;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.Map;
import java.util.Optional;
import javax.crypto.Mac;
import javax.crypto.SecretKey;
import javax.crypto.spec.SecretKeySpec;

/**
 * A single sign-on under way: the state, nonce and PKCE verifier it sent the provider, until when it may come
 * back, kept in the browser's cookie encrypted and authenticated (AES-256-GCM) under a key derived from
 * OIDC_CLIENT_SECRET, so that any server of a cluster can read it and no one else can read or forge it.
 */
public final class SignOnFlows {

    public static final Duration LIFETIME = Duration.ofMinutes(10);
    static final int MAX_SEALED = 1000;
    private static final SecureRandom RANDOM = new SecureRandom();

    private final SecretKey key;

    public record Flow(String state, String nonce, String verifier, Instant expires) {

        /** The PKCE challenge of the verifier (S256). */
        public String challenge() {
            try {
                return Base64.getUrlEncoder()
                        .withoutPadding()
                        .encodeToString(MessageDigest.getInstance("SHA-256")
                                .digest(verifier.getBytes(StandardCharsets.US_ASCII)));
            } catch (GeneralSecurityException e) {
                throw new IllegalStateException(e);
            }
        }

        /** Whether the provider sent back this flow's state (compared in constant time). */
        public boolean sent(String returnedState) {
            return returnedState != null
                    && MessageDigest.isEqual(
                            state.getBytes(StandardCharsets.UTF_8), returnedState.getBytes(StandardCharsets.UTF_8));
        }
    }

    public SignOnFlows(String clientSecret) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(clientSecret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
            key = new SecretKeySpec(
                    mac.doFinal("property-portal console sign-on cookie".getBytes(StandardCharsets.UTF_8)), "AES");
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    public static Flow start(Instant now) {
        return new Flow(random(), random(), random(), now.plus(LIFETIME));
    }

    public String seal(Flow flow) {
        JWEObject sealed = new JWEObject(
                new JWEHeader(JWEAlgorithm.DIR, EncryptionMethod.A256GCM),
                new Payload(Map.of(
                        "s", flow.state(),
                        "n", flow.nonce(),
                        "v", flow.verifier(),
                        "e", flow.expires().getEpochSecond())));
        try {
            sealed.encrypt(new DirectEncrypter(key));
        } catch (JOSEException e) {
            throw new IllegalStateException(e);
        }
        return sealed.serialize();
    }

    /** The flow the cookie holds, if this service sealed it and it has not expired. */
    public Optional<Flow> open(String sealed, Instant now) {
        if (sealed == null || sealed.isEmpty() || sealed.length() > MAX_SEALED) {
            return Optional.empty();
        }
        try {
            JWEObject object = JWEObject.parse(sealed);
            if (!JWEAlgorithm.DIR.equals(object.getHeader().getAlgorithm())
                    || !EncryptionMethod.A256GCM.equals(object.getHeader().getEncryptionMethod())) {
                return Optional.empty();
            }
            object.decrypt(new DirectDecrypter(key));
            Map<String, Object> fields =
                    JSONObjectUtils.parse(object.getPayload().toString());
            Flow flow = new Flow(
                    JSONObjectUtils.getString(fields, "s"),
                    JSONObjectUtils.getString(fields, "n"),
                    JSONObjectUtils.getString(fields, "v"),
                    Instant.ofEpochSecond(JSONObjectUtils.getLong(fields, "e")));
            if (flow.state() == null
                    || flow.nonce() == null
                    || flow.verifier() == null
                    || !now.isBefore(flow.expires())) {
                return Optional.empty();
            }
            return Optional.of(flow);
        } catch (ParseException | JOSEException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** 32 random bytes, base64url: a state, a nonce, or a PKCE verifier of 43 characters. */
    private static String random() {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }
}
