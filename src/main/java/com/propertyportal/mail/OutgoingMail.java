package com.propertyportal.mail;

import java.util.Objects;
import java.util.Optional;

/** One message to send: an HTML body always travels with a plain-text alternative. */
public record OutgoingMail(String to, Optional<String> replyTo, String subject, String html, String text) {

    public OutgoingMail {
        Objects.requireNonNull(to);
        Objects.requireNonNull(replyTo);
        Objects.requireNonNull(subject);
        Objects.requireNonNull(html);
        Objects.requireNonNull(text);
    }
}
