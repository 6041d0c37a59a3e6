package com.propertyportal.identity.control;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * What a password must be: 12 to 200 characters (counted in code points), not one of the common passwords
 * shipped in users/common-passwords.txt (compared in lower case), and no control characters.
 */
public final class PasswordRule {

    public static final int MIN_LENGTH = 12;
    public static final int MAX_LENGTH = 200;

    private static final Set<String> COMMON = load();

    private PasswordRule() {}

    /** Why the password is refused, or empty when it may be used. */
    public static Optional<String> problemWith(String password) {
        int length = password.codePointCount(0, password.length());
        if (length < MIN_LENGTH) {
            return Optional.of("must be at least " + MIN_LENGTH + " characters");
        }
        if (length > MAX_LENGTH) {
            return Optional.of("must be at most " + MAX_LENGTH + " characters");
        }
        if (password.codePoints().anyMatch(Character::isISOControl)) {
            return Optional.of("must not contain control characters");
        }
        if (COMMON.contains(password.toLowerCase(Locale.ROOT))) {
            return Optional.of("is a commonly used password; choose another");
        }
        return Optional.empty();
    }

    static int commonCount() {
        return COMMON.size();
    }

    private static Set<String> load() {
        Set<String> common = new HashSet<>();
        try (InputStream in = PasswordRule.class.getResourceAsStream("/users/common-passwords.txt")) {
            if (in == null) {
                throw new IllegalStateException("users/common-passwords.txt is missing");
            }
            BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    common.add(line.strip().toLowerCase(Locale.ROOT));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return Set.copyOf(common);
    }
}
