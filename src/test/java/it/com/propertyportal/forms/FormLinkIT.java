package it.com.propertyportal.forms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import it.com.propertyportal.Fixture;
import it.com.propertyportal.Poll;
import jakarta.json.JsonObject;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/**
 * An existing card opens through a form only with its owner's signed form link: without one, or with a
 * tampered, expired or another card's, the form answers exactly as for an unknown card and changes nothing.
 */
class FormLinkIT {

    private final FormFixture f = new FormFixture().imported();

    private Api.Reply read(String cardId, String token) {
        return Api.get("/forms/" + f.form + "/" + cardId + "/" + f.board + (token == null ? "" : "?token=" + token));
    }

    private Api.Reply submit(String cardId, String token) {
        String body = token == null
                ? f.submit(cardId, FormFixture.minimal().add("f-income", "7777.77"))
                : f.submit(cardId, FormFixture.minimal().add("f-income", "7777.77"), token);
        return Api.post("/forms/submit", body);
    }

    /** The card as the core area shows it, for comparing before and after. */
    private JsonObject card(String cardId) {
        Api.Reply reply = Api.get("/api/board/" + f.board + "/" + cardId, "x-token", f.key());
        assertEquals(200, reply.status(), reply::toString);
        return reply.json().getJsonObject("data");
    }

    private String secondCard() {
        Api.Reply created = Api.post(
                "/api/board/" + f.board, "{\"name\":\"Second\",\"fullName\":\"Bo Second\"}", "x-token", f.key());
        assertEquals(200, created.status(), created::toString);
        return created.json().getJsonObject("data").getString("_id");
    }

    /** The signature's first character changed: its last one carries two unused bits, which may not change it. */
    private static String tampered(String token) {
        int first = token.indexOf('.') + 1;
        char changed = token.charAt(first) == 'A' ? 'B' : 'A';
        return token.substring(0, first) + changed + token.substring(first + 1);
    }

    private void assertRefusedAsUnknown(Api.Reply reply) {
        Api.Reply unknown = read("card-that-does-not-exist", null);
        assertEquals(404, reply.status(), reply::toString);
        assertEquals(unknown.json().getString("error"), reply.json().getString("error"));
        assertEquals(unknown.json().getString("title"), reply.json().getString("title"));
    }

    @Test
    void withoutAValidLinkAnExistingCardIsNeitherReadNorChanged() throws Exception {
        String second = secondCard();
        String otherCardsToken = f.link(second);
        String expiring = f.requestLink(f.card, "{\"formId\":\"" + f.form + "\",\"expiresIn\":\"PT1S\"}")
                .json()
                .getJsonObject("data")
                .getString("token");
        String right = f.link(f.card);
        JsonObject before = card(f.card);
        awaitExpiry(expiring);

        for (String token :
                new String[] {null, "", tampered(right), otherCardsToken, expiring, "1.x", right.replace(".", "0.")}) {
            assertRefusedAsUnknown(read(f.card, token));
            assertRefusedAsUnknown(submit(f.card, token));
        }
        assertEquals(before, card(f.card), "nothing was changed");
        assertRefusedAsUnknown(Api.get("/forms/" + f.form + "/" + f.card + "/" + f.sameOrgBoard + "?token=" + right));
    }

    @Test
    void theRightLinkReadsThePrefilledFormAndItsSubmitChangesTheCard() {
        String token = f.link(f.card);
        Api.Reply form = read(f.card, token);
        assertEquals(200, form.status(), form::toString);
        assertEquals(
                "Ada Lovelace",
                form.json().getJsonArray("fields").getValuesAs(JsonObject.class).stream()
                        .filter(x -> x.getString("uuid").equals("f-name"))
                        .findFirst()
                        .orElseThrow()
                        .getString("value"));
        Api.Reply sent = submit(f.card, token);
        assertEquals(200, sent.status(), sent::toString);
        JsonObject card = card(f.card);
        assertEquals("Grace Hopper", card.getJsonObject("fields").getString("fullName"));
        assertEquals(
                0,
                card.getJsonObject("fields")
                        .getJsonObject("income")
                        .getJsonNumber("amount")
                        .bigDecimalValue()
                        .compareTo(new java.math.BigDecimal("7777.77")));
        assertEquals(200, read("new", null).status(), "a blank form stays public");
        assertEquals(200, read("new", "1.x").status(), "a blank form reads no token: any other value counts as none");
        Api.Reply tooLong = read("new", "1." + "x".repeat(200));
        assertEquals(400, tooLong.status(), tooLong::toString);
        assertEquals(
                "token", tooLong.json().getJsonArray("errors").getJsonObject(0).getString("field"));
    }

    @Test
    void aLinkAnswersItsTokenUrlAndExpiry() {
        Instant before = Instant.now();
        Api.Reply reply = f.requestLink(f.card, "{\"formId\":\"" + f.form + "\"}");
        assertEquals(200, reply.status(), reply::toString);
        JsonObject data = reply.json().getJsonObject("data");
        Instant expiresAt = Instant.parse(data.getString("expiresAt"));
        assertTrue(
                Duration.between(before, expiresAt)
                                .minus(Duration.ofDays(7))
                                .abs()
                                .getSeconds()
                        < 60,
                "the default lifetime is seven days");
        String url = data.getString("url");
        assertTrue(url.startsWith("http") && url.endsWith("?token=" + data.getString("token")), url);
        Api.Reply opened = Api.get(url.substring(url.indexOf("/forms/")));
        assertEquals(200, opened.status(), opened::toString);
        Api.Reply thirty = f.requestLink(f.card, "{\"formId\":\"" + f.form + "\",\"expiresIn\":\"P30D\"}");
        assertEquals(200, thirty.status(), thirty::toString);
        assertNotEquals(
                data.getString("token"), thirty.json().getJsonObject("data").getString("token"));

        Api.Reply admin = Api.adminPost(
                "/api/admin/boards/" + f.board + "/cards/" + f.card + "/form-link",
                "{\"formId\":\"" + f.form + "\",\"expiresIn\":\"PT2H\"}");
        assertEquals(200, admin.status(), admin::toString);
        assertEquals(
                200,
                read(f.card, admin.json().getJsonObject("data").getString("token"))
                        .status());
    }

    @Test
    void badLinkRequestsAreRefused() {
        assertEquals(
                "expiresIn",
                firstField(f.requestLink(f.card, "{\"formId\":\"" + f.form + "\",\"expiresIn\":\"P31D\"}")));
        assertEquals(
                "expiresIn",
                firstField(f.requestLink(f.card, "{\"formId\":\"" + f.form + "\",\"expiresIn\":\"soon\"}")));
        assertEquals(
                "expiresIn",
                firstField(f.requestLink(f.card, "{\"formId\":\"" + f.form + "\",\"expiresIn\":\"-PT1H\"}")));
        assertEquals("formId", firstField(f.requestLink(f.card, "{}")));
        assertEquals("formId", firstField(f.requestLink(f.card, "{\"formId\":\"form-of-nobody\"}")));
        assertEquals("extra", firstField(f.requestLink(f.card, "{\"formId\":\"" + f.form + "\",\"extra\":1}")));
        assertEquals(
                404,
                f.requestLink("no-such-card", "{\"formId\":\"" + f.form + "\"}").status());
        assertEquals(
                401,
                Api.post("/api/board/" + f.board + "/" + f.card + "/form-link", "{\"formId\":\"" + f.form + "\"}")
                        .status());
        String strangersKey = new Fixture().imported().newKey();
        Api.Reply stranger = Api.post(
                "/api/board/" + f.board + "/" + f.card + "/form-link",
                "{\"formId\":\"" + f.form + "\"}",
                "x-token",
                strangersKey);
        assertEquals(404, stranger.status(), "another organization's card is unknown to this key");
    }

    private static String firstField(Api.Reply reply) {
        assertEquals(400, reply.status(), reply::toString);
        return reply.json().getJsonArray("errors").getJsonObject(0).getString("field");
    }

    /** Asks for the card with the token (a read, which changes nothing) until the server refuses it as expired. */
    private void awaitExpiry(String token) {
        Poll.until(
                Duration.ofSeconds(30),
                Duration.ofMillis(100),
                () -> read(f.card, token),
                reply -> reply.status() == 404);
    }
}
