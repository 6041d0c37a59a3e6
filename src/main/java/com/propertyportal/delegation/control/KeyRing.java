package com.propertyportal.delegation.control;

import com.nimbusds.jose.jwk.ECKey;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The signing keys as one server knows them, the newest generation first: which one signs, which ones a token
 * may still name, and when a new one is due. A key signs for the rotation period; after its successor is made
 * it is still trusted (and published) for a token's lifetime, so no token it signed is refused early.
 */
public record KeyRing(List<Generation> generations) {

    /** One generation: the public key, and the private key when this server can unseal it. */
    public record Generation(int number, String kid, ECKey publicKey, Optional<ECKey> privateKey, Instant createdAt) {}

    public static final KeyRing EMPTY = new KeyRing(List.of());

    public KeyRing {
        generations = List.copyOf(generations);
    }

    public Optional<Generation> newest() {
        return generations.stream().findFirst();
    }

    /** True when no key may sign now: none yet, the newest is past its rotation, or cannot be unsealed here. */
    public boolean needsNext(Instant now, Duration rotation) {
        return newest().map(key -> key.privateKey().isEmpty()
                        || !key.createdAt().plus(rotation).isAfter(now))
                .orElse(true);
    }

    /** The keys a token may name at {@code now}: the newest, and each older one until its successor has been
     * signing for longer than a token lives. */
    public List<Generation> trusted(Instant now, Duration lifetime) {
        List<Generation> trusted = new ArrayList<>();
        Instant successorMade = null;
        for (Generation key : generations) {
            if (successorMade != null
                    && !successorMade.plus(lifetime).plus(TokenCodec.SKEW).isAfter(now)) {
                break;
            }
            trusted.add(key);
            successorMade = key.createdAt();
        }
        return trusted;
    }

    public Optional<Generation> trusted(String kid, Instant now, Duration lifetime) {
        return trusted(now, lifetime).stream()
                .filter(key -> key.kid().equals(kid))
                .findFirst();
    }
}
