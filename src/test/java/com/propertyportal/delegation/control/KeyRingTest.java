package com.propertyportal.delegation.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.nimbusds.jose.jwk.ECKey;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class KeyRingTest {

    static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");
    static final Duration ROTATION = Duration.ofDays(30);
    static final Duration LIFETIME = Duration.ofMinutes(5);

    final ECKey key = TokenCodecTest.generate("any");

    KeyRing.Generation generation(int number, Instant made, boolean opens) {
        return new KeyRing.Generation(
                number, "k" + number, key.toPublicJWK(), opens ? Optional.of(key) : Optional.empty(), made);
    }

    @Test
    void aNewKeyIsDueWhenThereIsNoneOrTheNewestHasSignedItsTime() {
        assertTrue(KeyRing.EMPTY.needsNext(T0, ROTATION));
        KeyRing ring = new KeyRing(List.of(generation(1, T0, true)));
        assertFalse(ring.needsNext(T0.plus(ROTATION).minusSeconds(1), ROTATION));
        assertTrue(ring.needsNext(T0.plus(ROTATION), ROTATION));
    }

    @Test
    void aKeyThisServerCannotOpenIsReplaced() {
        assertTrue(new KeyRing(List.of(generation(1, T0, false))).needsNext(T0, ROTATION));
    }

    @Test
    void anOlderKeyIsTrustedUntilItsTokensHaveExpired() {
        Instant second = T0.plus(ROTATION);
        KeyRing ring = new KeyRing(List.of(
                generation(3, second.plus(ROTATION), true), generation(2, second, true), generation(1, T0, true)));
        Instant justAfterThird = second.plus(ROTATION).plusSeconds(10);
        assertEquals(List.of("k3", "k2"), kids(ring.trusted(justAfterThird, LIFETIME)));
        Instant tokensOfSecondExpired = second.plus(ROTATION).plus(LIFETIME).plus(TokenCodec.SKEW);
        assertEquals(List.of("k3"), kids(ring.trusted(tokensOfSecondExpired, LIFETIME)));
        assertTrue(ring.trusted("k2", justAfterThird, LIFETIME).isPresent());
        assertTrue(ring.trusted("k1", justAfterThird, LIFETIME).isEmpty());
    }

    private static List<String> kids(List<KeyRing.Generation> generations) {
        return generations.stream().map(KeyRing.Generation::kid).toList();
    }
}
