package com.propertyportal.identity.control;

/**
 * Why a single sign-on did not open a session: {@code reason} is what the sign-in page is told (its
 * {@code error} parameter), {@code detail} what the log and the audit say, never a code, token or secret.
 */
public class SsoFailure extends Exception {

    public static final String FAILED = "sso-failed";
    public static final String UNAVAILABLE = "sso-unavailable";
    public static final String UNVERIFIED = "sso-unverified";
    public static final String UNKNOWN = "sso-unknown";
    /** No organization's single sign-on was named: the address's domain is no organization's, or none was given. */
    public static final String NONE = "sso-none";
    /** Several organizations sign in the address's domain: the person uses their organization's own link. */
    public static final String SEVERAL = "sso-organization";
    /** Too many single sign-ons were started from the client address in the last hour. */
    public static final String BUSY = "sso-busy";

    private final String reason;

    public SsoFailure(String reason, String detail) {
        super(detail, null, false, false);
        this.reason = reason;
    }

    public SsoFailure(String reason, String detail, Throwable cause) {
        super(detail + ": " + cause.getClass().getSimpleName(), null, false, false);
        this.reason = reason;
    }

    public String reason() {
        return reason;
    }
}
