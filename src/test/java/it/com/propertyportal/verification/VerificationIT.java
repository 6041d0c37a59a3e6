package it.com.propertyportal.verification;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.GreenMailUtil;
import it.com.propertyportal.Api;
import it.com.propertyportal.Fixture;
import it.com.propertyportal.ServerFiles;
import jakarta.json.JsonObject;
import jakarta.mail.internet.MimeMessage;
import jakarta.mail.internet.MimeMultipart;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Every state and error of the verification flow (docs/verification.md), over HTTP with a real SMTP server. */
class VerificationIT {

    @RegisterExtension
    static final GreenMailExtension MAIL = Mail.server();

    private final Fixture fixture = new Fixture().imported();
    private final String key = fixture.newKey();

    private JsonObject started(Api.Reply reply) {
        assertEquals(200, reply.status(), reply::toString);
        return reply.json();
    }

    @Test
    void aRightCodeVerifiesOnceAndAnswersTheContacts() throws Exception {
        Api.Reply reply = Verify.start(key, fixture.email.toUpperCase());
        JsonObject started = started(reply);
        String requestId = started.getString("requestId");
        assertTrue(requestId.matches("[0-9a-f]{32}"), requestId);
        assertEquals("/api/contacts/verify-email/" + requestId + "/confirm", started.getString("verifyUrl"));

        MimeMessage message = Mail.lastTo(MAIL, fixture.email.toUpperCase());
        assertEquals("Your verification code", message.getSubject());
        assertEquals("verify@portal.test", message.getFrom()[0].toString());
        MimeMultipart parts = (MimeMultipart) message.getContent();
        assertTrue(parts.getContentType().startsWith("multipart/alternative"));
        assertTrue(parts.getBodyPart(0).isMimeType("text/plain"));
        assertTrue(parts.getBodyPart(1).isMimeType("text/html"));
        String code = Mail.codeIn(message);
        assertTrue(((String) parts.getBodyPart(1).getContent()).contains(code));
        assertTrue(((String) parts.getBodyPart(1).getContent()).contains("10 minutes"));
        assertFalse(reply.body().contains(code));

        Api.Reply confirmed = Verify.confirm(key, requestId, code);
        assertEquals(200, confirmed.status(), confirmed::toString);
        assertTrue(confirmed.json().getBoolean("verified"));
        List<JsonObject> contacts = confirmed.json().getJsonArray("contacts").getValuesAs(JsonObject.class);
        assertEquals(
                List.of(fixture.contact),
                contacts.stream().map(c -> c.getString("_id")).toList());
        assertEquals("Robin Banks", contacts.get(0).getString("fullname"));

        Api.Reply again = Verify.confirm(key, requestId, code);
        assertEquals(401, again.status());
        assertFalse(again.body().contains(code));
    }

    @Test
    void anUnknownAddressIs404AndNoMailIsSent() {
        String stranger = Api.unique("stranger") + "@example.com";
        Api.Reply reply = Verify.start(key, stranger);
        assertEquals(404, reply.status(), reply::toString);
        assertEquals(0, Mail.countTo(MAIL, stranger));
        Fixture other = new Fixture().imported();
        assertEquals(404, Verify.start(key, other.email).status());
    }

    @Test
    void badInitiationsAre400NamingTheField() {
        assertField("{}", "email");
        assertField("{\"email\": \"not an address\"}", "email");
        assertField("{\"email\": \"" + fixture.email + "\", \"replyTo\": \"a@example.com, b@example.com\"}", "replyTo");
        assertField(
                "{\"email\": \"" + fixture.email + "\", \"emailSubject\": \"Hi\\r\\nBcc: x@example.com\"}",
                "emailSubject");
        assertField("{\"email\": \"" + fixture.email + "\", \"emailHtml\": \"<p>No code here</p>\"}", "emailHtml");
        String huge = "{{ verificationCode }}" + "x".repeat(100_001);
        assertField("{\"email\": \"" + fixture.email + "\", \"emailHtml\": \"" + huge + "\"}", "emailHtml");
        assertEquals(0, Mail.countTo(MAIL, fixture.email));
    }

    private void assertField(String body, String field) {
        Api.Reply reply = Verify.initiate(key, body);
        assertEquals(400, reply.status(), reply::toString);
        assertEquals(field, reply.json().getJsonArray("errors").getJsonObject(0).getString("field"));
    }

    @Test
    void aKeyIsRequired() {
        assertEquals(
                401,
                Api.post("/api/contacts/verify-email", "{\"email\": \"" + fixture.email + "\"}")
                        .status());
        assertEquals(
                401,
                Api.post("/api/contacts/verify-email/" + "0".repeat(32) + "/confirm", "{\"code\": \"1\"}")
                        .status());
    }

    @Test
    void theIntegratorsSubjectReplyToAndHtmlAreUsedWithThePlaceholdersFilled() throws Exception {
        String html = "<h1>Welcome</h1><p>Code: {{verificationCode}}, valid for {{ expirationTime }}.</p>";
        started(Verify.initiate(
                key,
                "{\"email\": \"" + fixture.email + "\", \"emailSubject\": \"Your Harbor code\", "
                        + "\"replyTo\": \"help@harbor.example\", \"emailHtml\": \"" + html + "\"}"));
        MimeMessage message = Mail.lastTo(MAIL, fixture.email);
        assertEquals("Your Harbor code", message.getSubject());
        assertEquals("help@harbor.example", message.getReplyTo()[0].toString());
        MimeMultipart parts = (MimeMultipart) message.getContent();
        String sentHtml = (String) parts.getBodyPart(1).getContent();
        String code = Mail.codeIn((String) parts.getBodyPart(0).getContent());
        assertEquals("<h1>Welcome</h1><p>Code: " + code + ", valid for 10 minutes.</p>", sentHtml);
    }

    @Test
    void theFifthWrongCodeInvalidatesTheRequestForGood() {
        String requestId = started(Verify.start(key, fixture.email)).getString("requestId");
        String code = Mail.codeIn(Mail.lastTo(MAIL, fixture.email));
        for (int i = 0; i < 5; i++) {
            assertEquals(401, Verify.confirm(key, requestId, Verify.wrong(code)).status());
        }
        Api.Reply refused = Verify.confirm(key, requestId, code);
        assertEquals(401, refused.status());
        assertEquals("VERIFICATION_FAILED", refused.json().getString("error"));
    }

    @Test
    void fourWrongCodesStillLeaveTheRightOneValid() {
        String requestId = started(Verify.start(key, fixture.email)).getString("requestId");
        String code = Mail.codeIn(Mail.lastTo(MAIL, fixture.email));
        for (int i = 0; i < 4; i++) {
            assertEquals(401, Verify.confirm(key, requestId, Verify.wrong(code)).status());
        }
        Api.Reply missing = Api.post("/api/contacts/verify-email/" + requestId + "/confirm", "{}", "x-token", key);
        assertEquals(400, missing.status());
        assertEquals(
                "code", missing.json().getJsonArray("errors").getJsonObject(0).getString("field"));
        assertEquals(200, Verify.confirm(key, requestId, code).status());
    }

    @Test
    void anUnknownRequestOrAnotherOrganizationsKeyIs401() {
        String requestId = started(Verify.start(key, fixture.email)).getString("requestId");
        String code = Mail.codeIn(Mail.lastTo(MAIL, fixture.email));
        assertEquals(401, Verify.confirm(key, "f".repeat(32), code).status());
        assertEquals(401, Verify.confirm(key, "not-a-request", code).status());
        String foreignKey = new Fixture().imported().newKey();
        assertEquals(401, Verify.confirm(foreignKey, requestId, code).status());
        assertEquals(200, Verify.confirm(key, requestId, code).status());
    }

    @Test
    void theCodeNeverReachesTheLogs() {
        started(Verify.start(key, fixture.email));
        String code = Mail.codeIn(GreenMailUtil.getBody(Mail.lastTo(MAIL, fixture.email)));
        String logs = ServerFiles.allLogs();
        assertFalse(
                java.util.regex.Pattern.compile("\\b" + code + "\\b")
                        .matcher(logs)
                        .find(),
                "code in logs");
    }
}
