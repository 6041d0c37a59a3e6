package it.com.propertyportal.admin;

import it.com.propertyportal.BrowserTests;
import java.io.IOException;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The headless-Chromium test of an organization's app in the console (src/test/browser/apps.test.mjs): a board's
 * tab opens the app's page in a sandboxed frame and hands it a delegate token, which the page verifies.
 */
class ConsoleAppsBrowserIT {

    @Test
    void aStaffUserOpensAnAppThatLearnsWhoTheyAre() throws IOException, InterruptedException {
        BrowserTests.run(
                "apps.test.mjs",
                Map.of(
                        "SCREENSHOTS", BrowserTests.screenshots().toString(),
                        "APP_PORT", System.getProperty("it.app.port", "19193")));
    }
}
