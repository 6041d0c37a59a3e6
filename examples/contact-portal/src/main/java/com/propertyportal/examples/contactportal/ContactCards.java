package com.propertyportal.examples.contactportal;

import com.propertyportal.examples.contactportal.client.ApiException;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.logging.Logger;

/**
 * The signed-in contact's cards. Whose cards they are comes from the session cookie's signed payload alone;
 * a contact id anywhere else in the request (query, form) is never read.
 */
final class ContactCards {

    private static final Logger LOG = Logger.getLogger(ContactCards.class.getName());

    private final Seal seal;
    private final PropertyPortal portal;

    ContactCards(Seal seal, PropertyPortal portal) {
        this.seal = seal;
        this.portal = portal;
    }

    /** GET /: straight to the cards when signed in. */
    boolean signedIn(Exchange exchange) {
        Optional<String> sealed = exchange.cookie(Session.COOKIE);
        if (sealed.isEmpty()) {
            return false;
        }
        try {
            seal.open(Session.PURPOSE, sealed.get(), Session.class);
            return true;
        } catch (Seal.Refused refused) {
            return false;
        }
    }

    /** GET /cards */
    void show(Exchange exchange) throws IOException {
        Optional<String> sealed = exchange.cookie(Session.COOKIE);
        if (sealed.isEmpty()) {
            exchange.redirect("/");
            return;
        }
        Session session;
        try {
            session = seal.open(Session.PURPOSE, sealed.get(), Session.class);
        } catch (Seal.Refused refused) {
            unauthorized(exchange, refused);
            return;
        }
        List<CardSummary> cards;
        try {
            cards = portal.cardsOf(session.contacts());
        } catch (ApiException e) {
            LOG.warning(() -> "cards: the Property Portal answered " + e.getCode());
            exchange.html(
                    503,
                    Pages.message(
                            "Not available", "Your cards cannot be shown at the moment. Please try again later."));
            return;
        }
        exchange.html(200, Pages.cards(session, cards, seal.formToken(sealed.get())));
    }

    /** POST /sign-out */
    void signOut(Exchange exchange, Map<String, String> form) throws IOException {
        Optional<String> sealed = exchange.cookie(Session.COOKIE);
        if (sealed.isPresent() && !seal.formTokenMatches(sealed.get(), form.get("csrf"))) {
            exchange.html(403, Pages.message("Not signed out", "Please use the Sign out button of your cards page."));
            return;
        }
        exchange.clearCookie(Session.COOKIE);
        exchange.redirect("/");
    }

    private static void unauthorized(Exchange exchange, Seal.Refused refused) throws IOException {
        exchange.clearCookie(Session.COOKIE);
        exchange.html(
                401,
                refused.expired()
                        ? Pages.message("Signed out", "Your session has ended. Please sign in again.")
                        : Pages.message("Not signed in", "Your session is not valid. Please sign in again."));
    }
}
