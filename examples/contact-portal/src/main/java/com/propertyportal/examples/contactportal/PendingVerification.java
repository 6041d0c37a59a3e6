package com.propertyportal.examples.contactportal;

/**
 * Between the e-mail and the code: the address, the Property Portal's requestId (empty when it knows no
 * contact with that address, so the page cannot tell who is a contact) and the wrong codes so far. The
 * Property Portal counts the attempts that matter; this count only tells the person how many are left.
 */
public record PendingVerification(String email, String requestId, int wrongCodes, long expires)
        implements Seal.Expiring {

    public static final String COOKIE = "contact_pending";
    public static final String PURPOSE = "pending";
    public static final long LIFETIME_SECONDS = 10 * 60;
    public static final int MOST_WRONG_CODES = 5;

    public PendingVerification {
        email = email == null ? "" : email;
        requestId = requestId == null ? "" : requestId;
    }

    public PendingVerification afterWrongCode() {
        return new PendingVerification(email, requestId, wrongCodes + 1, expires);
    }

    public int attemptsLeft() {
        return Math.max(0, MOST_WRONG_CODES - wrongCodes);
    }
}
