package it.com.propertyportal.admin;

import it.com.propertyportal.BrowserTests;
import java.io.IOException;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The headless-Chromium test of the admin console (src/test/browser/console.test.mjs); it saves the
 * docs/console.md's screenshots of the console where {@link BrowserTests#screenshots()} says.
 */
class ConsoleBrowserIT {

    @Test
    void anAdministratorWorksThroughTheConsole() throws IOException, InterruptedException {
        BrowserTests.run(
                "console.test.mjs",
                Map.of("SCREENSHOTS", BrowserTests.screenshots().toString()));
    }
}
