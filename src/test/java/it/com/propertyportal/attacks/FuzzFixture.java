package it.com.propertyportal.attacks;

import static it.com.propertyportal.attacks.SchemaValues.JSON;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import it.com.propertyportal.Api;
import it.com.propertyportal.UsedSecrets;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The fuzz run's own organization, with a record of every kind (published, unpublished and offline
 * locations, schools near one, contacts, a board with a field of each type and one whose switch and keys
 * the run may change, cards, a form of every field type), and what the run learns of it as it goes (keys,
 * files, comments, form links, verifications, ETags).
 */
final class FuzzFixture {

    /** Stands in a header for an API key taken from the ring when the call goes out. */
    static final String KEY = "\u0001key\u0001";

    final String org = Api.unique("org");
    final String board = Api.unique("board");
    /** The board whose API switch and keys the run changes; never the one the run's keys belong to. */
    final String spareBoard = Api.unique("board");

    final String segment = Api.unique("seg");
    final List<String> published = List.of(Api.unique("loc"), Api.unique("loc"));
    final String unpublished = Api.unique("loc");
    final String offline = Api.unique("loc");
    /** Locations the run publishes, unpublishes, deactivates: kept apart from the ones the portal calls read. */
    final List<String> statusTargets = List.of(Api.unique("loc"), Api.unique("loc"));

    final List<String> schools = List.of(Api.unique("school"), Api.unique("school"));
    final List<String> contacts = List.of(Api.unique("contact"), Api.unique("contact"), Api.unique("contact"));
    final List<String> emails = List.of(
            Api.unique("robin") + "@example.com",
            Api.unique("sam") + "@example.com",
            Api.unique("office") + "@example.org");
    final List<String> cards = List.of(Api.unique("card"), Api.unique("card"));
    final String form = Api.unique("form");
    /** A form on the spare board, for the run to redefine: the form above stays as the other operations need it. */
    final String spareForm = Api.unique("form");
    /** A client address of the run's own (a trusted proxy's X-Forwarded-For): its failed sign-ins count there. */
    final String client = "2001:db8:f0:" + Integer.toHexString(new Random().nextInt(0xffff)) + "::"
            + Integer.toHexString(new Random().nextInt(0xffff));

    final List<String> spareKeys = Collections.synchronizedList(new ArrayList<>());
    final List<String> files = Collections.synchronizedList(new ArrayList<>());
    final List<String> comments = Collections.synchronizedList(new ArrayList<>());
    final List<String> formTokens = Collections.synchronizedList(new ArrayList<>());
    /** Verification request ids with the code each was sent (a code is a secret: remembered as one). */
    final Map<String, String> verifications = new ConcurrentHashMap<>();
    /** The verification the setup started for each of the first two contacts' addresses. */
    final Map<String, String> started = new LinkedHashMap<>();

    final Map<String, String> etags = new ConcurrentHashMap<>();
    /** Two console sessions: one the run reads with, one its sign-out calls may end. */
    final String[] consoleCookies = new String[2];

    final String[] csrfTokens = new String[2];

    /** The board's fields: each key with its value type in the hints and its type on the board. */
    static final Map<String, List<String>> CARD_FIELDS = new LinkedHashMap<>();

    static {
        CARD_FIELDS.put("email", List.of("text", "email"));
        CARD_FIELDS.put("phone", List.of("text", "phone"));
        CARD_FIELDS.put("moveIn", List.of("text", "date"));
        CARD_FIELDS.put("income", List.of("number", "money"));
        CARD_FIELDS.put("pets", List.of("boolean", "boolean"));
        CARD_FIELDS.put("notes", List.of("text", "textarea"));
        CARD_FIELDS.put("score", List.of("number", "number"));
        CARD_FIELDS.put("stage", List.of("text", "select"));
        CARD_FIELDS.put("site", List.of("text", "url"));
        CARD_FIELDS.put("fullName", List.of("text", "text"));
    }

    /** The organization's records in the import shape; importing it again changes only these records. */
    ObjectNode document() {
        ObjectNode document = JSON.objectNode();
        document.putArray("organizations")
                .addObject()
                .put("_id", org)
                .put("name", "Fuzz organization " + org)
                .set(
                        "companyInfo",
                        JSON.objectNode().put("requireBankConnect", true).put("payStubCount", 2));
        ArrayNode locations = document.putArray("locations");
        for (int i = 0; i < published.size(); i++) {
            ObjectNode location = locations
                    .addObject()
                    .put("_id", published.get(i))
                    .put("companyId", org)
                    .put("name", "Harbor View " + (i + 1))
                    .put("bedCount", 2 + i)
                    .put("bathCount", 1)
                    .put("squareFeet", 850)
                    .put("marketRentValue", 125050 + i)
                    .put("rentMin", 100000)
                    .put("rentMax", 150000)
                    .put("videoUrl", "https://video.example/" + i)
                    .put("publishStatus", "published")
                    .put("active", true)
                    .put("available", i == 0);
            location.putObject("address")
                    .put("formattedAddress", (i + 1) + " Pier Road, Harbor City")
                    .put("state", "CA")
                    .put("countryName", "United States")
                    .put("latitude", 37.8)
                    .put("longitude", -122.4);
            location.putArray("segmentIds").add(segment);
            location.putObject("applicationConfig")
                    .put("marketingTitle", "Bright unit")
                    .put("incomeToRent", 3)
                    .put("availableDate", "2030-01-01");
        }
        locations
                .addObject()
                .put("_id", unpublished)
                .put("companyId", org)
                .put("name", "Unpublished Wing")
                .put("publishStatus", "unpublished");
        locations
                .addObject()
                .put("_id", offline)
                .put("companyId", org)
                .put("name", "Offline Wing")
                .put("publishStatus", "offline");
        statusTargets.forEach(id -> locations
                .addObject()
                .put("_id", id)
                .put("companyId", org)
                .put("name", "Target " + id)
                .put("publishStatus", "published")
                .put("active", true));
        ArrayNode contactRecords = document.putArray("contacts");
        contactRecords
                .addObject()
                .put("_id", contacts.get(0))
                .put("companyId", org)
                .put("firstname", "Robin")
                .put("lastname", "Banks")
                .put("email", emails.get(0))
                .put("phone", "+1 555 0100");
        contactRecords
                .addObject()
                .put("_id", contacts.get(1))
                .put("companyId", org)
                .put("firstname", "Sam")
                .put("lastname", "Lee")
                .put("email", emails.get(1));
        contactRecords
                .addObject()
                .put("_id", contacts.get(2))
                .put("companyId", org)
                .put("company", "Harbor Office")
                .put("isCompany", true)
                .put("email", emails.get(2));
        ArrayNode boards = document.putArray("boards");
        ObjectNode main = boards.addObject()
                .put("_id", board)
                .put("companyId", org)
                .put("name", "Applications")
                .put("apiEnabled", true);
        ArrayNode fields = main.putArray("fields");
        CARD_FIELDS.forEach((key, types) -> {
            ObjectNode field =
                    fields.addObject().put("key", key).put("label", key).put("type", types.get(1));
            if (key.equals("stage")) {
                field.putArray("options").add("new").add("review").add("done");
            }
        });
        boards.addObject()
                .put("_id", spareBoard)
                .put("companyId", org)
                .put("name", "Spare")
                .put("apiEnabled", true)
                .putArray("fields");
        ArrayNode cardRecords = document.putArray("cards");
        cardRecords
                .addObject()
                .put("_id", cards.get(0))
                .put("boardId", board)
                .put("name", "Existing application")
                .<ObjectNode>set(
                        "fields",
                        JSON.objectNode().put("fullName", "Ada Lovelace").put("pets", true))
                .putArray("references")
                .add(contacts.get(0));
        cardRecords.addObject().put("_id", cards.get(1)).put("boardId", board).put("name", "Second application");
        ObjectNode formRecord = document.putArray("forms")
                .addObject()
                .put("_id", form)
                .put("companyId", org)
                .put("boardId", board)
                .put("name", "Apply now");
        ArrayNode formFields = formRecord.putArray("fields");
        formField(formFields, "f-name", "string", true, "fullName");
        formField(formFields, "f-notes", "textarea", false, "notes");
        formField(formFields, "f-email", "email", true, "email");
        formField(formFields, "f-phone", "phone", false, "phone");
        formField(formFields, "f-move-in", "date", false, "moveIn");
        formField(formFields, "f-pets", "boolean", false, "pets");
        formField(formFields, "f-income", "money", false, "income");
        formField(formFields, "f-stage", "select", false, "stage")
                .putArray("options")
                .add("new")
                .add("review");
        formField(formFields, "f-unit", "select", false, null).put("unitPicker", true);
        ((ArrayNode) document.get("forms"))
                .addObject()
                .put("_id", spareForm)
                .put("companyId", org)
                .put("boardId", spareBoard)
                .put("name", "Spare form")
                .putArray("fields");
        return document;
    }

    private static ObjectNode formField(ArrayNode fields, String uuid, String type, boolean required, String key) {
        ObjectNode field = fields.addObject()
                .put("uuid", uuid)
                .put("label", uuid)
                .put("type", type)
                .put("required", required);
        if (key != null) {
            field.put("fieldKey", key);
        }
        return field;
    }

    /** Schools near the first location: reference data, in a document of their own. */
    ObjectNode schoolsDocument() {
        ObjectNode document = JSON.objectNode();
        ArrayNode schoolRecords = document.putArray("schools");
        for (int i = 0; i < schools.size(); i++) {
            schoolRecords
                    .addObject()
                    .put("_id", schools.get(i))
                    .put("name", "Harbor School " + i)
                    .put("type", "elementary")
                    .put("rating", 7)
                    .put("address", i + " School Lane")
                    .put("url", "https://school.example/" + i)
                    .put("latitude", 37.81 + i / 100.0)
                    .put("longitude", -122.41);
        }
        return document;
    }

    /** Imports the records and makes what the run needs before its first call; answers the run's keys. */
    List<String> prepare(int keyCount) {
        for (ObjectNode document : List.of(schoolsDocument(), document())) {
            Api.Reply imported = Api.adminPost("/api/admin/import", document.toString());
            assertEquals(200, imported.status(), imported::toString);
        }
        List<String> keys = new ArrayList<>();
        for (int i = 0; i < keyCount; i++) {
            keys.add(UsedSecrets.remember(
                    admin("/api/admin/boards/" + board + "/api-keys", "{\"name\":\"fuzz " + i + "\"}", 201)
                            .path("key")
                            .asText()));
        }
        for (int i = 0; i < 8; i++) {
            spareKeys.add(admin("/api/admin/boards/" + spareBoard + "/api-keys", "{\"name\":\"spare " + i + "\"}", 201)
                    .path("id")
                    .asText());
        }
        String key = keys.get(0);
        FuzzRequest upload = new FuzzRequest(null);
        upload.filePart =
                new FuzzRequest.FilePart("file", "note.txt", "text/plain", "hello".getBytes(StandardCharsets.UTF_8));
        RawExchange.Answer file = RawExchange.send(
                "POST",
                "/api/board/" + board + "/" + cards.get(0) + "/file",
                Map.of("x-token", key, "Content-Type", "multipart/form-data; boundary=" + upload.boundary),
                upload.bytes());
        assertEquals(200, file.status(), file::toString);
        files.add(json(file.body()).path("data").path("fileId").asText());
        comments.add(core(
                        key,
                        "/api/board/" + board + "/" + cards.get(0) + "/comment",
                        "{\"userId\":\"u1\",\"content\":\"First\"}")
                .path("data")
                .path("id")
                .asText());
        formTokens.add(
                core(key, "/api/board/" + board + "/" + cards.get(0) + "/form-link", "{\"formId\":\"" + form + "\"}")
                        .path("data")
                        .path("token")
                        .asText());
        for (String email : emails.subList(0, 2)) {
            String requestId = core(key, "/api/contacts/verify-email", "{\"email\":\"" + email + "\"}")
                    .path("requestId")
                    .asText();
            started.put(email, requestId);
            verifications.put(requestId, "");
        }
        signInToConsole(0);
        signInToConsole(1);
        return keys;
    }

    /**
     * The console session for an operation's calls: the sign-outs get the second one (signing out everywhere
     * ends the first too, both being the operator's).
     */
    int sessionFor(String operation) {
        return operation.startsWith("signOutOfConsole") ? 1 : 0;
    }

    private void signInToConsole(int session) {
        FuzzRequest signIn = new FuzzRequest(null);
        signIn.form =
                new ArrayList<>(List.of(Map.entry("user", Api.ADMIN_USER), Map.entry("password", Api.ADMIN_PASSWORD)));
        RawExchange.Answer answer = RawExchange.send(
                "POST",
                "/admin/sign-in",
                Map.of("Content-Type", "application/x-www-form-urlencoded", "X-Forwarded-For", client),
                signIn.bytes());
        assertEquals(303, answer.status(), answer::toString);
        Matcher cookie = Pattern.compile("JSESSIONID=[^;,\\s]+").matcher(String.valueOf(answer.header("Set-Cookie")));
        if (cookie.find()) {
            consoleCookies[session] = cookie.group();
            RawExchange.Answer signedIn =
                    RawExchange.send("GET", "/admin/session", Map.of("Cookie", cookie.group()), null);
            csrfTokens[session] = json(signedIn.body()).path("csrfToken").asText(null);
        }
    }

    private static JsonNode admin(String path, String body, int status) {
        Api.Reply reply = Api.adminPost(path, body);
        assertEquals(status, reply.status(), reply::toString);
        return json(reply.body());
    }

    private static JsonNode core(String key, String path, String body) {
        Api.Reply reply = Api.post(path, body, "x-token", key);
        assertEquals(200, reply.status(), reply::toString);
        return json(reply.body());
    }

    static JsonNode json(String text) {
        try {
            return new ObjectMapper().readTree(text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
