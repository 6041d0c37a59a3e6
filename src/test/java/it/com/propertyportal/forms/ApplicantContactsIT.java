package it.com.propertyportal.forms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadLocalRandom;
import org.junit.jupiter.api.Test;

/**
 * Applicants become contacts: a submission of a form that identifies its applicant links the organization's
 * contact with the address, or makes one, and the card references it; the core API finds the card by the contact
 * and lists the contact's submissions. One contact per address, however many submit at once.
 */
class ApplicantContactsIT {

    private final FormFixture f = new FormFixture().imported();

    @Test
    void theDefaultMappingMakesTheApplicantAContactTheCardReferences() {
        String email = Api.unique("applicant") + "@Example.com";
        Api.Reply form = Api.adminGet("/api/admin/forms/" + f.form);
        assertEquals(
                Json.createObjectBuilder().add("email", "f-email").build(),
                form.json().getJsonObject("applicant"),
                "a form with one e-mail field identifies its applicant by it");

        submit(Json.createObjectBuilder().add("f-name", "Ada Byron").add("f-email", email));

        JsonObject contact = onlyContact(email);
        assertEquals(email, contact.getString("email"));
        String contactId = contact.getString("_id");
        JsonObject card = onlyCardOf("relatedId=" + contactId);
        assertTrue(card.getString("name").startsWith("Apply now"), card::toString);
        assertEquals(
                card.getString("_id"),
                onlyCardOf("contactEmail=" + encode(email.toLowerCase())).getString("_id"));

        Api.Reply submissions = core("/api/contacts/" + contactId + "/submissions");
        assertEquals(200, submissions.status(), submissions::toString);
        assertEquals(1, submissions.json().getInt("total"));
        JsonObject entry = submissions.json().getJsonArray("data").getJsonObject(0);
        assertEquals(f.form, entry.getString("formId"));
        assertEquals("Apply now", entry.getString("formName"));
        assertEquals(card.getString("_id"), entry.getString("cardId"));
        assertEquals(contactId, entry.getString("contactId"));
        Api.Reply listed = Api.adminGet("/api/admin/forms/" + f.form + "/submissions");
        assertEquals(
                contactId, listed.json().getJsonArray("data").getJsonObject(0).getString("contactId"));
    }

    @Test
    void anAddressOfAnExistingContactLinksTheOldestWithoutChangingIt() {
        String email = Api.unique("known") + "@example.com";
        String first = Api.unique("contact") + "-1";
        importContact(first, "Known", email);
        importContact(first.replace("-1", "-2"), "Later", email);

        submit(Json.createObjectBuilder().add("f-name", "Someone Else").add("f-email", email.toUpperCase()));

        JsonObject card = onlyCardOf("relatedId=" + first);
        assertEquals(List.of(first), references(card));
        JsonObject contact =
                core("/api/contacts/" + first).json().getJsonArray("data").getJsonObject(0);
        assertEquals("Known", contact.getString("firstname"), "a public form renames no one");
        assertEquals(2, core("/api/contacts?email=" + encode(email)).json().getInt("count"));
    }

    @Test
    void aChosenMappingFillsTheNewContactsNameAndPhone() {
        Api.Reply changed = Api.put(
                "/api/admin/forms/" + f.form,
                formWith(Json.createObjectBuilder()
                                .add("email", "f-email")
                                .add("firstName", "f-name")
                                .add("phone", "f-phone")
                                .build())
                        .toString(),
                "Authorization",
                Api.adminAuthorization());
        assertEquals(200, changed.status(), changed::toString);
        assertEquals("f-name", changed.json().getJsonObject("applicant").getString("firstName"));
        String email = Api.unique("named") + "@example.com";

        submit(Json.createObjectBuilder()
                .add("f-name", "Grace")
                .add("f-email", email)
                .add("f-phone", "+1 206 555 0100"));

        JsonObject contact = onlyContact(email);
        assertEquals("Grace", contact.getString("firstname"));
        assertTrue(contact.toString().contains("555"), contact::toString);
    }

    @Test
    void aFormThatIdentifiesNoApplicantMakesNoContact() {
        Api.Reply changed = Api.put(
                "/api/admin/forms/" + f.form,
                formWith(JsonValue.NULL).toString(),
                "Authorization",
                Api.adminAuthorization());
        assertEquals(200, changed.status(), changed::toString);
        assertEquals(JsonValue.NULL, changed.json().get("applicant"));
        String email = Api.unique("nobody") + "@example.com";

        submit(Json.createObjectBuilder().add("f-name", "No One").add("f-email", email));

        assertEquals(0, core("/api/contacts?email=" + encode(email)).json().getInt("count"));
        Api.Reply again = Api.adminGet("/api/admin/forms/" + f.form);
        assertEquals(JsonValue.NULL, again.json().get("applicant"), "the choice stays when the form is read back");
    }

    @Test
    void anIdempotentRetryLinksOnce() {
        String email = Api.unique("retry") + "@example.com";
        String body = f.submit(
                "new", Json.createObjectBuilder().add("f-name", "Re Try").add("f-email", email));
        String key = Api.unique("idem");
        for (int i = 0; i < 3; i++) {
            Api.Reply reply = Api.post("/forms/submit", body, "Idempotency-Key", key, "X-Forwarded-For", client());
            assertEquals(200, reply.status(), reply::toString);
        }
        String contactId = onlyContact(email).getString("_id");
        onlyCardOf("relatedId=" + contactId);
        assertEquals(
                1, core("/api/contacts/" + contactId + "/submissions").json().getInt("total"));
    }

    @Test
    void sixteenParallelFirstSubmissionsOfOneAddressMakeOneContact() throws Exception {
        String email = Api.unique("race") + "@example.com";
        String body = f.submit(
                "new", Json.createObjectBuilder().add("f-name", "Race Runner").add("f-email", email));
        ExecutorService pool = Executors.newFixedThreadPool(16);
        try {
            CountDownLatch start = new CountDownLatch(1);
            List<Future<Api.Reply>> replies = new ArrayList<>();
            for (int i = 0; i < 16; i++) {
                String client = client();
                replies.add(pool.submit(() -> {
                    start.await();
                    return Api.post("/forms/submit", body, "X-Forwarded-For", client);
                }));
            }
            start.countDown();
            for (Future<Api.Reply> reply : replies) {
                assertEquals(200, reply.get().status(), () -> reply.toString());
            }
        } finally {
            pool.shutdownNow();
        }
        String contactId = onlyContact(email).getString("_id");
        Api.Reply cards = core("/api/board/" + f.board + "?relatedId=" + contactId + "&pageSize=100");
        assertEquals(16, cards.json().getInt("count"), cards::toString);
        assertEquals(
                16,
                core("/api/contacts/" + contactId + "/submissions?limit=100")
                        .json()
                        .getInt("total"));
    }

    @Test
    void aFormLinksSubmissionAddsTheContactToTheCardsReferences() {
        Api.Reply link = f.requestLink(f.card, "{\"formId\":\"" + f.form + "\"}");
        assertEquals(200, link.status(), link::toString);
        String token = link.json().getJsonObject("data").getString("token");
        String email = Api.unique("linked") + "@example.com";

        Api.Reply reply = Api.post(
                "/forms/submit",
                f.submit(f.card, Json.createObjectBuilder().add("f-name", "Ada").add("f-email", email), token),
                "X-Forwarded-For",
                client());
        assertEquals(200, reply.status(), reply::toString);

        String contactId = onlyContact(email).getString("_id");
        assertEquals(f.card, onlyCardOf("relatedId=" + contactId).getString("_id"));
    }

    @Test
    void anotherOrganizationSeesNeitherTheContactNorItsSubmissions() {
        String email = Api.unique("private") + "@example.com";
        submit(Json.createObjectBuilder().add("f-name", "Private").add("f-email", email));
        String contactId = onlyContact(email).getString("_id");
        it.com.propertyportal.Fixture other = new it.com.propertyportal.Fixture().imported();
        Api.Reply reply = Api.get("/api/contacts/" + contactId + "/submissions", "x-token", other.newKey());
        assertEquals(404, reply.status(), reply::toString);
        assertEquals(
                400,
                core("/api/contacts/" + contactId + "/submissions?limit=101").status(),
                "the limit is bounded");
    }

    @Test
    void aMappingThatNamesTheWrongFieldsIsRefusedByMember() {
        Api.Reply reply = Api.put(
                "/api/admin/forms/" + f.form,
                formWith(Json.createObjectBuilder()
                                .add("email", "f-name")
                                .add("lastName", "f-missing")
                                .add("phone", "f-pets")
                                .build())
                        .toString(),
                "Authorization",
                Api.adminAuthorization());
        assertEquals(400, reply.status(), reply::toString);
        Set<String> fields = new HashSet<>();
        reply.json()
                .getJsonArray("errors")
                .forEach(e -> fields.add(e.asJsonObject().getString("field")));
        assertEquals(Set.of("applicant.email", "applicant.lastName", "applicant.phone"), fields, reply::toString);
        Api.Reply unknown = Api.put(
                "/api/admin/forms/" + f.form,
                formWith(Json.createObjectBuilder()
                                .add("email", "f-email")
                                .add("extra", "x")
                                .build())
                        .toString(),
                "Authorization",
                Api.adminAuthorization());
        assertEquals(400, unknown.status(), unknown::toString);
        assertTrue(unknown.body().contains("applicant.extra"), unknown::toString);
    }

    @Test
    void aFormLosingTheFieldItsApplicantIsIdentifiedByIsRefused() {
        JsonObject chosen = Json.createObjectBuilder()
                .add("email", "f-email")
                .add("firstName", "f-name")
                .build();
        assertEquals(
                200,
                Api.put(
                                "/api/admin/forms/" + f.form,
                                formWith(chosen).toString(),
                                "Authorization",
                                Api.adminAuthorization())
                        .status());
        JsonObject withoutName = Json.createObjectBuilder(
                        Api.adminGet("/api/admin/forms/" + f.form).json())
                .remove("applicant")
                .add(
                        "fields",
                        Json.createArrayBuilder(
                                Api.adminGet("/api/admin/forms/" + f.form).json().getJsonArray("fields").stream()
                                        .filter(field -> !"f-name"
                                                .equals(field.asJsonObject().getString("uuid")))
                                        .toList()))
                .build();
        Api.Reply reply = Api.put(
                "/api/admin/forms/" + f.form, withoutName.toString(), "Authorization", Api.adminAuthorization());
        assertEquals(400, reply.status(), reply::toString);
        assertTrue(reply.body().contains("applicant.firstName"), reply::toString);
    }

    // --- helpers -----------------------------------------------------------------------------------------

    private void submit(jakarta.json.JsonObjectBuilder data) {
        Api.Reply reply = Api.post("/forms/submit", f.submit("new", data), "X-Forwarded-For", client());
        assertEquals(200, reply.status(), reply::toString);
    }

    /** The fixture's form as the administrator reads it, with the applicant member given. */
    private JsonObject formWith(JsonValue applicant) {
        JsonObject form = Api.adminGet("/api/admin/forms/" + f.form).json();
        return Json.createObjectBuilder(form).add("applicant", applicant).build();
    }

    /** A contact of the fixture's organization, imported (an import makes a second contact of one address). */
    private void importContact(String id, String firstName, String email) {
        Api.Reply reply = Api.importDocument(Json.createObjectBuilder()
                .add(
                        "contacts",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", id)
                                        .add("companyId", f.org)
                                        .add("firstname", firstName)
                                        .add("email", email)))
                .build());
        assertEquals(200, reply.status(), reply::toString);
    }

    private JsonObject onlyContact(String email) {
        Api.Reply reply = core("/api/contacts?email=" + encode(email));
        assertEquals(200, reply.status(), reply::toString);
        assertEquals(1, reply.json().getInt("count"), reply::toString);
        return reply.json().getJsonArray("data").getJsonObject(0);
    }

    private JsonObject onlyCardOf(String filter) {
        Api.Reply reply = core("/api/board/" + f.board + "?" + filter + "&pageSize=100");
        assertEquals(200, reply.status(), reply::toString);
        assertEquals(1, reply.json().getInt("count"), reply::toString);
        return reply.json().getJsonArray("cards").getJsonObject(0);
    }

    private static List<String> references(JsonObject card) {
        return card.getJsonArray("references").getValuesAs(jakarta.json.JsonString.class).stream()
                .map(jakarta.json.JsonString::getString)
                .toList();
    }

    private Api.Reply core(String path) {
        return Api.get(path, "x-token", f.key());
    }

    private static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8);
    }

    /** A client address of its own, so that the form's per-client limit never meets another test's submits. */
    private static String client() {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        return "198.18." + random.nextInt(256) + "." + random.nextInt(1, 255);
    }
}
