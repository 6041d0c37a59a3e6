package it.com.propertyportal.core;

import static it.com.propertyportal.core.ReferenceCardRequestsIT.errors;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import it.com.propertyportal.Api;
import it.com.propertyportal.Fixture;
import it.com.propertyportal.verification.Mail;
import jakarta.json.JsonObject;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Contact and verification requests in the shapes the hosted product's OpenAPI document gives them are
 * accepted, members it documents that this service does not keep included; what neither knows is a 400
 * naming it.
 */
class ReferenceContactRequestsIT {

    @RegisterExtension
    static final GreenMailExtension MAIL = Mail.server();

    private final Fixture fixture = new Fixture().imported();
    private final String key = fixture.newKey();

    private JsonObject accepted(Api.Reply reply) {
        assertEquals(200, reply.status(), reply::toString);
        return reply.json();
    }

    private int count(String query) {
        return accepted(Core.get(key, "/api/contacts" + query)).getInt("count");
    }

    @Test
    void theReferencesContactExampleIsAcceptedWithTheNumbersTypeReadAndNotKept() {
        String email = Api.unique("jane") + "@example.com";
        JsonObject jane = accepted(
                Core.post(
                        key,
                        "/api/contacts",
                        "{\"firstname\": \"Jane\", \"lastname\": \"Smith\", \"email\": \"" + email + "\","
                                + " \"phone\": [{\"number\": \"+15555550100\", \"type\": \"mobile\"}], \"contactType\": \"Tenant\"}"));
        assertEquals("+15555550100", jane.getString("phone"));
        String id = jane.getString("_id");
        accepted(Core.post(
                key,
                "/api/contacts",
                "{\"_id\": \"" + id + "\", \"firstname\": \"Jane\", \"lastname\": \"Smith\", \"email\": [\"" + email
                        + "\", \"jane.smith@example.org\"], \"phone\": [{\"number\": \"+15555550101\", \"type\": \"work\"},"
                        + " {\"number\": \"+15555550102\", \"type\": \"home\"}], \"typeId\": \"type-1\", \"contactType\":"
                        + " \"Tenant\", \"isCompany\": false, \"title\": \"Ms\", \"company\": \"Acme\", \"imageUrl\":"
                        + " \"https://example.com/jane.png\", \"customFields\": {\"cf1\": \"blue\"}}"));
        accepted(Core.post(
                key,
                "/api/contacts",
                "{\"First Name\": \"Lee\", \"Last Name\": \"Park\", \"Email\": \"" + Api.unique("lee")
                        + "@example.com\", \"Mobile Phone\": \"+15555550103\", \"Work Phone\": \"+15555550104\","
                        + " \"Home Phone\": \"+15555550105\", \"Contact Type\": \"Owner\", \"Title\": \"Mr\", \"Company\":"
                        + " \"Park Ltd\"}"));
        assertEquals(
                Map.of(
                        "phone[0].type", "must be one of mobile, work, home",
                        "phone[1].extension", "is not a known field",
                        "phone[2].type", "must be a string",
                        "nickname", "is not a known field of a contact"),
                errors(Core.post(
                        key,
                        "/api/contacts",
                        "{\"firstname\": \"Bad\", \"nickname\": \"B\", \"phone\": [{\"number\": \"+15555550100\","
                                + " \"type\": \"fax\"}, {\"number\": \"+15555550101\", \"extension\": \"12\"},"
                                + " {\"number\": \"+15555550102\", \"type\": 1}]}")));
    }

    @Test
    void anUpdateInTheReferencesShapeIsAcceptedAndAnIdInItsBodyIsNotUsed() {
        String path = "/api/contacts/" + fixture.contact;
        accepted(Core.post(
                key,
                path,
                "{\"firstname\": \"Jane\", \"lastname\": \"Smith\", \"email\": \"" + fixture.email + "\","
                        + " \"phone\": [{\"number\": \"+15555550100\", \"type\": \"home\"}]}"));
        JsonObject updated =
                accepted(Core.post(key, path, "{\"_id\": \"" + fixture.otherContact + "\", \"title\": \"Dr\"}"));
        assertEquals(fixture.contact, updated.getString("_id"));
        assertEquals(
                Map.of("phone[0].kind", "is not a known field"),
                errors(Core.post(key, path, "{\"phone\": [{\"number\": \"+15555550100\", \"kind\": \"home\"}]}")));
    }

    @Test
    void everyListParameterOfTheReferenceIsAcceptedAndAnEmptyOneIsNotSent() {
        int all = count("");
        assertEquals(
                1,
                count("?page=0&contact_type=&email=" + fixture.email + "&phone=&name=robin%20banks&updated_after="
                        + URLEncoder.encode("2020-01-01T00:00:00+0000", StandardCharsets.UTF_8)
                        + "&updated_before=2999-01-01T00:00:00Z"));
        assertEquals(all, count("?page=&pageSize=&contact_type=&email=&phone=&name=&updated_after=&updated_before="));
        for (String after : List.of(
                "2020-01-01T00:00:00Z",
                "2020-01-01T00:00:00+00:00",
                "2020-01-01T00:00:00+0000",
                "2020-01-01T00:00:00+00")) {
            assertEquals(1, count("?email=" + fixture.email + "&updated_after=" + after), after + " unencoded");
            assertEquals(
                    1,
                    count("?email=" + fixture.email + "&updated_after="
                            + URLEncoder.encode(after, StandardCharsets.UTF_8)),
                    after);
        }
        assertEquals(0, count("?email=" + fixture.email + "&updated_before=2020-01-01T00:00:00+0000"));
        assertEquals(
                List.of("search"),
                List.copyOf(errors(Core.get(key, "/api/contacts?search=&page=")).keySet()));
        assertEquals(
                List.of("updated_after"),
                List.copyOf(errors(Core.get(key, "/api/contacts?updated_after=2020-01-01"))
                        .keySet()));
    }

    @Test
    void theReferencesLookUpByEmailIsAcceptedAndAnythingElseIsNamed() {
        JsonObject found = accepted(Core.post(
                key, "/api/contacts/by-email", "{\"email\": \"" + fixture.email + "\", \"limit\": 20, \"skip\": 0}"));
        assertEquals(1, found.getJsonArray("contacts").size());
        assertEquals(
                Map.of("limit", "must be an integer", "page", "is not a known field"),
                errors(Core.post(
                        key,
                        "/api/contacts/by-email",
                        "{\"email\": \"" + fixture.email + "\", \"limit\": \"20\", \"page\": 1}")));
    }

    @Test
    void theReferencesVerificationBodiesAreAcceptedAndAnythingElseIsNamed() {
        Api.Reply custom = Core.post(
                key,
                "/api/contacts/verify-email",
                "{\"email\": \"" + fixture.email + "\", \"emailSubject\": \"Your access code\", \"replyTo\":"
                        + " \"support@example.com\", \"emailHtml\": \"<p>Your code is <strong>{{ verificationCode }}"
                        + "</strong>. It expires in {{ expirationTime }}.</p>\"}");
        accepted(custom);
        String other = "sam." + fixture.email;
        String requestId = accepted(Core.post(key, "/api/contacts/verify-email", "{\"email\": \"" + other + "\"}"))
                .getString("requestId");
        String code = Mail.codeIn(Mail.lastTo(MAIL, other));
        assertEquals(
                Map.of("channel", "is not a known field"),
                errors(Core.post(
                        key,
                        "/api/contacts/verify-email/" + requestId + "/confirm",
                        "{\"code\": \"" + code + "\", \"channel\": \"email\"}")));
        JsonObject confirmed = accepted(
                Core.post(key, "/api/contacts/verify-email/" + requestId + "/confirm", "{\"code\": \"" + code + "\"}"));
        assertEquals(true, confirmed.getBoolean("verified"));
        assertEquals(
                Map.of("emailSubject", "must be a string", "smsText", "is not a known field"),
                errors(Core.post(
                        key,
                        "/api/contacts/verify-email",
                        "{\"email\": \"" + fixture.email + "\", \"emailSubject\": 1, \"smsText\": \"x\"}")));
    }
}
