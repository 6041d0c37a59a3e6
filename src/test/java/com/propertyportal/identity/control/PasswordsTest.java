package com.propertyportal.identity.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Base64;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;
import org.junit.jupiter.api.Test;

class PasswordsTest {

    private static final String PASSWORD = "correct horse battery staple";

    private final Passwords passwords = new Passwords();

    @Test
    void aHashVerifiesItsPasswordAndNoOther() {
        String stored = passwords.hash(PASSWORD);
        assertTrue(passwords.matches(PASSWORD, stored));
        assertFalse(passwords.matches("correct horse battery stapler", stored));
        assertFalse(passwords.matches("", stored));
        assertFalse(passwords.matches(null, stored));
    }

    @Test
    void theStringNamesAlgorithmIterationsSaltAndHash() {
        String[] parts = passwords.hash(PASSWORD).split("\\$");
        assertEquals(4, parts.length);
        assertEquals("pbkdf2-sha256", parts[0]);
        assertEquals(600_000, Integer.parseInt(parts[1]));
        assertTrue(Passwords.ITERATIONS >= 600_000);
        assertEquals(16, Base64.getDecoder().decode(parts[2]).length);
        assertEquals(32, Base64.getDecoder().decode(parts[3]).length);
    }

    @Test
    void everyHashHasItsOwnSalt() {
        String one = passwords.hash(PASSWORD);
        String two = passwords.hash(PASSWORD);
        assertNotEquals(one.split("\\$")[2], two.split("\\$")[2]);
        assertNotEquals(one, two);
        assertTrue(passwords.matches(PASSWORD, two));
    }

    /** The iterations travel in the string, so hashes made before a rise still verify. */
    @Test
    void aHashWithOtherIterationsStillVerifies() {
        String older = passwords.hash(PASSWORD, 1_000);
        assertTrue(older.startsWith("pbkdf2-sha256$1000$"));
        assertTrue(passwords.matches(PASSWORD, older));
        assertFalse(passwords.matches("wrong password!", older));
    }

    @Test
    void aTamperedStringMatchesNothing() {
        String stored = passwords.hash(PASSWORD, 1_000);
        String[] parts = stored.split("\\$");
        byte[] hash = Base64.getDecoder().decode(parts[3]);
        hash[0] ^= 1;
        String flipped = parts[0] + "$" + parts[1] + "$" + parts[2] + "$"
                + Base64.getEncoder().encodeToString(hash);
        assertFalse(passwords.matches(PASSWORD, flipped));
        byte[] salt = Base64.getDecoder().decode(parts[2]);
        salt[0] ^= 1;
        assertFalse(passwords.matches(
                PASSWORD, parts[0] + "$" + parts[1] + "$" + Base64.getEncoder().encodeToString(salt) + "$" + parts[3]));
        assertFalse(passwords.matches(PASSWORD, parts[0] + "$1001$" + parts[2] + "$" + parts[3]));
        assertFalse(passwords.matches(PASSWORD, "pbkdf2-sha1$" + parts[1] + "$" + parts[2] + "$" + parts[3]));
        assertFalse(passwords.matches(PASSWORD, parts[0] + "$" + parts[1] + "$" + parts[2]));
        assertFalse(passwords.matches(PASSWORD, parts[0] + "$many$" + parts[2] + "$" + parts[3]));
        assertFalse(passwords.matches(PASSWORD, parts[0] + "$" + parts[1] + "$%%%$" + parts[3]));
        assertFalse(passwords.matches(PASSWORD, parts[0] + "$0$" + parts[2] + "$" + parts[3]));
        assertFalse(passwords.matches(PASSWORD, parts[0] + "$2000000000$" + parts[2] + "$" + parts[3]));
        assertFalse(passwords.matches(PASSWORD, parts[0] + "$" + parts[1] + "$" + parts[2] + "$AAAA"));
        assertFalse(passwords.matches(PASSWORD, ""));
        assertTrue(passwords.matches(PASSWORD, stored));
    }

    /** A password is one password however a keyboard composes it: "é" as one code point or as e and an accent. */
    @Test
    void passwordsAreComparedInTheirComposedForm() {
        String composed = "caf\u00e9 au lait, bitte";
        String decomposed = "cafe\u0301 au lait, bitte";
        assertTrue(passwords.matches(decomposed, passwords.hash(composed)));
        assertTrue(passwords.matches(composed, passwords.hash(decomposed)));
    }

    /** A hash made before the rule from a decomposed password still signs that password in. */
    @Test
    void aHashMadeBeforeTheRuleFromAnotherFormStillMatches() throws Exception {
        String decomposed = "cafe\u0301 au lait, bitte";
        byte[] salt = new byte[Passwords.SALT_BYTES];
        byte[] derived = SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256")
                .generateSecret(new PBEKeySpec(decomposed.toCharArray(), salt, 1_000, 256))
                .getEncoded();
        Base64.Encoder base64 = Base64.getEncoder();
        String before = "pbkdf2-sha256$1000$" + base64.encodeToString(salt) + "$" + base64.encodeToString(derived);
        assertTrue(passwords.matches(decomposed, before));
        assertFalse(passwords.matches("cafe au lait, bitte", before));
    }

    @Test
    void fewerRoundsThanTheHashersAreOutdated() {
        assertTrue(Passwords.outdated(passwords.hash(PASSWORD, 210_000)));
        assertFalse(Passwords.outdated(passwords.hash(PASSWORD)));
        assertFalse(Passwords.outdated("not a hash"));
    }

    @Test
    void theSameSaltMakesTheSameHashAndTheDecoyMatchesNothing() {
        byte[] salt = new byte[Passwords.SALT_BYTES];
        assertEquals(passwords.hashSecret(PASSWORD, salt), passwords.hashSecret(PASSWORD, salt));
        assertNotEquals(passwords.hashSecret(PASSWORD, salt), passwords.hashSecret("another password", salt));
        assertFalse(passwords.decoy(PASSWORD));
        assertFalse(passwords.decoy(null));
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
