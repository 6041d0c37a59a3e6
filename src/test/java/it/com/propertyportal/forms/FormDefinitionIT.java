package it.com.propertyportal.forms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class FormDefinitionIT {

    static FormFixture f;

    @BeforeAll
    static void importFixture() {
        f = new FormFixture().imported();
    }

    private static JsonObject field(JsonObject definition, String uuid) {
        return definition.getJsonArray("fields").getValuesAs(JsonObject.class).stream()
                .filter(x -> x.getString("uuid").equals(uuid))
                .findFirst()
                .orElseThrow();
    }

    @Test
    void blankDefinitionHasEveryFieldWithoutValues() {
        Api.Reply reply = Api.get("/forms/" + f.form + "/new/" + f.board);
        assertEquals(200, reply.status(), reply::toString);
        JsonObject d = reply.json();
        assertEquals(f.form, d.getString("formId"));
        assertEquals("Apply now", d.getString("name"));
        assertEquals(f.board, d.getString("boardId"));
        assertEquals("new", d.getString("cardId"));
        assertEquals(f.org, d.getString("companyId"));
        assertEquals(10, d.getJsonArray("fields").size());
        JsonObject name = field(d, "f-name");
        assertEquals("Full name", name.getString("label"));
        assertEquals("string", name.getString("type"));
        assertTrue(name.getBoolean("required"));
        assertFalse(name.containsKey("value"));
        assertEquals(
                "[\"new\",\"review\"]",
                field(d, "f-stage").getJsonArray("options").toString());
        assertTrue(field(d, "f-unit").getBoolean("unitPicker"));
        assertFalse(field(d, "f-unit").containsKey("options"));
        assertFalse(field(d, "f-name").containsKey("fieldKey"), "board keys stay private");
        assertEquals("*", reply.header("Access-Control-Allow-Origin"));
        assertNotNull(reply.header("ETag"));
    }

    @Test
    void definitionOfACardCarriesItsValuesWithMoneyInCents() {
        Api.Reply reply = Api.get("/forms/" + f.form + "/" + f.card + "/" + f.board + "?token=" + f.link(f.card));
        assertEquals(200, reply.status(), reply::toString);
        assertEquals("no-store", reply.header("Cache-Control"), "one applicant's data is never cached");
        JsonObject d = reply.json();
        assertEquals(f.card, d.getString("cardId"));
        assertEquals("Ada Lovelace", field(d, "f-name").getString("value"));
        assertEquals(125050, field(d, "f-income").getJsonNumber("value").longValue());
        assertTrue(field(d, "f-pets").getBoolean("value"));
        assertFalse(field(d, "f-email").containsKey("value"));
    }

    @Test
    void answersUnderApiPortalToo() {
        Api.Reply reply = Api.get("/api/portal/forms/" + f.form + "/new/" + f.board);
        assertEquals(200, reply.status(), reply::toString);
        assertEquals(f.form, reply.json().getString("formId"));
        Api.Reply search = Api.post("/api/portal/forms/searchLocations", "{\"companyId\":\"" + f.org + "\"}");
        assertEquals(200, search.status(), search::toString);
        assertEquals(1, search.json().getJsonArray("locations").size(), search::toString);
    }

    @Test
    void wrongCombinationsAreNotFound() {
        String[] paths = {
            "/forms/nope/new/" + f.board,
            "/forms/" + f.form + "/new/" + f.sameOrgBoard,
            "/forms/" + f.form + "/new/" + f.otherBoard,
            "/forms/" + f.form + "/" + f.otherCard + "/" + f.board,
            "/forms/" + f.form + "/nope/" + f.board,
            "/api/portal/forms/" + f.form + "/" + f.otherCard + "/" + f.sameOrgBoard,
        };
        for (String path : paths) {
            assertEquals(404, Api.get(path).status(), path);
        }
    }

    @Test
    void preflightAllowsTheSubmitFromAnyOrigin() {
        Api.Reply reply = Api.send(
                "OPTIONS",
                "/forms/submit",
                null,
                null,
                "Origin",
                "https://landing.example",
                "Access-Control-Request-Method",
                "POST",
                "Access-Control-Request-Headers",
                "content-type, idempotency-key");
        assertTrue(reply.status() == 200 || reply.status() == 204, reply::toString);
        assertEquals("*", reply.header("Access-Control-Allow-Origin"));
        assertTrue(reply.header("Access-Control-Allow-Headers").contains("Idempotency-Key"));
    }

    @Test
    void embedScriptIsServedForAnyPage() {
        Api.Reply reply = Api.get("/embed/form.js");
        assertEquals(200, reply.status());
        assertTrue(reply.header("Content-Type").startsWith("application/javascript"), reply.header("Content-Type"));
        assertEquals("public, max-age=300", reply.header("Cache-Control"));
        assertEquals("*", reply.header("Access-Control-Allow-Origin"));
        assertTrue(reply.body().contains("data-form"));
        assertFalse(reply.body().contains("x-token"), "the embed never uses an API key");
    }
}
