package it.com.propertyportal.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import it.com.propertyportal.Api;
import it.com.propertyportal.Fixture;
import it.com.propertyportal.reference.client.ApiClient;
import it.com.propertyportal.reference.client.ApiException;
import it.com.propertyportal.reference.client.api.AppApi;
import it.com.propertyportal.reference.client.api.BoardApi;
import it.com.propertyportal.reference.client.api.BoardsApi;
import it.com.propertyportal.reference.client.api.CardsApi;
import it.com.propertyportal.reference.client.api.CompanyApi;
import it.com.propertyportal.reference.client.api.ContactsApi;
import it.com.propertyportal.reference.client.api.SchemaApi;
import it.com.propertyportal.reference.client.api.UsersApi;
import it.com.propertyportal.reference.client.model.Card;
import it.com.propertyportal.reference.client.model.ConfirmContactVerificationRequest;
import it.com.propertyportal.reference.client.model.Contact;
import it.com.propertyportal.reference.client.model.CreateCardRequest;
import it.com.propertyportal.reference.client.model.GetContactsByEmailRequest;
import it.com.propertyportal.reference.client.model.GetContactsByEmailRequestEmail;
import it.com.propertyportal.reference.client.model.InitiateContactVerificationRequest;
import it.com.propertyportal.reference.client.model.ListUsers200ResponseDataInner;
import it.com.propertyportal.reference.client.model.PostCommentRequest;
import it.com.propertyportal.reference.client.model.PostTabViewRequest;
import it.com.propertyportal.reference.client.model.UpdateContactRequest;
import it.com.propertyportal.reference.client.model.UpsertContactRequest;
import it.com.propertyportal.reference.client.model.UpsertContactRequestEmail;
import it.com.propertyportal.reference.client.model.UpsertContactRequestPhoneInner;
import it.com.propertyportal.reference.client.model.VerifyAppUser200Response;
import it.com.propertyportal.reference.client.model.VerifyAppUserRequest;
import it.com.propertyportal.reference.client.model.VerifyDelegateToken200Response;
import it.com.propertyportal.verification.Mail;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.api.io.TempDir;

/**
 * An integrator's code generated from the hosted product's OpenAPI document (openapi-generator, Java, at build
 * time) runs every operation this service offers, the happy paths and the documented error cases, through a
 * proxy that keeps each exchange; every answer, status, headers and body, is judged against the reference's
 * own schemas with OpenAPI 3.0 semantics, and every happy request too (the test itself speaks the reference).
 * The operations run are then held to docs/aptly-compatibility.md: each row that says the operation is offered
 * was run here with no violation, and each operation run here is offered there.
 */
class ReferenceDropInIT {

    @RegisterExtension
    static final GreenMailExtension MAIL = Mail.server();

    private static final ReferenceContract CONTRACT = new ReferenceContract();
    private static final Map<String, List<String>> VIOLATIONS = new ConcurrentHashMap<>();

    private static RecordingProxy proxy;
    private static Fixture fixture;
    private static String key;
    private static String closedBoard;

    @BeforeAll
    static void start() throws IOException {
        fixture = new Fixture().imported();
        key = fixture.newKey();
        closedBoard = Api.unique("closed");
        Api.Reply closed = Api.importDocument(jakarta.json.Json.createObjectBuilder()
                .add(
                        "organizations",
                        jakarta.json.Json.createArrayBuilder()
                                .add(jakarta.json.Json.createObjectBuilder()
                                        .add("_id", fixture.org)
                                        .add("name", "Test organization " + fixture.org)))
                .add(
                        "boards",
                        jakarta.json.Json.createArrayBuilder()
                                .add(jakarta.json.Json.createObjectBuilder()
                                        .add("_id", closedBoard)
                                        .add("companyId", fixture.org)
                                        .add("name", "Closed")
                                        .add("apiEnabled", false)
                                        .add("fields", Fixture.boardFields())))
                .build());
        assertEquals(200, closed.status(), closed::toString);
        proxy = new RecordingProxy(Api.BASE);
    }

    @AfterAll
    static void stop() throws IOException {
        proxy.close();
        Files.createDirectories(Path.of("target"));
        StringBuilder report = new StringBuilder();
        new TreeMap<>(VIOLATIONS)
                .forEach((operation, found) -> report.append(operation)
                        .append(": ")
                        .append(found.isEmpty() ? "no violation" : String.join(" | ", found))
                        .append('\n'));
        Files.writeString(Path.of("target/reference-drop-in.txt"), report.toString());
    }

    /** A key per test: the rate limit is per key, and a test that runs again must not meet the last run's. */
    @BeforeEach
    void newKeyAndNoEarlierExchanges() {
        key = fixture.newKey();
        proxy.take();
    }

    private static ApiClient client(String token) {
        ApiClient client = new ApiClient();
        client.updateBaseUri(proxy.baseUri());
        if (token != null) {
            client.setRequestInterceptor(request -> request.header("x-token", token));
        }
        return client;
    }

    private static ApiClient client() {
        return client(key);
    }

    /**
     * Judges what crossed the wire since the last call as answers of operation; happy requests are judged too.
     * Fails naming every violation.
     */
    private static void judge(String operation, boolean requestToo) {
        List<String> found = new ArrayList<>();
        for (RecordingProxy.Exchange exchange : proxy.take()) {
            for (String violation : CONTRACT.violations(exchange, requestToo && exchange.status() < 300)) {
                found.add(exchange.method() + " " + exchange.path() + " " + exchange.status() + ": " + violation);
            }
        }
        VIOLATIONS.merge(operation, found, (a, b) -> {
            List<String> all = new ArrayList<>(a);
            all.addAll(b);
            return all;
        });
        assertTrue(found.isEmpty(), () -> operation + " breaks the reference:\n" + String.join("\n", found));
    }

    private static void refused(int status, Executable call) {
        ApiException refused = assertThrows(ApiException.class, call);
        assertEquals(status, refused.getCode(), refused::getResponseBody);
    }

    private String newCard(String name) throws ApiException {
        CreateCardRequest request = new CreateCardRequest().name(name);
        request.putAdditionalProperty("email", fixture.email);
        request.putAdditionalProperty("stage", "new");
        return new CardsApi(client())
                .createCard(fixture.board, request)
                .getData()
                .getUnderscoreId();
    }

    @Test
    void getSchema() throws Exception {
        assertFalse(new SchemaApi(client()).getSchema(fixture.board).isEmpty());
        refused(401, () -> new SchemaApi(client(null)).getSchema(fixture.board));
        refused(403, () -> new SchemaApi(client()).getSchema(closedBoard));
        refused(404, () -> new SchemaApi(client()).getSchema("no-such-board"));
        judge("getSchema", true);
    }

    @Test
    void listBoards() throws Exception {
        assertFalse(new BoardsApi(client()).listBoards().getData().isEmpty());
        refused(401, () -> new BoardsApi(client("not-a-key")).listBoards());
        judge("listBoards", true);
    }

    @Test
    void listBoardFields() throws Exception {
        assertFalse(
                new BoardApi(client()).listBoardFields(fixture.board).getData().isEmpty());
        refused(401, () -> new BoardApi(client(null)).listBoardFields(fixture.board));
        refused(404, () -> new BoardApi(client()).listBoardFields("no-such-board"));
        judge("listBoardFields", true);
    }

    @Test
    void createCardAndGetCard() throws Exception {
        String id = newCard("Robin Banks");
        Card card = new CardsApi(client()).getCard(fixture.board, id).getData();
        assertEquals(id, card.getCardId());
        assertEquals(fixture.email, card.getAdditionalProperties().get("email"));
        judge("createCard", true);
        new CardsApi(client()).getCard(fixture.board, id);
        refused(401, () -> new CardsApi(client(null)).getCard(fixture.board, id));
        refused(403, () -> new CardsApi(client()).getCard(closedBoard, id));
        refused(404, () -> new CardsApi(client()).getCard(fixture.board, "no-such-card"));
        judge("getCard", true);
        refused(401, () -> new CardsApi(client(null)).createCard(fixture.board, new CreateCardRequest().name("x")));
        refused(404, () -> new CardsApi(client()).createCard("no-such-board", new CreateCardRequest().name("x")));
        judge("createCard", false);
    }

    @Test
    void listCards() throws Exception {
        String id = newCard("Listed");
        proxy.take();
        CardsApi cards = new CardsApi(client());
        var page = cards.listCards(fixture.board, 0, 50, null, null, null, null, null, null);
        assertTrue(page.getData().stream().anyMatch(c -> id.equals(c.getCardId())), page::toString);
        assertNotNull(page.getCount());
        var filtered = cards.listCards(
                fixture.board, 0, 10, OffsetDateTime.now().minusDays(1), true, null, null, "List", null);
        assertTrue(filtered.getData().stream().anyMatch(c -> id.equals(c.getCardId())), filtered::toString);
        refused(
                401,
                () -> new CardsApi(client(null)).listCards(fixture.board, 0, 10, null, null, null, null, null, null));
        refused(403, () -> cards.listCards(closedBoard, 0, 10, null, null, null, null, null, null));
        refused(404, () -> cards.listCards("no-such-board", 0, 10, null, null, null, null, null, null));
        judge("listCards", true);
    }

    @Test
    void commentsOfACard() throws Exception {
        String id = newCard("Commented");
        proxy.take();
        CardsApi cards = new CardsApi(client());
        var added = cards.postComment(
                fixture.board, id, new PostCommentRequest().userId("u-1").content("Called the applicant"));
        String commentId = added.getData().getId();
        cards.postComment(
                fixture.board,
                id,
                new PostCommentRequest().userId("u-1").content("Called twice").id(commentId));
        refused(
                401,
                () -> new CardsApi(client(null))
                        .postComment(
                                fixture.board,
                                id,
                                new PostCommentRequest().userId("u").content("x")));
        refused(
                404,
                () -> cards.postComment(
                        fixture.board,
                        "no-such-card",
                        new PostCommentRequest().userId("u").content("x")));
        judge("postComment", true);
        var listed = cards.listComments(fixture.board, id).getData();
        assertEquals(1, listed.size());
        assertEquals("Called twice", listed.get(0).getContent());
        refused(401, () -> new CardsApi(client(null)).listComments(fixture.board, id));
        refused(404, () -> cards.listComments(fixture.board, "no-such-card"));
        judge("listComments", true);
    }

    @Test
    void contactsOfACard() throws Exception {
        CreateCardRequest request = new CreateCardRequest().name("Referencing");
        request.putAdditionalProperty("references", List.of(fixture.contact));
        String id = new CardsApi(client())
                .createCard(fixture.board, request)
                .getData()
                .getUnderscoreId();
        proxy.take();
        var contacts =
                new CardsApi(client()).listCardContacts(fixture.board, id).getData();
        assertEquals(1, contacts.size());
        refused(401, () -> new CardsApi(client(null)).listCardContacts(fixture.board, id));
        refused(404, () -> new CardsApi(client()).listCardContacts(fixture.board, "no-such-card"));
        judge("listCardContacts", true);
    }

    @Test
    void uploadFile(@TempDir Path files) throws Exception {
        String id = newCard("With a lease");
        proxy.take();
        Path pdf = Files.writeString(files.resolve("lease.pdf"), "%PDF-1.4\n%%EOF\n");
        var saved = new CardsApi(client())
                .uploadFile(fixture.board, id, pdf.toFile())
                .getData();
        assertEquals("application/pdf", saved.getType());
        refused(401, () -> new CardsApi(client(null)).uploadFile(fixture.board, id, pdf.toFile()));
        refused(404, () -> new CardsApi(client()).uploadFile(fixture.board, "no-such-card", pdf.toFile()));
        Path empty = Files.createFile(files.resolve("empty.txt"));
        refused(400, () -> new CardsApi(client()).uploadFile(fixture.board, id, empty.toFile()));
        judge("uploadFile", false);
    }

    @Test
    void tabViews() throws Exception {
        BoardApi board = new BoardApi(client());
        PostTabViewRequest view = new PostTabViewRequest()
                .name("Rent roll")
                .url("https://reports.example/rent")
                .icon("fa-regular fa-table");
        assertEquals(
                "Rent roll", board.postTabView(fixture.board, view).getData().getName());
        refused(
                400,
                () -> board.postTabView(
                        fixture.board, new PostTabViewRequest().name("Bad").url("javascript:alert(1)")));
        refused(401, () -> new BoardApi(client(null)).postTabView(fixture.board, view));
        refused(404, () -> board.postTabView("no-such-board", view));
        judge("postTabView", true);
        assertEquals(
                "Rent roll",
                board.postTabViewLegacy(fixture.board, view).getData().getName());
        refused(
                400,
                () -> board.postTabViewLegacy(
                        fixture.board, new PostTabViewRequest().name("Bad").url("ftp://x.example")));
        refused(401, () -> new BoardApi(client(null)).postTabViewLegacy(fixture.board, view));
        refused(404, () -> board.postTabViewLegacy("no-such-board", view));
        judge("postTabViewLegacy", true);
    }

    @Test
    void listUsers() throws Exception {
        String users = "/api/admin/organizations/" + fixture.org + "/users";
        String email = Api.unique("alice") + "@example.com";
        Api.Reply alice = Api.adminPost(
                users,
                jakarta.json.Json.createObjectBuilder()
                        .add("email", email)
                        .add("firstName", "Alice")
                        .add("lastName", "Smith")
                        .add("role", "Admin")
                        .add("password", it.com.propertyportal.UsedSecrets.remember("tangerine-sky-" + email))
                        .build()
                        .toString());
        assertEquals(201, alice.status(), alice::toString);
        String id = alice.json().getString("_id");
        List<ListUsers200ResponseDataInner> listed =
                new UsersApi(client()).listUsers().getData();
        ListUsers200ResponseDataInner found = listed.stream()
                .filter(u -> id.equals(u.getUnderscoreId()))
                .findFirst()
                .orElseThrow(() -> new AssertionError("not listed: " + listed));
        assertEquals("Alice Smith", found.getName());
        assertEquals("Admin", found.getRole());
        refused(401, () -> new UsersApi(client(null)).listUsers());
        judge("listUsers", true);
    }

    @Test
    void getCompanyInfo() throws Exception {
        assertEquals(
                "Test organization " + fixture.org,
                new CompanyApi(client()).getCompanyInfo().getName());
        refused(401, () -> new CompanyApi(client(null)).getCompanyInfo());
        judge("getCompanyInfo", true);
    }

    @Test
    void listContacts() throws Exception {
        ContactsApi contacts = new ContactsApi(client());
        var all = contacts.listContacts(0, null, null, null, null, null, null);
        assertTrue(all.getData().size() >= 2, all::toString);
        var byEmail = contacts.listContacts(
                0,
                null,
                fixture.email,
                null,
                null,
                OffsetDateTime.now().minusDays(1),
                OffsetDateTime.now().plusDays(1));
        assertEquals(1, byEmail.getData().size());
        assertEquals(
                1,
                contacts.listContacts(0, null, null, null, "Robin", null, null)
                        .getData()
                        .size());
        refused(401, () -> new ContactsApi(client(null)).listContacts(0, null, null, null, null, null, null));
        refused(400, () -> contacts.listContacts(-1, null, null, null, null, null, null));
        judge("listContacts", true);
    }

    @Test
    void upsertGetAndUpdateAContact() throws Exception {
        ContactsApi contacts = new ContactsApi(client());
        String address = Api.unique("casey") + "@example.com";
        Contact created = contacts.upsertContact(new UpsertContactRequest()
                .firstname("Casey")
                .lastname("Jones")
                .email(UpsertContactRequestEmail.of(address))
                .addPhoneItem(new UpsertContactRequestPhoneInner()
                        .number("+14155550123")
                        .type(UpsertContactRequestPhoneInner.TypeEnum.MOBILE))
                .title("Tenant"));
        assertEquals(address, created.getEmail());
        Contact again = contacts.upsertContact(new UpsertContactRequest()
                .email(UpsertContactRequestEmail.of(address))
                .company("Harbor Ltd"));
        assertEquals(created.getUnderscoreId(), again.getUnderscoreId(), "found by its first e-mail address");
        refused(
                400,
                () -> contacts.upsertContact(
                        new UpsertContactRequest().firstname("Bad").imageUrl("javascript:alert(1)")));
        refused(401, () -> new ContactsApi(client(null)).upsertContact(new UpsertContactRequest().firstname("x")));
        judge("upsertContact", true);

        var got = contacts.getContact(created.getUnderscoreId());
        assertEquals(1, got.getData().size());
        assertEquals("Casey", got.getData().get(0).getFirstname());
        assertEquals(0, contacts.getContact("no-such-contact").getData().size());
        refused(401, () -> new ContactsApi(client(null)).getContact(created.getUnderscoreId()));
        judge("getContact", true);

        Contact updated =
                contacts.updateContact(created.getUnderscoreId(), new UpdateContactRequest().lastname("Smith"));
        assertEquals("Smith", updated.getLastname());
        refused(400, () -> contacts.updateContact("no-such-contact", new UpdateContactRequest().lastname("x")));
        refused(
                401,
                () -> new ContactsApi(client(null))
                        .updateContact(created.getUnderscoreId(), new UpdateContactRequest().lastname("x")));
        judge("updateContact", true);
    }

    @Test
    void getContactsByEmail() throws Exception {
        ContactsApi contacts = new ContactsApi(client());
        var found = contacts.getContactsByEmail(new GetContactsByEmailRequest()
                .email(GetContactsByEmailRequestEmail.of(List.of(fixture.email, "nobody@example.com")))
                .limit(10)
                .skip(0));
        assertEquals(1, found.getContacts().size());
        assertEquals(
                0,
                contacts.getContactsByEmail(new GetContactsByEmailRequest()
                                .email(GetContactsByEmailRequestEmail.of("nobody@example.com")))
                        .getContacts()
                        .size());
        refused(
                400,
                () -> contacts.getContactsByEmail(
                        new GetContactsByEmailRequest().email(GetContactsByEmailRequestEmail.of("not an address"))));
        refused(
                401,
                () -> new ContactsApi(client(null))
                        .getContactsByEmail(
                                new GetContactsByEmailRequest().email(GetContactsByEmailRequestEmail.of("a@b.c"))));
        judge("getContactsByEmail", true);
    }

    @Test
    void verifyAContactsAddress() throws Exception {
        ContactsApi contacts = new ContactsApi(client());
        var started = contacts.initiateContactVerification(
                new InitiateContactVerificationRequest().email(fixture.email).emailSubject("Your Harbor code"));
        String requestId = started.getRequestId();
        assertNotNull(requestId);
        refused(
                400,
                () -> contacts.initiateContactVerification(
                        new InitiateContactVerificationRequest().email("not an address")));
        refused(
                401,
                () -> new ContactsApi(client(null))
                        .initiateContactVerification(new InitiateContactVerificationRequest().email(fixture.email)));
        refused(
                404,
                () -> contacts.initiateContactVerification(
                        new InitiateContactVerificationRequest().email("nobody-" + fixture.email)));
        judge("initiateContactVerification", true);

        String code = Mail.codeIn(Mail.lastTo(MAIL, fixture.email));
        String wrong = code.equals("000000") ? "111111" : "000000";
        refused(
                401,
                () -> contacts.confirmContactVerification(
                        requestId, new ConfirmContactVerificationRequest().code(wrong)));
        refused(400, () -> contacts.confirmContactVerification(requestId, new ConfirmContactVerificationRequest()));
        var confirmed =
                contacts.confirmContactVerification(requestId, new ConfirmContactVerificationRequest().code(code));
        assertNotNull(confirmed);
        refused(
                401,
                () -> new ContactsApi(client(null))
                        .confirmContactVerification(requestId, new ConfirmContactVerificationRequest().code(code)));
        judge("confirmContactVerification", true);
    }

    @Test
    void delegateTokens() throws Exception {
        String email = Api.unique("dee") + "@example.com";
        String password = it.com.propertyportal.UsedSecrets.remember("harbor-lights-" + email);
        Api.Reply user = Api.adminPost(
                "/api/admin/organizations/" + fixture.org + "/users",
                jakarta.json.Json.createObjectBuilder()
                        .add("email", email)
                        .add("firstName", "Dee")
                        .add("lastName", "Staff")
                        .add("role", "Staff")
                        .add("password", password)
                        .build()
                        .toString());
        assertEquals(201, user.status(), user::toString);
        String userId = user.json().getString("_id");
        Api.Reply app = Api.adminPost(
                "/api/admin/organizations/" + fixture.org + "/apps",
                "{\"title\":\"Checklist\",\"url\":\"https://apps.example.com/checklist\"}");
        assertEquals(201, app.status(), app::toString);
        String appClientId = app.json().getString("appClientId");
        String login = Api.basic(email, password);
        String appToken = userToken(login, "{\"appClientId\":\"" + appClientId + "\"}");
        String plainToken = userToken(login, "{}");

        AppApi keyless = new AppApi(client(null));
        VerifyDelegateToken200Response verified =
                keyless.verifyDelegateToken(new VerifyAppUserRequest().token(appToken));
        assertEquals(userId, verified.getUserId());
        assertEquals(appClientId, verified.getAppClientId());
        assertEquals("Checklist", verified.getAppTitle());
        refused(401, () -> keyless.verifyDelegateToken(new VerifyAppUserRequest().token(plainToken)));
        refused(401, () -> keyless.verifyDelegateToken(new VerifyAppUserRequest().token("not-a-token")));
        refused(400, () -> keyless.verifyDelegateToken(new VerifyAppUserRequest()));
        judge("verifyDelegateToken", true);

        BoardApi board = new BoardApi(client());
        VerifyAppUser200Response whose = board.verifyAppUser(new VerifyAppUserRequest().token(plainToken));
        assertEquals(userId, whose.getUserId());
        assertEquals(fixture.org, whose.getCompanyId());
        refused(401, () -> board.verifyAppUser(new VerifyAppUserRequest().token("not-a-token")));
        refused(400, () -> board.verifyAppUser(new VerifyAppUserRequest()));
        refused(401, () -> new BoardApi(client(null)).verifyAppUser(new VerifyAppUserRequest().token(plainToken)));
        judge("verifyAppUser", true);

        assertEquals(fixture.org, new AppApi(client()).getMe().getAPIKey().getCompanyId());
        ApiClient delegated = new ApiClient();
        delegated.updateBaseUri(proxy.baseUri());
        delegated.setRequestInterceptor(request -> request.header("Authorization", "DelegateToken " + appToken));
        assertEquals(
                appClientId, new AppApi(delegated).getMe().getDelegateTokenApp().getAppClientId());
        refused(401, () -> new AppApi(client(null)).getMe());
        judge("getMe", true);
    }

    private static String userToken(String login, String body) {
        Api.Reply issued = Api.post("/api/platform/user-token", body, "Authorization", login);
        assertEquals(200, issued.status(), issued::toString);
        return issued.json().getString("token");
    }

    /** The rows of docs/aptly-compatibility.md that offer an operation are exactly the operations run here. */
    @AfterAll
    static void theCompatibilityDocumentOffersWhatThisTestRan() throws IOException {
        TreeSet<String> offered = new TreeSet<>();
        for (String line : Files.readAllLines(Path.of("docs/aptly-compatibility.md"))) {
            String[] cells = line.split("\\|");
            if (cells.length > 3
                    && cells[1].replaceAll("<[^>]*>", "").trim().startsWith("`")
                    && cells[3].trim().startsWith("same")) {
                String operation = cells[1].replaceAll("[`\\s]|<[^>]*>", "");
                offered.add(operation);
                assertTrue(
                        !cells[3].trim().equals("same") || cells.length < 5 || cells[4].isBlank(),
                        operation + " says same but lists differences");
            }
        }
        assertEquals(offered, new TreeSet<>(VIOLATIONS.keySet()), "offered in the document vs run here");
        VIOLATIONS.forEach((operation, found) -> assertTrue(found.isEmpty(), operation + ": " + found));
    }
}
