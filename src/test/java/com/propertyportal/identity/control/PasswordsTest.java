package com.propertyportal.identity.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Base64;
import org.junit.jupiter.api.Test;

class PasswordsTest {

    private static final String PASSWORD = "correct horse battery staple";

    @Test
    void aHashVerifiesItsPasswordAndNoOther() {
        String stored = Passwords.hash(PASSWORD);
        assertTrue(Passwords.matches(PASSWORD, stored));
        assertFalse(Passwords.matches("correct horse battery stapler", stored));
        assertFalse(Passwords.matches("", stored));
        assertFalse(Passwords.matches(null, stored));
    }

    @Test
    void theStringNamesAlgorithmIterationsSaltAndHash() {
        String[] parts = Passwords.hash(PASSWORD).split("\\$");
        assertEquals(4, parts.length);
        assertEquals("pbkdf2-sha256", parts[0]);
        assertEquals(600_000, Integer.parseInt(parts[1]));
        assertTrue(Passwords.ITERATIONS >= 600_000);
        assertEquals(16, Base64.getDecoder().decode(parts[2]).length);
        assertEquals(32, Base64.getDecoder().decode(parts[3]).length);
    }

    @Test
    void everyHashHasItsOwnSalt() {
        String one = Passwords.hash(PASSWORD);
        String two = Passwords.hash(PASSWORD);
        assertNotEquals(one.split("\\$")[2], two.split("\\$")[2]);
        assertNotEquals(one, two);
        assertTrue(Passwords.matches(PASSWORD, two));
    }

    /** The iterations travel in the string, so hashes made before a rise still verify. */
    @Test
    void aHashWithOtherIterationsStillVerifies() {
        String older = Passwords.hash(PASSWORD, 1_000);
        assertTrue(older.startsWith("pbkdf2-sha256$1000$"));
        assertTrue(Passwords.matches(PASSWORD, older));
        assertFalse(Passwords.matches("wrong password!", older));
    }

    @Test
    void aTamperedStringMatchesNothing() {
        String stored = Passwords.hash(PASSWORD, 1_000);
        String[] parts = stored.split("\\$");
        byte[] hash = Base64.getDecoder().decode(parts[3]);
        hash[0] ^= 1;
        String flipped = parts[0] + "$" + parts[1] + "$" + parts[2] + "$"
                + Base64.getEncoder().encodeToString(hash);
        assertFalse(Passwords.matches(PASSWORD, flipped));
        byte[] salt = Base64.getDecoder().decode(parts[2]);
        salt[0] ^= 1;
        assertFalse(Passwords.matches(
                PASSWORD, parts[0] + "$" + parts[1] + "$" + Base64.getEncoder().encodeToString(salt) + "$" + parts[3]));
        assertFalse(Passwords.matches(PASSWORD, parts[0] + "$1001$" + parts[2] + "$" + parts[3]));
        assertFalse(Passwords.matches(PASSWORD, "pbkdf2-sha1$" + parts[1] + "$" + parts[2] + "$" + parts[3]));
        assertFalse(Passwords.matches(PASSWORD, parts[0] + "$" + parts[1] + "$" + parts[2]));
        assertFalse(Passwords.matches(PASSWORD, parts[0] + "$many$" + parts[2] + "$" + parts[3]));
        assertFalse(Passwords.matches(PASSWORD, parts[0] + "$" + parts[1] + "$%%%$" + parts[3]));
        assertFalse(Passwords.matches(PASSWORD, parts[0] + "$0$" + parts[2] + "$" + parts[3]));
        assertFalse(Passwords.matches(PASSWORD, parts[0] + "$2000000000$" + parts[2] + "$" + parts[3]));
        assertFalse(Passwords.matches(PASSWORD, parts[0] + "$" + parts[1] + "$" + parts[2] + "$AAAA"));
        assertFalse(Passwords.matches(PASSWORD, ""));
        assertTrue(Passwords.matches(PASSWORD, stored));
    }

    @Test
    void aTokenIsStoredAsItsSha256InHex() {
        assertEquals("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad", Passwords.tokenHash("abc"));
        Invitations.Link link = Invitations.newLink();
        assertEquals(43, link.token().length());
        assertEquals(Passwords.tokenHash(link.token()), link.hash());
        assertNotEquals(link.token(), Invitations.newLink().token());
    }
}
