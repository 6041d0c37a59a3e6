package com.propertyportal.identity.entity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class UserTest {

    private static final Instant NOW = Instant.parse("2026-03-01T10:00:00Z");

    private static User invited() {
        User user = new User("u1", "org", " Kim@Example.COM ", "Kim", "Lee", Role.STAFF, NOW);
        user.invite("hash", NOW.plus(Duration.ofHours(72)), NOW);
        return user;
    }

    @Test
    void theAddressIsStoredTrimmedInLowerCase() {
        assertEquals("kim@example.com", invited().email());
        assertEquals("Kim Lee", invited().name());
    }

    @Test
    void aLinkIsValidUntilItsExpiryOnly() {
        User user = invited();
        assertEquals(UserStatus.INVITED, user.status());
        assertTrue(user.linkValidAt(NOW));
        assertTrue(user.linkValidAt(NOW.plus(Duration.ofHours(72)).minusMillis(1)));
        assertFalse(user.linkValidAt(NOW.plus(Duration.ofHours(72))));
    }

    @Test
    void settingThePasswordSpendsTheLinkAndActivates() {
        User user = invited();
        user.setPassword("pbkdf2-sha256$1$a$b", NOW.plusSeconds(5));
        assertEquals(UserStatus.ACTIVE, user.status());
        assertFalse(user.linkValidAt(NOW.plusSeconds(6)));
        assertEquals(NOW.plusSeconds(5), user.updatedAt());
        assertThrows(IllegalStateException.class, () -> user.invite("again", NOW.plusSeconds(99), NOW));
    }

    @Test
    void anArchivedUserHasNoLinkAndGetsNoPassword() {
        User user = invited();
        user.archive(NOW);
        assertEquals(UserStatus.ARCHIVED, user.status());
        assertFalse(user.linkValidAt(NOW));
        assertThrows(IllegalStateException.class, () -> user.setPassword("h", NOW));
    }

    @Test
    void anActiveUsersResetLinkIsReplacedBySpentBySettingAndEndsWithANewAddress() {
        User user = invited();
        user.setPassword("pbkdf2-sha256$1$a$b", NOW);
        user.resetLink("first", NOW.plus(Duration.ofMinutes(30)), NOW);
        assertTrue(user.linkValidAt(NOW.plus(Duration.ofMinutes(30)).minusMillis(1)));
        assertFalse(user.linkValidAt(NOW.plus(Duration.ofMinutes(30))));
        user.setPassword("pbkdf2-sha256$1$c$d", NOW.plusSeconds(1));
        assertFalse(user.linkValidAt(NOW.plusSeconds(2)));

        user.resetLink("second", NOW.plus(Duration.ofMinutes(30)), NOW);
        user.describe("kim@example.com", "Kim", "Lee", Role.STAFF, NOW);
        assertTrue(user.linkValidAt(NOW));
        user.describe("kim.lee@example.com", "Kim", "Lee", Role.STAFF, NOW);
        assertFalse(user.linkValidAt(NOW));
    }

    @Test
    void onlyAnActiveUserGetsAResetLink() {
        assertThrows(IllegalStateException.class, () -> invited().resetLink("h", NOW.plusSeconds(60), NOW));
        User archived = invited();
        archived.archive(NOW);
        assertThrows(IllegalStateException.class, () -> archived.resetLink("h", NOW.plusSeconds(60), NOW));
    }

    @Test
    void namesAndAddressMustNotBeBlank() {
        assertThrows(IllegalArgumentException.class, () -> new User("u", "o", " ", "Kim", "Lee", Role.ADMIN, NOW));
        assertThrows(IllegalArgumentException.class, () -> new User("u", "o", "a@b.c", " ", "Lee", Role.ADMIN, NOW));
    }
}
