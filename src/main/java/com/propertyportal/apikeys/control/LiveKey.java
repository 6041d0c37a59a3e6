package com.propertyportal.apikeys.control;

import com.propertyportal.apikeys.entity.ApiKey;
import com.propertyportal.apikeys.entity.KeyScope;
import java.time.Duration;
import java.time.Instant;

/**
 * A key not revoked, as a request's check reads it: which key, its organization, the board it was made on (whose
 * API switch it obeys), its scope, and when it last admitted a call (kept to the minute).
 */
public record LiveKey(String id, String organizationId, String boardId, KeyScope scope, Instant lastUsedAt) {

    public static LiveKey of(ApiKey key) {
        return new LiveKey(
                key.id(),
                key.organizationId(),
                key.boardId(),
                key.scope(),
                key.lastUsedAt().orElse(null));
    }

    /** The same key, last used at that instant. */
    public LiveKey usedAt(Instant at) {
        return new LiveKey(id, organizationId, boardId, scope, at);
    }

    /** Whether lastUsedAt is older than the resolution it is kept at. */
    public boolean isStale(Instant now, Duration resolution) {
        return lastUsedAt == null || lastUsedAt.isBefore(now.minus(resolution));
    }
}
