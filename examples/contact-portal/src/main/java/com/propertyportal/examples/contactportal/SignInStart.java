package com.propertyportal.examples.contactportal;

/** The e-mail form's state: a random nonce its anti-forgery token is bound to. */
public record SignInStart(String nonce, long expires) implements Seal.Expiring {

    public static final String COOKIE = "contact_start";
    public static final String PURPOSE = "start";
    public static final long LIFETIME_SECONDS = 60 * 60;
}
