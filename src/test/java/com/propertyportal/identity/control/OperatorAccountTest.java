package com.propertyportal.identity.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.propertyportal.settings.DataDirectory;
import com.propertyportal.settings.DatabaseKind;
import com.propertyportal.verification.control.VerificationSecret;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The operator's credential: one hasher, a generation that is the same on every server with the same settings
 * and moves on with ADMIN_USER or ADMIN_PASSWORD, and a generated password's hash of fewer rounds made anew at its
 * next right sign-in.
 */
class OperatorAccountTest {

    @TempDir
    Path data;

    private OperatorAccount account(Optional<String> user, Optional<String> password) {
        OperatorAccount account = new OperatorAccount();
        account.configuredUser = user;
        account.configuredPassword = password;
        account.dataDirectory = new DataDirectory() {
            @Override
            public Path root() {
                return data;
            }
        };
        account.databaseKind = new DatabaseKind() {
            @Override
            public boolean isEmbedded() {
                return true;
            }
        };
        account.adminCenter = new AdminCenterAccess() {
            @Override
            public void grant(String name, String secret) {}
        };
        account.passwords = new Passwords();
        account.serverSecret = new VerificationSecret() {
            @Override
            public byte[] derive(String purpose) {
                return Arrays.copyOf(("servers' shared secret for " + purpose).getBytes(StandardCharsets.UTF_8), 32);
            }
        };
        account.resolve();
        return account;
    }

    @Test
    void theConfiguredPasswordIsCheckedByTheOneHasherAndItsGenerationIsEveryServersOwn() {
        OperatorAccount one = account(Optional.of("ops"), Optional.of("the operator's own phrase"));
        OperatorAccount other = account(Optional.of("ops"), Optional.of("the operator's own phrase"));
        assertTrue(one.matches("the operator's own phrase"));
        assertFalse(one.matches("the operator's own phrase!"));
        assertTrue(one.isNamed("ops"));
        assertFalse(one.isNamed("admin"));
        assertEquals(one.generation(), other.generation(), "two servers with the same settings");
        assertEquals(64, one.generation().length());
        assertFalse(one.generation().contains("phrase"));
        assertNotEquals(
                one.generation(),
                account(Optional.of("ops"), Optional.of("a new phrase")).generation(),
                "a new password");
        assertNotEquals(
                one.generation(),
                account(Optional.of("ops2"), Optional.of("the operator's own phrase"))
                        .generation(),
                "a new name");
    }

    @Test
    void aGeneratedPasswordsOlderHashIsMadeAnewAtTheNextRightSignIn() throws IOException {
        OperatorAccount first = account(Optional.empty(), Optional.empty());
        String generated = Files.readString(data.resolve(OperatorAccount.INITIAL_PASSWORD_FILE))
                .strip();
        assertTrue(first.matches(generated));
        assertTrue(Files.readString(data.resolve(OperatorAccount.HASH_FILE)).startsWith("pbkdf2-sha256$600000$"));
        assertEquals(
                first.generation(), account(Optional.empty(), Optional.empty()).generation(), "after a restart");

        String older = new Passwords().hash(generated, 210_000);
        Files.writeString(data.resolve(OperatorAccount.HASH_FILE), older);
        OperatorAccount before = account(Optional.empty(), Optional.empty());
        String generationBefore = before.generation();
        assertFalse(before.matches("not it"));
        assertEquals(older, Files.readString(data.resolve(OperatorAccount.HASH_FILE)), "a wrong one changes nothing");
        assertTrue(before.matches(generated));
        String upgraded = Files.readString(data.resolve(OperatorAccount.HASH_FILE));
        assertTrue(upgraded.startsWith("pbkdf2-sha256$600000$"), upgraded.substring(0, 20));
        assertTrue(before.matches(generated));
        assertNotEquals(generationBefore, before.generation());
        assertEquals(
                before.generation(), account(Optional.empty(), Optional.empty()).generation());
    }
}
