package it.com.propertyportal.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import it.com.propertyportal.Api;
import it.com.propertyportal.BrowserTests;
import it.com.propertyportal.Fixture;
import it.com.propertyportal.verification.Mail;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The example contact portal (examples/contact-portal), run from its jar against the test server, driven by
 * headless Chromium (src/test/browser/contact-portal.test.mjs): a contact signs in with the code GreenMail
 * caught and sees their card and not another contact's; a tampered session or one naming another contact is
 * a 401; the API key is in no response the browser received, nor in the portal's log.
 */
class ContactPortalBrowserIT {

    @RegisterExtension
    static final GreenMailExtension MAIL = Mail.server();

    @Test
    void aContactSignsInWithTheirCodeAndSeesOnlyTheirOwnCards() throws Exception {
        Fixture fixture = new Fixture().imported();
        String key = fixture.newKey();
        String ownCard = card(key, fixture, "Lease of " + Api.unique("flat"), fixture.contact);
        String otherCard = card(key, fixture, "Lease of " + Api.unique("house"), fixture.otherContact);

        try (RunningContactPortal portal = RunningContactPortal.start(key, fixture.board);
                MailedCodes codes = MailedCodes.serve(MAIL)) {
            BrowserTests.run(
                    "contact-portal.test.mjs",
                    Map.of(
                            "SCREENSHOTS",
                            BrowserTests.screenshots().toString(),
                            "CONTACT_PORTAL_URL",
                            portal.url(),
                            "MAILED_CODES_URL",
                            codes.url(),
                            "CONTACT_EMAIL",
                            fixture.email,
                            "UNKNOWN_EMAIL",
                            Api.unique("nobody") + "@example.com",
                            "OWN_CARD",
                            ownCard,
                            "OTHER_CARD",
                            otherCard,
                            "OTHER_CONTACT_ID",
                            fixture.otherContact,
                            "API_KEY",
                            key));
            assertEquals(1, Mail.countTo(MAIL, fixture.email));
            assertFalse(portal.log().contains(key), "the API key is in the contact portal's log");
        }
    }

    private static String card(String key, Fixture fixture, String name, String contactId) {
        Api.Reply reply = Api.post(
                "/api/board/" + fixture.board,
                "{\"name\":\"" + name + "\",\"references\":[\"" + contactId + "\"]}",
                "x-token",
                key);
        assertEquals(200, reply.status(), reply::toString);
        return name;
    }
}
