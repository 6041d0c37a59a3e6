package com.propertyportal.verification.control;

import com.propertyportal.contacts.control.ContactLookup;
import com.propertyportal.contacts.entity.Contact;
import com.propertyportal.limits.CounterRows;
import com.propertyportal.mail.MailFailure;
import com.propertyportal.mail.Mailer;
import com.propertyportal.monitoring.control.Counted;
import com.propertyportal.monitoring.control.Counters;
import com.propertyportal.monitoring.control.Refusal;
import com.propertyportal.monitoring.control.TracedLog;
import com.propertyportal.persistence.Ids;
import com.propertyportal.problems.ProblemException;
import com.propertyportal.verification.entity.EmailVerification;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.Response;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.logging.Logger;
import java.util.regex.Pattern;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The two steps of contact e-mail verification. The request is stored before the mail is sent and
 * no transaction is open while sending; the code itself is never stored, logged or answered.
 */
@ApplicationScoped
public class Verifications {

    private static final Logger LOG = TracedLog.of(Verifications.class);
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final Pattern REQUEST_ID = Pattern.compile("[0-9a-f]{32}");
    private static final String REFUSED = "The code is wrong, expired or already used, or the request is unknown";

    @Inject
    @ConfigProperty(name = "verification.code.ttl")
    Duration lifetime;

    @Inject
    ContactLookup contacts;

    @Inject
    AbuseLimits abuseLimits;

    @Inject
    VerificationLedger ledger;

    @Inject
    VerificationSecret secret;

    @Inject
    Mailer mailer;

    @Inject
    Counters counters;

    @Inject
    Clock clock;

    /** What a started verification tells the caller: nothing secret. */
    public record Started(String requestId, String verifyUrl) {}

    /** The initiation request, already checked for shape. */
    public record Initiation(String email, Optional<String> subject, Optional<String> replyTo, Optional<String> html) {}

    public Started initiate(String organizationId, Initiation initiation, Instant now) {
        return initiate(organizationId, initiation, now, abuseLimits.rules());
    }

    Started initiate(String organizationId, Initiation initiation, Instant now, AbuseLimits.Rules rules) {
        String email = Contact.normalize(initiation.email());
        if (contacts.byEmails(organizationId, List.of(email), 0, 1).isEmpty()) {
            throw new ProblemException(
                    Response.Status.NOT_FOUND,
                    "CONTACT_NOT_FOUND",
                    "No contact of this organization has that e-mail address");
        }
        String requestId = Ids.randomHex(16);
        String code = String.format("%06d", RANDOM.nextInt(1_000_000));
        EmailVerification verification = new EmailVerification(
                requestId, organizationId, email, secret.hash(requestId, code), now, now.plus(lifetime));
        // The limits are checked and the send counted in the transaction that stores the request; it commits
        // before the mail goes out.
        Optional<AbuseLimits.Refusal> refused = CounterRows.countOnce(() -> ledger.open(verification, rules));
        if (refused.isPresent()) {
            counters.refused(Refusal.VERIFICATION_LIMIT);
            throw refused.get().problem(now);
        }
        counters.add(Counted.VERIFICATION_STARTED);
        try {
            mailer.send(VerificationMail.compose(
                    initiation.email(), initiation.subject(), initiation.replyTo(), initiation.html(), code, lifetime));
        } catch (MailFailure failure) {
            ledger.markSendFailed(requestId, clock.instant());
            counters.add(Counted.VERIFICATION_MAIL_FAILED);
            LOG.warning(() -> "Verification " + requestId + ": " + failure.getMessage() + " ("
                    + failure.getCause().getClass().getSimpleName() + ")");
            throw new ProblemException(
                    Response.Status.INTERNAL_SERVER_ERROR,
                    "EMAIL_SEND_FAILURE",
                    "The verification e-mail could not be sent",
                    List.of(),
                    Map.of(),
                    Map.of("requestId", requestId));
        }
        return new Started(requestId, "/api/contacts/verify-email/" + requestId + "/confirm");
    }

    /**
     * The contacts behind a right code. A spent daily budget of wrong codes answers 429 with Retry-After, right
     * code or not; any other outcome is the same 401.
     */
    public List<Contact> confirm(String organizationId, String requestId, String code, Instant now) {
        return confirm(organizationId, requestId, code, now, abuseLimits.rules());
    }

    List<Contact> confirm(String organizationId, String requestId, String code, Instant now, AbuseLimits.Rules rules) {
        if (!REQUEST_ID.matcher(requestId).matches()) {
            throw refused();
        }
        EmailVerification verification = ledger.find(requestId)
                .filter(v -> v.organizationId().equals(organizationId))
                .filter(v -> v.isPendingAt(now))
                .orElseThrow(Verifications::refused);
        boolean right = secret.matches(requestId, code, verification.codeHash());
        VerificationLedger.Confirmation confirmation =
                CounterRows.countOnce(() -> ledger.confirm(verification, right, now, rules));
        switch (confirmation.outcome()) {
            case VERIFIED -> counters.add(Counted.VERIFICATION_CONFIRMED);
            case WRONG -> counters.add(Counted.VERIFICATION_WRONG_CODES);
            case INVALIDATED -> {
                counters.add(Counted.VERIFICATION_WRONG_CODES);
                counters.add(Counted.VERIFICATION_INVALIDATED);
            }
            case BUDGET_SPENT -> {
                counters.refused(Refusal.VERIFICATION_LIMIT);
                throw confirmation.refusal().orElseThrow().problem(now);
            }
            case ENDED -> {}
        }
        if (confirmation.outcome() != EmailVerification.Outcome.VERIFIED) {
            throw refused();
        }
        return contacts.byEmails(organizationId, List.of(verification.emailNormalized()), 0, 1000);
    }

    private static ProblemException refused() {
        return new ProblemException(Response.Status.UNAUTHORIZED, "VERIFICATION_FAILED", REFUSED);
    }
}
