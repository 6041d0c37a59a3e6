package it.com.propertyportal.observability;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import it.com.propertyportal.Api;
import it.com.propertyportal.ServerFiles;
import it.com.propertyportal.UsedSecrets;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Runs after every other integration test: no API key, verification code, password or e-mail body that the
 * tests of this run used is in any log or FFDC file the server wrote, in the plain or the JSON format.
 */
class LogAuditIT {

    @Test
    void noKeyCodePasswordOrMailBodyOfThisRunIsInAnyLog() {
        List<String> secrets = UsedSecrets.all();
        assumeFalse(secrets.isEmpty(), "run after the other tests (failsafe's log-audit execution)");
        String logs = ServerFiles.allLogs();
        assertTrue(logs.contains("CWWKF0011I"), "the server's logs are read");
        assertTrue(secrets.stream().anyMatch(s -> s.matches("\\d{6}")), "codes were used");
        assertTrue(secrets.stream().anyMatch(s -> s.length() > 20), "keys were used");
        for (String secret : secrets) {
            // A six-digit code counts only as a number of its own: not inside a longer one (a sequence number),
            // nor as the number of a product's message id (WELD-000900).
            Pattern pattern = Pattern.compile("(?<![0-9])(?<![A-Z]-)" + Pattern.quote(secret) + "(?![0-9])");
            assertFalse(pattern.matcher(logs).find(), "a secret of this run is in the logs: " + secret);
        }
        assertFalse(logs.contains(Api.ADMIN_PASSWORD), "the administrator's password");
        assertFalse(logs.contains("Your verification code is"), "a verification mail's body");
    }
}
