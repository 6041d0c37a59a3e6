package com.propertyportal.startup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class SettingValuesTest {

    @Test
    void aNumberThatIsNotOneIsNamedByItsVariable() {
        String line = SettingValues.problem("rate.limit.per-minute", int.class, "abc")
                .orElseThrow()
                .line();
        assertEquals(
                "Cannot start: RATE_LIMIT_PER_MINUTE: \"abc\" is not a whole number from 1 to 2147483647. Fix: set "
                        + "RATE_LIMIT_PER_MINUTE to one, or unset it for its default. (docs/troubleshooting.md)",
                line);
    }

    @Test
    void portsDurationsAndSwitchesAreCheckedByTheirKind() {
        assertTrue(SettingValues.problem("http.port", int.class, "70000").isPresent());
        assertTrue(SettingValues.problem("http.port", int.class, "8080").isEmpty());
        assertTrue(SettingValues.problem("verification.code.ttl", Duration.class, "10 minutes")
                .isPresent());
        assertTrue(SettingValues.problem("verification.code.ttl", Duration.class, "-PT1S")
                .isPresent());
        // No least interval between two e-mails is a setting of its own (the cluster's tests use it).
        assertTrue(SettingValues.problem("verification.initiation-interval", Duration.class, "PT0S")
                .isEmpty());
        assertTrue(SettingValues.problem("verification.code.ttl", Duration.class, "PT10M")
                .isEmpty());
        assertTrue(SettingValues.problem("portal.cache", boolean.class, "yes").isPresent());
        assertTrue(SettingValues.problem("portal.cache", boolean.class, "FALSE").isEmpty());
        assertTrue(SettingValues.problem("demo.data", new OptionalBoolean().type(), "maybe")
                .isPresent());
        assertTrue(SettingValues.problem("smtp.host", String.class, "anything at all")
                .isEmpty());
    }

    @Test
    void aQuotedValueIsShortAndPrintable() {
        assertEquals("\"a?b\"", SettingValues.quoted("a\u0000b"));
        assertEquals(43, SettingValues.quoted("x".repeat(100)).length());
    }

    /** The generic type of an Optional&lt;Boolean&gt; field, as an injection point has it. */
    private static final class OptionalBoolean {
        Optional<Boolean> field;

        java.lang.reflect.Type type() {
            try {
                return OptionalBoolean.class.getDeclaredField("field").getGenericType();
            } catch (NoSuchFieldException e) {
                throw new IllegalStateException(e);
            }
        }
    }
}
