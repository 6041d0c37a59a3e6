package com.propertyportal.verification.boundary;

import com.propertyportal.access.ApiKeyHolder;
import com.propertyportal.access.Needs;
import com.propertyportal.access.Right;
import com.propertyportal.apikeys.control.Caller;
import com.propertyportal.contacts.control.ContactView;
import com.propertyportal.contacts.control.EmailAddresses;
import com.propertyportal.input.JsonInput;
import com.propertyportal.input.Violations;
import com.propertyportal.json.Json;
import com.propertyportal.verification.control.VerificationMail;
import com.propertyportal.verification.control.Verifications;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.Optional;
import java.util.Set;

/** Contact e-mail verification: no transaction here, so none is open while the e-mail is sent. */
@ApiKeyHolder
@Needs(Right.CHANGE)
@ApplicationScoped
@Path("api/contacts/verify-email")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
public class VerificationsResource {

    static final int MAX_HTML_BYTES = 100_000;

    @Inject
    Caller caller;

    @Inject
    Verifications verifications;

    @Inject
    Clock clock;

    /** E-mail a 6-digit code to a contact. */
    @POST
    public JsonObject initiate(JsonObject body) {
        Violations violations = new Violations();
        JsonInput in = JsonInput.root(body, violations);
        in.rejectUnknown(Set.of("email", "emailSubject", "replyTo", "emailHtml"));
        String email = in.requiredString("email", EmailAddresses.MAX_LENGTH);
        if (email != null && !EmailAddresses.isValid(email)) {
            in.reject("email", "must be a valid e-mail address");
        }
        Optional<String> subject = in.string("emailSubject", 200);
        if (subject.filter(s -> s.indexOf('\r') >= 0 || s.indexOf('\n') >= 0).isPresent()) {
            in.reject("emailSubject", "must be one line");
        }
        Optional<String> replyTo = in.string("replyTo", EmailAddresses.MAX_LENGTH);
        if (replyTo.filter(r -> !EmailAddresses.isValid(r)).isPresent()) {
            in.reject("replyTo", "must be one valid e-mail address");
        }
        Optional<String> html = in.text("emailHtml", MAX_HTML_BYTES);
        if (html.filter(h -> h.getBytes(StandardCharsets.UTF_8).length > MAX_HTML_BYTES)
                .isPresent()) {
            in.reject("emailHtml", "must be at most " + MAX_HTML_BYTES + " bytes");
        } else if (html.filter(
                        h -> !VerificationMail.CODE_PLACEHOLDER.matcher(h).find())
                .isPresent()) {
            in.reject("emailHtml", "must contain the {{ verificationCode }} placeholder");
        }
        violations.throwIfAny();
        Verifications.Started started = verifications.initiate(
                caller.organizationId(),
                new Verifications.Initiation(email, subject.filter(s -> !s.isBlank()), replyTo, html),
                clock.instant());
        return Json.createObjectBuilder()
                .add("requestId", started.requestId())
                .add("verifyUrl", started.verifyUrl())
                .build();
    }

    /** Confirm the code of a verification request. */
    @POST
    @Path("{requestId}/confirm")
    public JsonObject confirm(@PathParam("requestId") String requestId, JsonObject body) {
        Violations violations = new Violations();
        JsonInput in = JsonInput.root(body, violations);
        in.rejectUnknown(Set.of("code"));
        String code = in.requiredSecret("code", 64);
        violations.throwIfAny();
        JsonArrayBuilder contacts = Json.createArrayBuilder();
        verifications
                .confirm(caller.organizationId(), requestId, code, clock.instant())
                .forEach(c -> contacts.add(ContactView.withFullname(c)));
        return Json.createObjectBuilder()
                .add("verified", true)
                .add("contacts", contacts)
                .build();
    }
}
