package com.propertyportal.mail;

/** A message could not be handed to the mail server (refused, unreachable or too slow). */
public class MailFailure extends Exception {

    public MailFailure(String message, Throwable cause) {
        super(message, cause);
    }
}
