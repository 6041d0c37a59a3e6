package com.propertyportal.apikeys.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The live keys this server has recognised, by hash, so that a core call does not read its key's row again.
 * What must be seen at once, a revocation, is still read from the database on every admitted call: the rate
 * limit's claim ({@link RateLimitLedger#claim}) checks that the key is live, and its board's API switched on, in
 * the transaction that counts the call, and a key it finds revoked or gone is forgotten here. What is kept never changes while a key lives (its
 * id, organization and scope), but for when it was last used, which this server keeps up to date itself. Only
 * keys the database recognised are kept, at most {@link #MAX}; past that, all are dropped and recognised again.
 */
@ApplicationScoped
public class KnownKeys {

    static final int MAX = 10_000;

    @Inject
    ApiKeys apiKeys;

    private final ConcurrentHashMap<String, LiveKey> byHash = new ConcurrentHashMap<>();

    /** The live key with this plaintext, from memory when known; malformed keys refused without the database. */
    public Optional<LiveKey> recognise(String plaintext) {
        if (!KeyFormat.isWellFormed(plaintext)) {
            return Optional.empty();
        }
        String hash = KeyFormat.hash(plaintext);
        LiveKey known = byHash.get(hash);
        if (known != null) {
            return Optional.of(known);
        }
        Optional<LiveKey> read = apiKeys.readHash(hash).map(ApiKeys.Reading::key);
        read.ifPresent(key -> keep(hash, key));
        return read;
    }

    /**
     * The key as the database has it now, with its board's API switch (for a call refused without a claim);
     * forgotten when not live.
     */
    public Optional<ApiKeys.Reading> confirm(String plaintext) {
        Optional<ApiKeys.Reading> read = apiKeys.read(plaintext);
        if (read.isEmpty()) {
            forget(plaintext);
        }
        return read;
    }

    /** The key is not live any more. */
    public void forget(String plaintext) {
        if (KeyFormat.isWellFormed(plaintext)) {
            byHash.remove(KeyFormat.hash(plaintext));
        }
    }

    /** The key's last use was stamped at that instant. */
    public void used(String plaintext, Instant at) {
        byHash.computeIfPresent(KeyFormat.hash(plaintext), (hash, key) -> key.usedAt(at));
    }

    private void keep(String hash, LiveKey key) {
        if (byHash.size() >= MAX) {
            byHash.clear();
        }
        byHash.put(hash, key);
    }
}
