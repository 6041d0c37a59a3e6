package com.propertyportal.examples.contactportal;

import com.propertyportal.examples.contactportal.client.ApiClient;
import com.propertyportal.examples.contactportal.client.ApiException;
import com.propertyportal.examples.contactportal.client.api.CardsApi;
import com.propertyportal.examples.contactportal.client.api.ContactsApi;
import com.propertyportal.examples.contactportal.client.model.Card;
import com.propertyportal.examples.contactportal.client.model.CardList;
import com.propertyportal.examples.contactportal.client.model.Contact;
import com.propertyportal.examples.contactportal.client.model.VerificationConfirm;
import com.propertyportal.examples.contactportal.client.model.VerificationConfirmed;
import com.propertyportal.examples.contactportal.client.model.VerificationStart;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.logging.Logger;

/**
 * The three calls the portal makes, through the client generated from the Property Portal's OpenAPI
 * document. The API key is added to each request here and goes nowhere else.
 */
final class PropertyPortal {

    /** What became of a call, in the terms the pages need. */
    enum Outcome {
        DONE,
        NOT_A_CONTACT,
        WRONG_CODE,
        TOO_MANY,
        REFUSED,
        UNAVAILABLE
    }

    record Started(Outcome outcome, String requestId) {}

    record Confirmed(Outcome outcome, List<String> contactIds, String name) {}

    /** One page of cards per contact is enough for a portal; a contact with more sees the newest. */
    static final int CARDS_PER_CONTACT = 100;

    private static final Logger LOG = Logger.getLogger(PropertyPortal.class.getName());

    private final ContactsApi contacts;
    private final CardsApi cards;
    private final String boardId;

    PropertyPortal(Settings settings) {
        ApiClient client = new ApiClient();
        client.updateBaseUri(settings.portalUrl().toString().replaceAll("/+$", ""));
        client.setConnectTimeout(Duration.ofSeconds(5));
        client.setReadTimeout(Duration.ofSeconds(20));
        String key = settings.apiKey();
        client.setRequestInterceptor(request -> request.header("x-token", key));
        this.contacts = new ContactsApi(client);
        this.cards = new CardsApi(client);
        this.boardId = settings.boardId();
    }

    Started startVerification(String email) {
        try {
            String requestId = contacts.initiateContactVerification(new VerificationStart().email(email))
                    .getRequestId();
            return new Started(Outcome.DONE, requestId);
        } catch (ApiException e) {
            return new Started(outcome("verify-email", e, Outcome.NOT_A_CONTACT), "");
        }
    }

    Confirmed confirm(String requestId, String code) {
        try {
            VerificationConfirmed answer =
                    contacts.confirmContactVerification(requestId, new VerificationConfirm().code(code));
            List<String> ids = new ArrayList<>();
            String name = "";
            List<Contact> named = answer.getContacts();
            // A session names at most MOST_CONTACTS records of the address (the cookie stays small).
            for (Contact contact : named.subList(0, Math.min(Session.MOST_CONTACTS, named.size()))) {
                ids.add(contact.getUnderscoreId());
                if (name.isEmpty() && contact.getFullName() != null) {
                    name = contact.getFullName();
                }
            }
            if (!Boolean.TRUE.equals(answer.getVerified()) || ids.isEmpty()) {
                return new Confirmed(Outcome.WRONG_CODE, List.of(), "");
            }
            return new Confirmed(Outcome.DONE, ids, name);
        } catch (ApiException e) {
            return new Confirmed(outcome("confirm", e, Outcome.WRONG_CODE), List.of(), "");
        }
    }

    /** The cards whose references hold one of these contacts, newest first, each once. */
    List<CardSummary> cardsOf(List<String> contactIds) throws ApiException {
        Map<String, CardSummary> found = new LinkedHashMap<>();
        for (String contactId : contactIds) {
            CardList page = cards.listCards(
                    boardId, 0, CARDS_PER_CONTACT, contactId, null, null, null, null, false, null, null, null, null);
            for (Card card : page.getCards()) {
                found.putIfAbsent(
                        card.getUnderscoreId(),
                        new CardSummary(card.getUnderscoreId(), card.getName(), card.getUpdatedAt()));
            }
        }
        List<CardSummary> newestFirst = new ArrayList<>(found.values());
        // Newest first, cards without a time last: a total order, as List.sort requires.
        newestFirst.sort(Comparator.comparing(
                CardSummary::updatedAt, Comparator.nullsLast(Comparator.<OffsetDateTime>reverseOrder())));
        return newestFirst;
    }

    private static Outcome outcome(String call, ApiException e, Outcome onRefusal) {
        return switch (e.getCode()) {
            case 404 -> onRefusal == Outcome.NOT_A_CONTACT ? Outcome.NOT_A_CONTACT : Outcome.UNAVAILABLE;
            case 401 -> {
                if (onRefusal == Outcome.WRONG_CODE) {
                    yield Outcome.WRONG_CODE;
                }
                LOG.severe(() -> call + ": the Property Portal refused the API key (401)");
                yield Outcome.UNAVAILABLE;
            }
            case 429 -> Outcome.TOO_MANY;
            case 400 -> Outcome.REFUSED;
            default -> {
                // The status only: an answer's body is the Property Portal's, and a transport error says enough.
                LOG.warning(() -> call + ": the Property Portal answered " + e.getCode());
                yield Outcome.UNAVAILABLE;
            }
        };
    }
}
