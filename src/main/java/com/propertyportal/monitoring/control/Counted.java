package com.propertyportal.monitoring.control;

import org.eclipse.microprofile.metrics.Metadata;

/** The service's own counters at /metrics, each with the one label it may carry (or none). */
public enum Counted {
    VERIFICATION_STARTED(
            "verification.started", "Verification requests stored (each one's mail then sent or failed)", null),
    VERIFICATION_MAIL_FAILED("verification.mail.failed", "Verification mails the SMTP server did not accept", null),
    VERIFICATION_CONFIRMED("verification.confirmed", "Verification codes confirmed", null),
    VERIFICATION_WRONG_CODES("verification.wrong.codes", "Wrong codes given for a pending verification request", null),
    VERIFICATION_INVALIDATED(
            "verification.invalidated", "Verification requests invalidated by too many wrong codes", null),
    VERIFICATION_PURGED("verification.purged", "Ended verification requests deleted by the purge", null),
    PASSWORDS_HASHED(
            "passwords.hashed",
            "Password hashes computed (PBKDF2, 600,000 rounds): one per sign-in or password check, one per new password",
            null),
    REFUSED("refusals", "Requests refused by a rate limit or the login throttle, by reason (a Refusal)", "reason"),
    FORM_SUBMISSIONS("forms.submissions", "Form submissions accepted (honeypot hits excluded)", null),
    FORM_HONEYPOT_HITS("forms.honeypot.hits", "Form submissions that filled the honeypot field", null),
    API_KEY_REQUESTS(
            "apikeys.requests", "Core API requests admitted for an API key, by the key's organization", "organization"),
    DELEGATE_TOKEN_REQUESTS(
            "delegate.tokens.requests",
            "Core API requests admitted for a user's delegate token, by the user's organization",
            "organization");

    private final Metadata metadata;
    private final String label;

    Counted(String name, String description, String label) {
        this.metadata =
                Metadata.builder().withName(name).withDescription(description).build();
        this.label = label;
    }

    Metadata metadata() {
        return metadata;
    }

    /** The name of this counter's one label, or null when it has none. */
    String label() {
        return label;
    }
}
