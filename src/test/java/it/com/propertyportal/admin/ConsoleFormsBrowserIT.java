package it.com.propertyportal.admin;

import it.com.propertyportal.BrowserTests;
import java.io.IOException;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The headless-Chromium test of the console's form editor and a board's field list (src/test/browser/forms.test.mjs):
 * errors beside their fields, a live preview drawn by the embed script, the saved form on its public page, a board
 * field seen through the core API, and the board's API switch.
 */
class ConsoleFormsBrowserIT {

    @Test
    void theOperatorEditsAFormAndABoardsFields() throws IOException, InterruptedException {
        BrowserTests.run(
                "forms.test.mjs",
                Map.of("SCREENSHOTS", BrowserTests.screenshots().toString()));
    }
}
