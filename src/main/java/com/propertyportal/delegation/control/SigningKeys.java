package com.propertyportal.delegation.control;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.jwk.Curve;
import com.nimbusds.jose.jwk.ECKey;
import com.nimbusds.jose.jwk.KeyUse;
import com.nimbusds.jose.jwk.gen.ECKeyGenerator;
import com.propertyportal.delegation.entity.SigningKey;
import com.propertyportal.monitoring.control.TracedLog;
import com.propertyportal.persistence.Ids;
import com.propertyportal.settings.SealedKeys;
import com.propertyportal.verification.control.VerificationSecret;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.text.ParseException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.logging.Logger;

/**
 * The keys that sign delegate tokens, kept in the database so every server signs and checks alike: read once and
 * kept in memory, read again when a token names a key this server has not seen (at most once a second), and
 * rotated when the newest has signed for DELEGATE_TOKEN_KEY_ROTATION. Private keys are sealed with a key derived
 * from VERIFICATION_SECRET.
 */
@ApplicationScoped
public class SigningKeys {

    private static final Logger LOG = TracedLog.of(SigningKeys.class);
    static final Duration REREAD_AT_MOST_EVERY = Duration.ofSeconds(1);
    /** The purpose the private keys' sealing key is derived for from the servers' shared secret. */
    static final String SEALING_PURPOSE = "delegate-token-signing-keys";

    @Inject
    SigningKeyStore store;

    @Inject
    DelegateTokenSettings settings;

    @Inject
    VerificationSecret verificationSecret;

    @Inject
    Clock clock;

    private SealedKeys sealed;
    private volatile KeyRing ring = KeyRing.EMPTY;
    private volatile Instant readAt = Instant.MIN;

    @PostConstruct
    void openSeal() {
        sealed = new SealedKeys(verificationSecret.derive(SEALING_PURPOSE));
    }

    /** The key that signs now, making the next generation first when it is due. */
    public ECKey signing() {
        Instant now = clock.instant();
        if (ring.needsNext(now, settings.rotation())) {
            synchronized (this) {
                reread(now);
                if (ring.needsNext(now, settings.rotation())) {
                    makeNext(now);
                }
            }
        }
        return ring.newest()
                .flatMap(KeyRing.Generation::privateKey)
                .orElseThrow(() -> new IllegalStateException("no signing key could be made"));
    }

    /** The trusted public key a token's kid names; an unknown kid has the keys read again, once a second. */
    public Optional<ECKey> trusted(String kid) {
        Instant now = clock.instant();
        Optional<KeyRing.Generation> known = ring.trusted(kid, now, settings.lifetime());
        if (known.isEmpty() && !readAt.plus(REREAD_AT_MOST_EVERY).isAfter(now)) {
            synchronized (this) {
                if (!readAt.plus(REREAD_AT_MOST_EVERY).isAfter(now)) {
                    reread(now);
                }
            }
            known = ring.trusted(kid, now, settings.lifetime());
        }
        return known.map(KeyRing.Generation::publicKey);
    }

    /** The public keys a token may name now, as the JWK set publishes them. */
    public List<ECKey> published() {
        Instant now = clock.instant();
        if (ring.generations().isEmpty()) {
            signing();
        }
        return ring.trusted(now, settings.lifetime()).stream()
                .map(KeyRing.Generation::publicKey)
                .toList();
    }

    private void reread(Instant now) {
        ring = new KeyRing(store.all().stream().map(this::generation).toList());
        readAt = now;
    }

    private void makeNext(Instant now) {
        int number = ring.newest().map(key -> key.number() + 1).orElse(1);
        try {
            ECKey key = new ECKeyGenerator(Curve.P_256)
                    .keyID(Ids.randomHex(16))
                    .keyUse(KeyUse.SIGNATURE)
                    .algorithm(JWSAlgorithm.ES256)
                    .generate();
            store.add(new SigningKey(
                    key.getKeyID(), number, key.toPublicJWK().toJSONString(), sealed.seal(key.toJSONString()), now));
            LOG.info(() -> "Made signing key generation " + number + " for delegate tokens");
        } catch (JOSEException e) {
            throw new IllegalStateException("cannot make a signing key", e);
        } catch (RuntimeException e) {
            // Another server made this generation first: its key is the one to use.
            LOG.fine(() -> "Signing key generation " + number + " was made by another server");
        }
        reread(now);
    }

    private KeyRing.Generation generation(SigningKey row) {
        try {
            ECKey publicKey = ECKey.parse(row.publicJwk());
            Optional<ECKey> privateKey = sealed.open(row.sealedPrivateJwk()).map(SigningKeys::parse);
            if (privateKey.isEmpty()) {
                LOG.warning(() -> "Signing key " + row.kid() + " does not open with this server's VERIFICATION_SECRET");
            }
            return new KeyRing.Generation(row.generation(), row.kid(), publicKey, privateKey, row.createdAt());
        } catch (ParseException e) {
            throw new IllegalStateException("signing key " + row.kid() + " is not a JWK", e);
        }
    }

    private static ECKey parse(String jwk) {
        try {
            return ECKey.parse(jwk);
        } catch (ParseException e) {
            return null;
        }
    }
}
