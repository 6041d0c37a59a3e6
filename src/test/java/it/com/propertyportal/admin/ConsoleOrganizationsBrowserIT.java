package it.com.propertyportal.admin;

import it.com.propertyportal.BrowserTests;
import java.io.IOException;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The headless-Chromium test of setting a property business up in the console alone
 * (src/test/browser/organizations.test.mjs): the operator's New organization and its settings, an Admin's
 * change and a stale save refused, a new board, its API switched on, its first key, and an archived board.
 */
class ConsoleOrganizationsBrowserIT {

    @Test
    void aPropertyBusinessIsSetUpInTheConsoleAlone() throws IOException, InterruptedException {
        BrowserTests.run(
                "organizations.test.mjs",
                Map.of("SCREENSHOTS", BrowserTests.screenshots().toString()));
    }
}
