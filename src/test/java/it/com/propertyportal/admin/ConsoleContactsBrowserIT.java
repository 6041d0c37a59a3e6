package it.com.propertyportal.admin;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import it.com.propertyportal.BrowserTests;
import it.com.propertyportal.verification.Mail;
import jakarta.mail.internet.MimeMessage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The headless-Chromium test of the console's Contacts and Submissions (src/test/browser/contacts.test.mjs). The
 * verification code it has mailed to a contact must appear nowhere on that contact's page.
 */
class ConsoleContactsBrowserIT {

    @RegisterExtension
    static final GreenMailExtension MAIL = Mail.server();

    @Test
    void aManagerFindsContactsTheirCardsAndHistoryAndAFormsSubmissions() throws IOException, InterruptedException {
        Path screenshots = BrowserTests.screenshots();
        Path view = screenshots.resolve("contact-view.txt");
        Files.deleteIfExists(view);
        BrowserTests.run("contacts.test.mjs", Map.of("SCREENSHOTS", screenshots.toString()));
        String page = Files.readString(view);
        MimeMessage[] received = MAIL.getReceivedMessages();
        assertTrue(received.length >= 1, "the test mailed a verification code");
        for (MimeMessage message : received) {
            String code = Mail.codeIn(message);
            assertFalse(page.contains(code), "the contact's page shows the mailed code " + code);
        }
        assertTrue(page.contains("waiting for the code"), page);
    }
}
