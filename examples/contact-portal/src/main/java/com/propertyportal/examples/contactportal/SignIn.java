package com.propertyportal.examples.contactportal;

import java.io.IOException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * E-mail, then code: asks the Property Portal to e-mail a code, then confirms it and issues the session,
 * bound to the contact ids of the confirm answer.
 */
final class SignIn {

    static final int LONGEST_EMAIL = 254;
    private static final Pattern EMAIL = Pattern.compile("[^\\s@\\p{Cntrl}]{1,64}@[^\\s@\\p{Cntrl}]{1,252}");
    private static final Pattern CODE = Pattern.compile("\\d{6}");
    private static final SecureRandom RANDOM = new SecureRandom();

    private final Seal seal;
    private final PropertyPortal portal;

    SignIn(Seal seal, PropertyPortal portal) {
        this.seal = seal;
        this.portal = portal;
    }

    /** GET /: the e-mail form, with a fresh state cookie its token is bound to. */
    void emailForm(Exchange exchange, String email, String problem, int status) throws IOException {
        byte[] nonce = new byte[16];
        RANDOM.nextBytes(nonce);
        String start = seal.seal(
                SignInStart.PURPOSE,
                new SignInStart(
                        Base64.getUrlEncoder().withoutPadding().encodeToString(nonce),
                        seal.now() + SignInStart.LIFETIME_SECONDS));
        exchange.setCookie(SignInStart.COOKIE, start, SignInStart.LIFETIME_SECONDS);
        exchange.html(status, Pages.emailForm(seal.formToken(start), email, problem));
    }

    /** POST /verify */
    void verify(Exchange exchange, Map<String, String> form) throws IOException {
        Optional<String> start = exchange.cookie(SignInStart.COOKIE);
        if (start.isEmpty()
                || !opens(SignInStart.PURPOSE, start.get(), SignInStart.class)
                || !seal.formTokenMatches(start.get(), form.get("csrf"))) {
            emailForm(exchange, "", "The form had expired. Please enter your address again.", 403);
            return;
        }
        String email = form.getOrDefault("email", "").strip();
        if (email.length() > LONGEST_EMAIL || !EMAIL.matcher(email).matches()) {
            emailForm(
                    exchange,
                    email.length() > LONGEST_EMAIL ? "" : email,
                    "email: enter an e-mail address of at most " + LONGEST_EMAIL + " characters.",
                    400);
            return;
        }
        PropertyPortal.Started started = portal.startVerification(email);
        switch (started.outcome()) {
            case DONE, NOT_A_CONTACT -> {
                // An unknown address gets the same page as a known one: the page tells no one who is a contact.
                PendingVerification pending = new PendingVerification(
                        email, started.requestId(), 0, seal.now() + PendingVerification.LIFETIME_SECONDS);
                exchange.clearCookie(SignInStart.COOKIE);
                exchange.setCookie(
                        PendingVerification.COOKIE,
                        seal.seal(PendingVerification.PURPOSE, pending),
                        PendingVerification.LIFETIME_SECONDS);
                exchange.redirect("/code");
            }
            case TOO_MANY ->
                emailForm(exchange, email, "Too many codes were asked for this address. Please try again later.", 429);
            case REFUSED -> emailForm(exchange, email, "email: this address cannot be used.", 400);
            default ->
                emailForm(
                        exchange, email, "We cannot send codes at the moment. Please try again in a few minutes.", 503);
        }
    }

    /** GET /code: the code form of the pending verification. */
    void codeForm(Exchange exchange) throws IOException {
        Optional<String> sealed = exchange.cookie(PendingVerification.COOKIE);
        if (sealed.isEmpty()) {
            exchange.redirect("/");
            return;
        }
        try {
            PendingVerification pending =
                    seal.open(PendingVerification.PURPOSE, sealed.get(), PendingVerification.class);
            exchange.html(200, Pages.codeForm(seal.formToken(sealed.get()), pending, null));
        } catch (Seal.Refused refused) {
            refusedPending(exchange, refused);
        }
    }

    /** POST /confirm */
    void confirm(Exchange exchange, Map<String, String> form) throws IOException {
        Optional<String> sealed = exchange.cookie(PendingVerification.COOKIE);
        if (sealed.isEmpty()) {
            exchange.redirect("/");
            return;
        }
        PendingVerification pending;
        try {
            pending = seal.open(PendingVerification.PURPOSE, sealed.get(), PendingVerification.class);
        } catch (Seal.Refused refused) {
            refusedPending(exchange, refused);
            return;
        }
        if (!seal.formTokenMatches(sealed.get(), form.get("csrf"))) {
            exchange.html(403, Pages.codeForm(seal.formToken(sealed.get()), pending, "Please send the form again."));
            return;
        }
        String code = form.getOrDefault("code", "").strip();
        if (!CODE.matcher(code).matches()) {
            exchange.html(
                    400,
                    Pages.codeForm(seal.formToken(sealed.get()), pending, "code: enter the 6 digits of the e-mail."));
            return;
        }
        PropertyPortal.Confirmed confirmed = pending.requestId().isEmpty()
                ? new PropertyPortal.Confirmed(PropertyPortal.Outcome.WRONG_CODE, java.util.List.of(), "")
                : portal.confirm(pending.requestId(), code);
        switch (confirmed.outcome()) {
            case DONE -> {
                Session session =
                        new Session(confirmed.contactIds(), confirmed.name(), seal.now() + Session.LIFETIME_SECONDS);
                exchange.clearCookie(PendingVerification.COOKIE);
                exchange.setCookie(Session.COOKIE, seal.seal(Session.PURPOSE, session), Session.LIFETIME_SECONDS);
                exchange.redirect("/cards");
            }
            case WRONG_CODE -> wrongCode(exchange, pending.afterWrongCode());
            case TOO_MANY ->
                exchange.html(
                        429,
                        Pages.codeForm(
                                seal.formToken(sealed.get()),
                                pending,
                                "Too many wrong codes for this address today. Please try again later."));
            default ->
                exchange.html(
                        503,
                        Pages.codeForm(
                                seal.formToken(sealed.get()),
                                pending,
                                "We cannot check codes at the moment. Please try again in a few minutes."));
        }
    }

    /** GET /start-over: forgets the pending verification. */
    void startOver(Exchange exchange) throws IOException {
        exchange.clearCookie(PendingVerification.COOKIE);
        exchange.redirect("/");
    }

    private void wrongCode(Exchange exchange, PendingVerification pending) throws IOException {
        if (pending.attemptsLeft() == 0) {
            exchange.clearCookie(PendingVerification.COOKIE);
            emailForm(exchange, pending.email(), "That code was wrong too often. Please ask for a new one.", 401);
            return;
        }
        String sealed = seal.seal(PendingVerification.PURPOSE, pending);
        exchange.setCookie(PendingVerification.COOKIE, sealed, PendingVerification.LIFETIME_SECONDS);
        exchange.html(
                401,
                Pages.codeForm(
                        seal.formToken(sealed),
                        pending,
                        "code: that code is wrong or has expired. Attempts left: " + pending.attemptsLeft() + "."));
    }

    private void refusedPending(Exchange exchange, Seal.Refused refused) throws IOException {
        exchange.clearCookie(PendingVerification.COOKIE);
        exchange.html(
                401,
                refused.expired()
                        ? Pages.message("Code expired", "Your code has expired. Please sign in again.")
                        : Pages.message("Not signed in", "We could not read your sign-in. Please sign in again."));
    }

    private <T extends Seal.Expiring> boolean opens(String purpose, String sealed, Class<T> type) {
        try {
            seal.open(purpose, sealed, type);
            return true;
        } catch (Seal.Refused refused) {
            return false;
        }
    }
}
