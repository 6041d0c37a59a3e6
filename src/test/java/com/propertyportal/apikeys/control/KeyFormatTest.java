package com.propertyportal.apikeys.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.propertyportal.problems.RedactedFailure;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class KeyFormatTest {

    @Test
    void newKeysAreWellFormedAndDistinct() {
        Set<String> keys = new HashSet<>();
        for (int i = 0; i < 1000; i++) {
            String key = KeyFormat.newKey();
            assertTrue(KeyFormat.isWellFormed(key), key);
            assertEquals(KeyFormat.LENGTH, key.length());
            keys.add(key);
        }
        assertEquals(1000, keys.size());
    }

    @Test
    void aSingleChangedCharacterBreaksTheChecksum() {
        String key = KeyFormat.newKey();
        char[] chars = key.toCharArray();
        chars[10] = chars[10] == 'a' ? 'b' : 'a';
        assertFalse(KeyFormat.isWellFormed(new String(chars)));
    }

    @Test
    void foreignShapesAreRefused() {
        assertFalse(KeyFormat.isWellFormed(null));
        assertFalse(KeyFormat.isWellFormed(""));
        assertFalse(KeyFormat.isWellFormed("ppk_short"));
        assertFalse(KeyFormat.isWellFormed("xyz_" + KeyFormat.newKey().substring(4)));
        char[] outsideBase62 = KeyFormat.newKey().toCharArray();
        outsideBase62[10] = '-';
        assertFalse(KeyFormat.isWellFormed(new String(outsideBase62)));
    }

    @Test
    void theStoredHashIsSha256HexAndNotTheKey() {
        String key = KeyFormat.newKey();
        String hash = KeyFormat.hash(key);
        assertTrue(hash.matches("[0-9a-f]{64}"));
        assertEquals(hash, KeyFormat.hash(key));
        assertNotEquals(hash, KeyFormat.hash(KeyFormat.newKey()));
        assertFalse(hash.contains(key.substring(4, 12)));
    }

    @Test
    void textMeantForALogLosesEveryKeyAndEnoughOfOneToGuessTheRest() {
        String key = KeyFormat.newKey();
        assertEquals("user '[redacted]' from 10.0.0.1", RedactedFailure.masked("user '" + key + "' from 10.0.0.1"));
        assertEquals("[redacted]:", RedactedFailure.masked(key + ":"));
        assertEquals("[redacted]", RedactedFailure.masked(key.substring(0, 30)));
        assertEquals("ppk_short and admin", RedactedFailure.masked("ppk_short and admin"));
    }
}
