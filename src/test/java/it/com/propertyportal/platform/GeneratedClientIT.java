package it.com.propertyportal.platform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import it.com.propertyportal.Api;
import it.com.propertyportal.client.ApiClient;
import it.com.propertyportal.client.api.AdministrationApi;
import it.com.propertyportal.client.api.CardsApi;
import it.com.propertyportal.client.api.ContactsApi;
import it.com.propertyportal.client.model.ApiKeyCreate;
import it.com.propertyportal.client.model.Card;
import it.com.propertyportal.client.model.CardList;
import it.com.propertyportal.client.model.CardWrite;
import it.com.propertyportal.client.model.Contact;
import it.com.propertyportal.client.model.ContactWrite;
import it.com.propertyportal.client.model.ContactWriteEmail;
import it.com.propertyportal.client.model.ImportDocument;
import it.com.propertyportal.client.model.VerificationStart;
import it.com.propertyportal.client.model.VerificationStarted;
import it.com.propertyportal.verification.Mail;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A round trip through nothing but the Java client that openapi-generator makes from the served document
 * (META-INF/openapi.yaml): set up an organization, create a contact, a card referencing it, read the card,
 * find it by the contact's address, and start the contact's verification.
 */
class GeneratedClientIT {

    @RegisterExtension
    static final GreenMailExtension MAIL = Mail.server();

    private static ApiClient client(String header, String value) {
        ApiClient client = new ApiClient();
        client.updateBaseUri(Api.BASE);
        client.setRequestInterceptor(request -> request.header(header, value));
        return client;
    }

    @Test
    void aContactACardAndAVerificationThroughTheGeneratedClient() throws Exception {
        String org = Api.unique("org");
        String board = Api.unique("board");
        AdministrationApi admin = new AdministrationApi(client("Authorization", Api.adminAuthorization()));
        admin.importDocument(new ImportDocument()
                .organizations(List.of(Map.of("_id", org, "name", "Client test")))
                .boards(List.of(Map.of(
                        "_id",
                        board,
                        "companyId",
                        org,
                        "name",
                        "Leases",
                        "apiEnabled",
                        true,
                        "fields",
                        List.of(Map.of(
                                "key", "8c1f6a0e-5b7d-4e2a-9f13-2b6c7d8e9f01", "label", "Rent", "type", "money"))))));
        String key = admin.createApiKey(board, new ApiKeyCreate().name("generated client"))
                .getKey();

        ApiClient core = client("x-token", key);
        String email = Api.unique("jane") + "@example.com";
        Contact contact = new ContactsApi(core)
                .upsertContact(
                        new ContactWrite().firstname("Jane").lastname("Smith").email(new ContactWriteEmail(email)));
        assertEquals("Jane Smith", contact.getFullName());

        CardsApi cards = new CardsApi(core);
        CardWrite write = new CardWrite().name("Jane's lease").addReferencesItem(contact.getUnderscoreId());
        write.putAdditionalProperty(
                "8c1f6a0e-5b7d-4e2a-9f13-2b6c7d8e9f01", Map.of("amount", 1500.5, "currency", "USD"));
        String cardId = cards.createCard(board, write).getData().getUnderscoreId();

        Card card = cards.getCard(board, cardId).getData();
        assertEquals("Jane's lease", card.getName());
        assertEquals(cardId, card.getCardId());
        assertEquals(board, card.getBoardUuid());
        assertEquals(List.of(contact.getUnderscoreId()), card.getReferences());
        assertEquals(
                Map.of("amount", 1500.5, "currency", "USD"),
                card.getAdditionalProperty("8c1f6a0e-5b7d-4e2a-9f13-2b6c7d8e9f01"));

        CardList found = cards.listCards(
                board, 0, 20, null, email.toUpperCase(), null, null, null, null, null, null, null, null);
        assertEquals(1L, found.getCount());
        assertEquals(cardId, found.getCards().get(0).getUnderscoreId());

        VerificationStarted started =
                new ContactsApi(core).initiateContactVerification(new VerificationStart().email(email));
        assertTrue(started.getRequestId().matches("[0-9a-f]{32}"), started.getRequestId());
        assertEquals("/api/contacts/verify-email/" + started.getRequestId() + "/confirm", started.getVerifyUrl());
        Mail.codeIn(Mail.lastTo(MAIL, email));
    }
}
