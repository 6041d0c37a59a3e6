package com.propertyportal.identity.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class PasswordRuleTest {

    @Test
    void twelveCharactersAreEnoughElevenAreNot() {
        assertEquals(Optional.empty(), PasswordRule.problemWith("tangerine-42"));
        assertEquals(Optional.of("must be at least 12 characters"), PasswordRule.problemWith("tangerine-4"));
        assertEquals(Optional.of("must be at least 12 characters"), PasswordRule.problemWith(""));
    }

    /** Counted in code points: twelve emoji are twelve characters, eleven are not, whatever their UTF-16 length. */
    @Test
    void lengthCountsCodePoints() {
        assertEquals(Optional.empty(), PasswordRule.problemWith("😀".repeat(12)));
        assertEquals(Optional.of("must be at least 12 characters"), PasswordRule.problemWith("😀".repeat(11)));
    }

    @Test
    void atMostTwoHundredCharacters() {
        assertEquals(Optional.empty(), PasswordRule.problemWith("q7".repeat(100)));
        assertEquals(Optional.of("must be at most 200 characters"), PasswordRule.problemWith("q7".repeat(100) + "x"));
    }

    @Test
    void aCommonPasswordIsRefusedWhateverItsCase() {
        String common = "is a commonly used password; choose another";
        assertEquals(Optional.of(common), PasswordRule.problemWith("qwerty123456"));
        assertEquals(Optional.of(common), PasswordRule.problemWith("QWERTY123456"));
        assertEquals(Optional.of(common), PasswordRule.problemWith("1q2w3e4r5t6y"));
        assertEquals(Optional.empty(), PasswordRule.problemWith("qwerty123456-but-mine"));
    }

    @Test
    void theShippedListHoldsThousands() {
        assertTrue(PasswordRule.commonCount() >= 3_000, () -> "only " + PasswordRule.commonCount());
    }

    @Test
    void controlCharactersAreRefused() {
        assertEquals(Optional.of("must not contain control characters"), PasswordRule.problemWith("tangerine\n-42x"));
    }
}
