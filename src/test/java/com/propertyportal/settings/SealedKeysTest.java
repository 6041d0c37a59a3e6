package com.propertyportal.settings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class SealedKeysTest {

    static SealedKeys under(String secret) {
        try {
            return new SealedKeys(MessageDigest.getInstance("SHA-256").digest(secret.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void opensWhatItSealedAndHidesIt() {
        SealedKeys keys = under("one shared secret");
        String sealed = keys.seal("{\"d\":\"private\"}");
        assertFalse(sealed.contains("private"));
        assertNotEquals(sealed, keys.seal("{\"d\":\"private\"}"));
        assertEquals(Optional.of("{\"d\":\"private\"}"), keys.open(sealed));
    }

    @Test
    void doesNotOpenUnderAnotherSecretOrWhenChanged() {
        String sealed = under("one shared secret").seal("text");
        assertEquals(Optional.empty(), under("another secret").open(sealed));
        char[] chars = sealed.toCharArray();
        chars[20] = chars[20] == 'A' ? 'B' : 'A';
        assertEquals(Optional.empty(), under("one shared secret").open(new String(chars)));
        assertEquals(Optional.empty(), under("one shared secret").open("not base64!"));
        assertEquals(Optional.empty(), under("one shared secret").open(""));
    }
}
