package it.com.propertyportal.forms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class FormSubmitIT {

    private static Set<String> failingFields(Api.Reply reply) {
        assertEquals(400, reply.status(), reply::toString);
        return reply.json().getJsonArray("errors").getValuesAs(JsonObject.class).stream()
                .map(e -> e.getString("field"))
                .collect(Collectors.toSet());
    }

    @Test
    void aNewSubmissionCreatesACardHoldingEveryValue() {
        FormFixture f = new FormFixture().imported();
        JsonObjectBuilder data = FormFixture.minimal()
                .add("f-notes", "Quiet tenant.\nNo smoking.")
                .add("f-phone", "+1 (206) 555-0100")
                .add("f-move-in", "2027-02-01")
                .add("f-pets", true)
                .add("f-income", 125050)
                .add("f-income-text", "300.5")
                .add("f-stage", "review")
                .add("f-unit", f.unit);
        Api.Reply reply = Api.post("/forms/submit", f.submit("new", data));
        assertEquals(200, reply.status(), reply::toString);
        assertEquals("success", reply.json().getString("status"));
        assertFalse(reply.json().getString("message").isBlank());
        assertEquals("*", reply.header("Access-Control-Allow-Origin"));

        List<JsonObject> cards = f.cards();
        assertEquals(2, cards.size(), cards::toString);
        JsonObject card = FormFixture.card(cards.get(0).getString("_id"));
        JsonObject fields = card.getJsonObject("fields");
        assertEquals("Apply now: Grace Hopper", card.getString("name"));
        assertEquals("Grace Hopper", fields.getString("fullName"));
        assertEquals("Quiet tenant.\nNo smoking.", fields.getString("notes"));
        assertEquals("grace@example.com", fields.getString("email"));
        assertEquals("+12065550100", fields.getString("phone"));
        assertEquals("2027-02-01", fields.getString("moveIn"));
        assertTrue(fields.getBoolean("pets"));
        assertEquals(
                0,
                fields.getJsonObject("income")
                        .getJsonNumber("amount")
                        .bigDecimalValue()
                        .compareTo(new java.math.BigDecimal("1250.50")));
        assertEquals("USD", fields.getJsonObject("income").getString("currency"));
        assertEquals("300.50", fields.getString("incomeText"));
        assertEquals("review", fields.getString("stage"));
        assertEquals(f.unit, fields.getString("unit"));
    }

    @Test
    void anExistingCardIsUpdatedAndTheApiPortalPathWorks() {
        FormFixture f = new FormFixture().imported();
        String token = f.link(f.card);
        Api.Reply reply = Api.post(
                "/api/portal/forms/submit",
                f.submit(f.card, FormFixture.minimal().add("f-income", "99.9"), token));
        assertEquals(200, reply.status(), reply::toString);
        JsonObject fields = FormFixture.card(f.card).getJsonObject("fields");
        assertEquals("Grace Hopper", fields.getString("fullName"));
        assertEquals(
                0,
                fields.getJsonObject("income")
                        .getJsonNumber("amount")
                        .bigDecimalValue()
                        .compareTo(new java.math.BigDecimal("99.90")));
        assertTrue(fields.getBoolean("pets"), "fields not sent stay");
        assertEquals(1, f.cards().size());
        assertEquals(
                9990,
                Api.get("/forms/" + f.form + "/" + f.card + "/" + f.board + "?token=" + token)
                        .json()
                        .getJsonArray("fields")
                        .getValuesAs(JsonObject.class)
                        .stream()
                        .filter(x -> x.getString("uuid").equals("f-income"))
                        .findFirst()
                        .orElseThrow()
                        .getJsonNumber("value")
                        .longValue());
    }

    @Test
    void oneBadRequestNamesEveryFailingField() {
        FormFixture f = new FormFixture().imported();
        JsonObjectBuilder data = Json.createObjectBuilder()
                .add("f-name", "x".repeat(1001))
                .add("f-notes", "y".repeat(20_001))
                .add("f-email", "not-an-address")
                .add("f-phone", "555-0100")
                .add("f-move-in", "2027-02-30")
                .add("f-pets", "yes")
                .add("f-income", -5)
                .add("f-income-text", "12.345")
                .add("f-stage", "archived")
                .add("f-unit", f.otherUnit)
                .add("f-unknown", "?");
        Set<String> fields = failingFields(Api.post("/forms/submit", f.submit("new", data)));
        assertEquals(
                Set.of(
                        "data.f-name",
                        "data.f-notes",
                        "data.f-email",
                        "data.f-phone",
                        "data.f-move-in",
                        "data.f-pets",
                        "data.f-income",
                        "data.f-income-text",
                        "data.f-stage",
                        "data.f-unit",
                        "data.f-unknown"),
                fields);
        assertEquals(1, f.cards().size(), "nothing was created");
    }

    @Test
    void requiredFieldsAndLimitsAtTheirEdges() {
        FormFixture f = new FormFixture().imported();
        assertEquals(
                Set.of("data.f-name", "data.f-email"),
                failingFields(Api.post(
                        "/forms/submit",
                        f.submit("new", Json.createObjectBuilder().add("f-name", "   ")))));
        JsonObjectBuilder edge = Json.createObjectBuilder()
                .add("f-name", "x".repeat(1000))
                .add("f-email", "edge@example.com")
                .add("f-notes", "y".repeat(20_000))
                .add("f-income", 0)
                .add("f-phone", "+44 20 7946 0958")
                .add("f-move-in", "2028-02-29");
        Api.Reply ok = Api.post("/forms/submit", f.submit("new", edge));
        assertEquals(200, ok.status(), ok::toString);
    }

    @Test
    void moneyAcceptsCentsOrADecimalStringOnly() {
        FormFixture f = new FormFixture().imported();
        for (String bad : List.of("12.5.0", "\"-1.00\"", "\"1e3\"", "12.5", "\"abc\"", "true")) {
            String body =
                    f.submit("new", FormFixture.minimal()).replace("\"data\":{", "\"data\":{\"f-income\":" + bad + ",");
            Api.Reply reply = Api.post("/forms/submit", body);
            if (bad.equals("12.5.0")) {
                assertEquals(400, reply.status(), reply::toString);
                continue;
            }
            assertEquals(Set.of("data.f-income"), failingFields(reply), bad);
        }
    }

    @Test
    void unitPickerTakesOnlyActiveUnitsOfTheFormsOrganization() {
        FormFixture f = new FormFixture().imported();
        for (String unit : List.of(f.inactiveUnit, f.otherUnit, "loc-nope")) {
            assertEquals(
                    Set.of("data.f-unit"),
                    failingFields(Api.post(
                            "/forms/submit",
                            f.submit("new", FormFixture.minimal().add("f-unit", unit)))),
                    unit);
        }
        assertEquals(
                200,
                Api.post("/forms/submit", f.submit("new", FormFixture.minimal().add("f-unit", f.unit)))
                        .status());
    }

    @Test
    void wrongCombinationsAndBadBodiesAreRefused() {
        FormFixture f = new FormFixture().imported();
        String body = f.submit("new", FormFixture.minimal());
        assertEquals(
                404,
                Api.post("/forms/submit", body.replace(f.board, f.sameOrgBoard)).status());
        assertEquals(
                404,
                Api.post("/forms/submit", body.replace("\"new\"", "\"" + f.otherCard + "\""))
                        .status());
        assertEquals(
                404,
                Api.post("/forms/submit", body.replace(f.form, "form-nope")).status());
        assertEquals(
                Set.of("formId", "data", "extra"),
                failingFields(
                        Api.post("/forms/submit", "{\"cardId\":\"new\",\"boardId\":\"" + f.board + "\",\"extra\":1}")));
        StringBuilder many = new StringBuilder("{");
        for (int i = 0; i < 201; i++) {
            many.append(i == 0 ? "" : ",").append("\"k").append(i).append("\":\"v\"");
        }
        String tooMany = body.replaceFirst("\"data\":\\{[^}]*}", "\"data\":" + many + "}");
        assertEquals(Set.of("data"), failingFields(Api.post("/forms/submit", tooMany)));
        Api.Reply huge = Api.post("/forms/submit", body.replace("Grace Hopper", "x".repeat(1_100_000)));
        assertEquals(413, huge.status());
    }
}
