package it.com.propertyportal.admin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.GreenMailUtil;
import it.com.propertyportal.Api;
import it.com.propertyportal.BrowserTests;
import it.com.propertyportal.verification.Mail;
import java.io.IOException;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The headless-Chromium test of the console's Users section (src/test/browser/users.test.mjs); the users
 * invited without a password are mailed their link, the one with a password is mailed nothing.
 */
class ConsoleUsersBrowserIT {

    @RegisterExtension
    static final GreenMailExtension MAIL = Mail.server();

    @Test
    void theOperatorKeepsAnOrganizationsUsersInTheConsole() throws IOException, InterruptedException {
        String active = Api.unique("kim") + "@example.com";
        String invited = Api.unique("ava") + "@example.com";
        String invitedToo = Api.unique("noah") + "@example.com";
        BrowserTests.run(
                "users.test.mjs",
                Map.of(
                        "SCREENSHOTS", BrowserTests.screenshots().toString(),
                        "ACTIVE_EMAIL", active,
                        "INVITED_EMAIL", invited,
                        "INVITED_EMAIL_2", invitedToo));
        assertEquals(0, Mail.countTo(MAIL, active));
        for (String address : new String[] {invited, invitedToo}) {
            assertEquals(1, Mail.countTo(MAIL, address), address);
            String body = GreenMailUtil.getBody(Mail.lastTo(MAIL, address)).replace("=\r\n", "");
            assertTrue(body.contains(Api.BASE + "/users/set-password?token="), body);
        }
    }
}
