package it.com.propertyportal.forms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import it.com.propertyportal.UsedSecrets;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** GET /api/admin/forms/{formId}/submissions: what each accepted submit wrote, newest first, paged. */
class FormSubmissionListIT {

    private static List<JsonObject> rows(Api.Reply reply) {
        assertEquals(200, reply.status(), reply::toString);
        return reply.json().getJsonArray("data").getValuesAs(JsonObject.class);
    }

    private static Api.Reply submissions(FormFixture f, String query) {
        return Api.adminGet("/api/admin/forms/" + f.form + "/submissions" + query);
    }

    @Test
    void eachAcceptedSubmitIsListedNewestFirstWithItsCard() {
        FormFixture f = new FormFixture().imported();
        assertEquals(List.of(), rows(submissions(f, "")));

        Instant before = Instant.now().minusSeconds(5);
        assertEquals(
                200,
                Api.post("/forms/submit", f.submit("new", FormFixture.minimal()))
                        .status());
        String idempotent = f.submit(
                "new", FormFixture.minimal().add("f-name", "Katherine Johnson").add("f-email", "kj@example.com"));
        assertEquals(
                200,
                Api.post("/forms/submit", idempotent, "Idempotency-Key", "k-1").status());
        assertEquals(
                200,
                Api.post("/forms/submit", idempotent, "Idempotency-Key", "k-1").status(),
                "a retry");
        assertEquals(
                200,
                Api.post("/forms/submit", f.submit("new", FormFixture.minimal()))
                        .status());
        String token = f.link(f.card);
        assertEquals(
                200,
                Api.post("/forms/submit", f.submit(f.card, FormFixture.minimal(), token))
                        .status());
        // Neither a refused submit nor a honeypot's is a submission.
        assertEquals(
                400,
                Api.post("/forms/submit", f.submit("new", jakarta.json.Json.createObjectBuilder()))
                        .status());
        String bot = f.submit("new", FormFixture.minimal()).replace("\"data\":", "\"hp\":\"x\",\"data\":");
        assertEquals(200, Api.post("/forms/submit", bot).status());

        Api.Reply reply = submissions(f, "");
        List<JsonObject> rows = rows(reply);
        assertEquals(4, rows.size(), reply::toString);
        assertEquals(4, reply.json().getInt("total"));
        JsonObject newest = rows.get(0);
        assertEquals(f.card, newest.getString("cardId"), "the form link's submit was the last");
        assertFalse(newest.getBoolean("newCard"));
        assertEquals("Existing", newest.getString("cardName"));
        assertEquals(f.board, newest.getString("boardId"));
        assertEquals(f.form, newest.getString("formId"));
        JsonObject katherine = rows.get(2);
        assertTrue(katherine.getBoolean("newCard"));
        assertEquals("Apply now: Katherine Johnson", katherine.getString("cardName"), reply::toString);
        for (int i = 0; i < rows.size(); i++) {
            Instant at = Instant.parse(rows.get(i).getString("createdAt"));
            assertTrue(at.isAfter(before), rows.get(i)::toString);
            if (i > 0) {
                assertFalse(at.isAfter(Instant.parse(rows.get(i - 1).getString("createdAt"))), reply::toString);
            }
        }
        List<String> cardsOnBoard =
                f.cards().stream().map(c -> c.getString("_id")).toList();
        rows.forEach(row -> assertTrue(cardsOnBoard.contains(row.getString("cardId")), row::toString));

        List<JsonObject> second = rows(submissions(f, "?limit=2&skip=2"));
        assertEquals(
                rows.subList(2, 4).stream().map(r -> r.getString("_id")).toList(),
                second.stream().map(r -> r.getString("_id")).toList());
        JsonValue total = submissions(f, "?limit=2&skip=2").json().get("total");
        assertEquals("4", total.toString());
    }

    @Test
    void anotherOrganizationsFormIsNotFoundForItsUsersAsAnUnknownOne() {
        FormFixture f = new FormFixture().imported();
        String email = Api.unique("viewer") + "@example.com";
        String password = UsedSecrets.remember(Api.unique("form-list-phrase-"));
        Api.Reply user = Api.adminPost(
                "/api/admin/organizations/" + f.otherOrg + "/users",
                "{\"email\":\"" + email + "\",\"firstName\":\"Vi\",\"lastName\":\"Ewer\",\"role\":\"Viewer\","
                        + "\"password\":\"" + password + "\"}");
        assertEquals(201, user.status(), user::toString);
        String login = Api.basic(email, password);
        Api.Reply foreign = Api.get("/api/admin/forms/" + f.form + "/submissions", "Authorization", login);
        assertEquals(404, foreign.status(), foreign::toString);
        Api.Reply unknown = Api.adminGet("/api/admin/forms/" + Api.unique("form") + "/submissions");
        assertEquals(404, unknown.status(), unknown::toString);
        // The form's own read is still the catalog's.
        assertEquals(200, Api.adminGet("/api/admin/forms/" + f.form).status());
    }

    @Test
    void aBadPageIsA400NamingTheParameter() {
        FormFixture f = new FormFixture().imported();
        for (String query : List.of("?limit=0", "?limit=201", "?skip=-1", "?sort=new")) {
            Api.Reply reply = submissions(f, query);
            assertEquals(400, reply.status(), query + ": " + reply);
            String name = query.substring(1, query.indexOf('='));
            assertTrue(reply.body().contains("\"" + name + "\""), reply::toString);
        }
    }
}
