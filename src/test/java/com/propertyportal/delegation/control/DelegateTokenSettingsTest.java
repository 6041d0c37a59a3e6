package com.propertyportal.delegation.control;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class DelegateTokenSettingsTest {

    @Test
    void theDefaultsHold() {
        assertDoesNotThrow(
                () -> DelegateTokenSettings.check(Duration.ofMinutes(5), Duration.ofDays(30), "property-portal"));
    }

    @Test
    void aSettingOutOfBoundsStopsTheServerNamingIt() {
        assertTrue(refusal(Duration.ofSeconds(10), Duration.ofDays(30), "x").contains("DELEGATE_TOKEN_LIFETIME"));
        assertTrue(refusal(Duration.ofHours(2), Duration.ofDays(30), "x").contains("DELEGATE_TOKEN_LIFETIME"));
        assertTrue(refusal(Duration.ofMinutes(5), Duration.ofHours(1), "x").contains("DELEGATE_TOKEN_KEY_ROTATION"));
        assertTrue(refusal(Duration.ofMinutes(5), Duration.ofDays(30), " ").contains("DELEGATE_TOKEN_ISSUER"));
    }

    private static String refusal(Duration lifetime, Duration rotation, String issuer) {
        return assertThrows(IllegalStateException.class, () -> DelegateTokenSettings.check(lifetime, rotation, issuer))
                .getMessage();
    }
}
