package com.propertyportal.apikeys.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.propertyportal.apikeys.entity.ApiKey;
import com.propertyportal.apikeys.entity.KeyScope;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import java.time.Duration;
import java.time.Instant;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** A key made on one board grants its whole organization, is kept only as a hash, and stays revoked. */
class ApiKeyScopeTest {

    private static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");

    private static ApiKey key(String plaintext) {
        return new ApiKey("k1", "board-1", "org-1", "front desk", KeyScope.FULL, KeyFormat.hash(plaintext), T0);
    }

    @Test
    void aKeyIsStoredOnlyAsItsDigest() {
        String plaintext = KeyFormat.newKey();
        assertThrows(
                IllegalArgumentException.class,
                () -> new ApiKey("k1", "board-1", "org-1", "front desk", KeyScope.FULL, plaintext, T0));
        assertThrows(
                IllegalArgumentException.class,
                () -> new ApiKey("k1", "board-1", "org-1", "front desk", KeyScope.FULL, null, T0));
        assertEquals(64, KeyFormat.hash(plaintext).length());
    }

    @Test
    void theAdministratorsViewOfAKeyShowsNeitherItsSecretNorItsHash() {
        String plaintext = KeyFormat.newKey();
        JsonObject view = ApiKeyDocument.write(key(plaintext));
        assertEquals(
                Set.of("id", "name", "boardId", "companyId", "scope", "createdAt", "lastUsedAt", "revokedAt"),
                view.keySet());
        assertFalse(view.toString().contains(plaintext));
        assertFalse(view.toString().contains(KeyFormat.hash(plaintext)));
        assertEquals(JsonValue.NULL, view.get("revokedAt"));
        assertEquals("full", view.getString("scope"));
    }

    @Test
    void aRevokedKeyKeepsTheTimeOfItsFirstRevocation() {
        ApiKey key = key(KeyFormat.newKey());
        assertFalse(key.isRevoked());
        key.revoke(T0.plusSeconds(10));
        key.revoke(T0.plusSeconds(20));
        assertTrue(key.isRevoked());
        assertEquals(T0.plusSeconds(10), key.revokedAt().orElseThrow());
        assertEquals(T0.plusSeconds(10).toString(), ApiKeyDocument.write(key).getString("revokedAt"));
    }

    @Test
    void aKeyNeverUsedIsTouchedOnItsFirstCall() {
        assertTrue(LiveKey.of(key(KeyFormat.newKey())).isStale(T0, Duration.ofMinutes(1)));
    }

    @Test
    void theCallerIsTheKeysOrganizationNotItsBoard() {
        Caller caller = new Caller();
        assertThrows(NullPointerException.class, caller::organizationId, "no key, no organization");
        caller.authenticate(LiveKey.of(key(KeyFormat.newKey())));
        assertEquals("org-1", caller.organizationId());
        assertEquals("k1", caller.keyId());
    }
}
