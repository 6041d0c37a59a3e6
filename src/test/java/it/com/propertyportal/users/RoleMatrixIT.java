package it.com.propertyportal.users;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import it.com.propertyportal.Api;
import it.com.propertyportal.Fixture;
import it.com.propertyportal.UsedSecrets;
import it.com.propertyportal.verification.Mail;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Every operation of the administrator's API, called by each role of an organization (HTTP Basic with the user's
 * address and password) and by the operator: allowed where docs/users.md says so, else a 403 naming the role
 * needed; and called by an Admin of one organization on another organization's records: a 404, or nothing of
 * the other organization in the answer. The table below is checked against the served OpenAPI document, so an
 * operation added without a row fails this test.
 */
class RoleMatrixIT {

    /** Users made without a password are invited by mail. */
    @RegisterExtension
    static final GreenMailExtension MAIL = Mail.server();

    /** What an operation needs, least first; OPERATOR is the operator alone. */
    enum Needed {
        VIEWER,
        STAFF,
        ADMIN,
        OPERATOR
    }

    enum Role {
        VIEWER("Viewer"),
        STAFF("Staff"),
        ADMIN("Admin");

        final String wire;

        Role(String wire) {
            this.wire = wire;
        }

        boolean may(Needed needed) {
            return needed != Needed.OPERATOR && ordinal() >= needed.ordinal();
        }
    }

    /** One operation: the least role it needs, and how to call it in an organization (fresh records where it spends one). */
    record Row(Needed needed, Function<Organization, Call> call, int answered, int operatorAnswer) {

        Row(Needed needed, Function<Organization, Call> call) {
            this(needed, call, 0, 0);
        }

        /** A 2xx, or the one other status this row's call is answered with when allowed (0: none). */
        boolean allowed(int status, int other) {
            return (status >= 200 && status <= 299 && other == 0) || status == other;
        }
    }

    record Call(String method, String path, String body) {}

    /** One organization of the test: its fixture, users by role, a card and a form of its board. */
    static final class Organization {
        final Fixture fixture = new Fixture();
        /** Every user of the organization has this password: a profile call sends it as the current one. */
        final String password = UsedSecrets.remember(PASSWORD_PREFIX + Api.unique("p"));

        final Map<Role, String> logins = new LinkedHashMap<>();
        final Map<Role, String> userIds = new LinkedHashMap<>();
        String card;

        String org() {
            return fixture.org;
        }

        String board() {
            return fixture.board;
        }

        /** A key made by the operator, to be revoked. */
        String spareKey() {
            Api.Reply made = Api.adminPost("/api/admin/boards/" + board() + "/api-keys", "{\"name\":\"spare\"}");
            assertEquals(201, made.status(), made::toString);
            return made.json().getString("id");
        }

        /** An app registered by the operator, to be removed. */
        String spareApp() {
            Api.Reply made = Api.adminPost(
                    "/api/admin/organizations/" + org() + "/apps",
                    "{\"title\":\"spare\",\"url\":\"https://apps.example.com/spare\"}");
            assertEquals(201, made.status(), made::toString);
            return made.json().getString("appClientId");
        }

        /** Single sign-on set up by the operator, to be read or removed. */
        void singleSignOn() {
            Api.Reply set = Api.send(
                    "PUT",
                    "/api/admin/organizations/" + org() + "/sso",
                    SINGLE_SIGN_ON,
                    "application/json",
                    "Authorization",
                    Api.adminAuthorization());
            assertEquals(200, set.status(), set::toString);
        }

        /** A board made by the operator, to be archived. */
        String spareBoard() {
            Api.Reply made = Api.adminPost("/api/admin/organizations/" + org() + "/boards", "{\"name\":\"spare\"}");
            assertEquals(201, made.status(), made::toString);
            return made.json().getString("_id");
        }

        /** A user made by the operator, to be archived. */
        String spareUser() {
            return createUser(this, Api.unique("spare") + "@example.com", "Viewer", null);
        }
    }

    private static final Organization A = new Organization();
    private static final Organization B = new Organization();
    private static final String PASSWORD_PREFIX = "matrix-passphrase-";
    private static final String SINGLE_SIGN_ON = "{\"issuer\":\"https://login.matrix.example\",\"clientId\":\"portal\","
            + "\"clientSecret\":\"matrix-client-secret\",\"emailDomains\":[\"matrix.example\"]}";

    static final Map<String, Row> OPERATIONS = new LinkedHashMap<>();

    static {
        OPERATIONS.put("GET /api/admin/overview", new Row(Needed.VIEWER, o -> get("/api/admin/overview")));
        OPERATIONS.put("GET /api/admin/{kind}", new Row(Needed.VIEWER, o -> get("/api/admin/cards?limit=1000")));
        OPERATIONS.put(
                "GET /api/admin/{kind}/{id}",
                new Row(Needed.VIEWER, o -> get("/api/admin/contacts/" + o.fixture.contact)));
        OPERATIONS.put(
                "GET /api/admin/boards/{boardId}", new Row(Needed.VIEWER, o -> get("/api/admin/boards/" + o.board())));
        OPERATIONS.put(
                "PUT /api/admin/boards/{boardId}/api",
                new Row(
                        Needed.ADMIN,
                        o -> new Call("PUT", "/api/admin/boards/" + o.board() + "/api", "{\"enabled\":true}")));
        OPERATIONS.put(
                "PUT /api/admin/boards/{boardId}/fields",
                new Row(
                        Needed.ADMIN,
                        o -> new Call(
                                "PUT",
                                "/api/admin/boards/" + o.board() + "/fields",
                                Json.createObjectBuilder()
                                        .add("fields", Fixture.boardFields())
                                        .build()
                                        .toString())));
        OPERATIONS.put("GET /api/admin/forms", new Row(Needed.VIEWER, o -> get("/api/admin/forms?limit=1000")));
        OPERATIONS.put(
                "GET /api/admin/forms/{formId}",
                new Row(Needed.VIEWER, o -> get("/api/admin/forms/" + o.org() + "-form")));
        OPERATIONS.put(
                "POST /api/admin/forms",
                new Row(Needed.ADMIN, o -> new Call("POST", "/api/admin/forms", formBody(o, null))));
        OPERATIONS.put(
                "PUT /api/admin/forms/{formId}",
                new Row(
                        Needed.ADMIN,
                        o -> new Call("PUT", "/api/admin/forms/" + o.org() + "-form", formBody(o, o.org() + "-form"))));
        OPERATIONS.put(
                "GET /api/admin/boards/{boardId}/api-keys",
                new Row(Needed.ADMIN, o -> get("/api/admin/boards/" + o.board() + "/api-keys")));
        OPERATIONS.put(
                "POST /api/admin/boards/{boardId}/api-keys",
                new Row(
                        Needed.ADMIN,
                        o -> new Call(
                                "POST", "/api/admin/boards/" + o.board() + "/api-keys", "{\"name\":\"matrix\"}")));
        OPERATIONS.put(
                "DELETE /api/admin/boards/{boardId}/api-keys/{keyId}",
                new Row(
                        Needed.ADMIN,
                        o -> new Call("DELETE", "/api/admin/boards/" + o.board() + "/api-keys/" + o.spareKey(), null)));
        OPERATIONS.put(
                "POST /api/admin/boards/{boardId}/cards/{cardId}/form-link",
                new Row(
                        Needed.STAFF,
                        o -> new Call(
                                "POST",
                                "/api/admin/boards/" + o.board() + "/cards/" + o.card + "/form-link",
                                "{\"formId\":\"" + o.org() + "-form\"}")));
        OPERATIONS.put(
                "POST /api/admin/import",
                new Row(Needed.ADMIN, o -> new Call("POST", "/api/admin/import", ownDocument(o))));
        OPERATIONS.put(
                "POST /api/admin/import/dry-run",
                new Row(Needed.ADMIN, o -> new Call("POST", "/api/admin/import/dry-run", ownDocument(o))));
        OPERATIONS.put(
                "GET /api/admin/organizations/{orgId}/locations",
                new Row(Needed.VIEWER, o -> get("/api/admin/organizations/" + o.org() + "/locations")));
        OPERATIONS.put(
                "POST /api/admin/organizations/{orgId}/locations",
                new Row(
                        Needed.STAFF,
                        o -> new Call(
                                "POST",
                                "/api/admin/organizations/" + o.org() + "/locations",
                                "{\"name\":\"Matrix Annex\",\"publishStatus\":\"unpublished\"}")));
        OPERATIONS.put(
                "GET /api/admin/organizations/{orgId}/locations/{locationId}",
                new Row(
                        Needed.VIEWER,
                        o -> get("/api/admin/organizations/" + o.org() + "/locations/" + o.org() + "-home")));
        OPERATIONS.put(
                "PUT /api/admin/organizations/{orgId}/locations/{locationId}",
                new Row(
                        Needed.STAFF,
                        o -> new Call(
                                "PUT",
                                "/api/admin/organizations/" + o.org() + "/locations/" + o.org() + "-home",
                                "{\"name\":\"Matrix Home\"}")));
        OPERATIONS.put(
                "POST /api/admin/organizations/{orgId}/locations/status",
                new Row(
                        Needed.STAFF,
                        o -> new Call(
                                "POST",
                                "/api/admin/organizations/" + o.org() + "/locations/status",
                                "{\"ids\":[\"" + o.org() + "-home\"],\"action\":\"publish\"}")));
        OPERATIONS.put(
                "GET /api/admin/organizations/{orgId}/users",
                new Row(Needed.ADMIN, o -> get("/api/admin/organizations/" + o.org() + "/users")));
        OPERATIONS.put(
                "POST /api/admin/organizations/{orgId}/users",
                new Row(
                        Needed.ADMIN,
                        o -> new Call(
                                "POST",
                                "/api/admin/organizations/" + o.org() + "/users",
                                userBody(Api.unique("new") + "@example.com", "Viewer", null))));
        OPERATIONS.put(
                "GET /api/admin/organizations/{orgId}/users/{userId}",
                new Row(
                        Needed.ADMIN,
                        o -> get("/api/admin/organizations/" + o.org() + "/users/" + o.userIds.get(Role.VIEWER))));
        OPERATIONS.put(
                "PATCH /api/admin/organizations/{orgId}/users/{userId}",
                new Row(
                        Needed.ADMIN,
                        o -> new Call(
                                "PATCH",
                                "/api/admin/organizations/" + o.org() + "/users/" + o.userIds.get(Role.VIEWER),
                                "{\"lastName\":\"Viewer\"}")));
        OPERATIONS.put(
                "DELETE /api/admin/organizations/{orgId}/users/{userId}",
                new Row(
                        Needed.ADMIN,
                        o -> new Call(
                                "DELETE", "/api/admin/organizations/" + o.org() + "/users/" + o.spareUser(), null)));
        OPERATIONS.put(
                "GET /api/admin/boards/{boardId}/tab-views",
                new Row(Needed.VIEWER, o -> get("/api/admin/boards/" + o.board() + "/tab-views")));
        OPERATIONS.put(
                "GET /api/admin/forms/{formId}/submissions",
                new Row(Needed.VIEWER, o -> get("/api/admin/forms/" + o.org() + "-form/submissions")));
        OPERATIONS.put(
                "GET /api/admin/organizations/{orgId}/apps",
                new Row(Needed.VIEWER, o -> get("/api/admin/organizations/" + o.org() + "/apps")));
        OPERATIONS.put(
                "POST /api/admin/organizations/{orgId}/apps",
                new Row(
                        Needed.ADMIN,
                        o -> new Call(
                                "POST",
                                "/api/admin/organizations/" + o.org() + "/apps",
                                "{\"title\":\"Matrix\",\"url\":\"https://apps.example.com/matrix\"}")));
        OPERATIONS.put(
                "DELETE /api/admin/organizations/{orgId}/apps/{appClientId}",
                new Row(
                        Needed.ADMIN,
                        o -> new Call(
                                "DELETE", "/api/admin/organizations/" + o.org() + "/apps/" + o.spareApp(), null)));
        OPERATIONS.put("GET /api/admin/audit", new Row(Needed.ADMIN, o -> get("/api/admin/audit?limit=500")));
        // Every role has a profile; the operator has none.
        OPERATIONS.put("GET /api/admin/profile", new Row(Needed.VIEWER, o -> get("/api/admin/profile"), 0, 404));
        OPERATIONS.put(
                "PATCH /api/admin/profile",
                new Row(
                        Needed.VIEWER,
                        o -> new Call("PATCH", "/api/admin/profile", "{\"firstName\":\"Matrix\"}"),
                        0,
                        404));
        // The second factor: an offer with the current password (each call replaces the last), its QR code, a wrong
        // code (allowed to try, refused as a 400 naming it), and its removal with the current password (none is set:
        // nothing to remove, done); the operator has none. Wrong passwords are PasswordChecksIT's: each is a failed
        // sign-in of the client address the whole suite calls from.
        OPERATIONS.put(
                "POST /api/admin/profile/second-factor",
                new Row(
                        Needed.VIEWER,
                        o -> new Call("POST", "/api/admin/profile/second-factor", currentPassword(o)),
                        0,
                        404));
        OPERATIONS.put(
                "GET /api/admin/profile/second-factor/qr.svg",
                new Row(Needed.VIEWER, o -> get("/api/admin/profile/second-factor/qr.svg"), 0, 404));
        OPERATIONS.put(
                "POST /api/admin/profile/second-factor/confirm",
                new Row(
                        Needed.VIEWER,
                        o -> new Call("POST", "/api/admin/profile/second-factor/confirm", "{\"code\":\"12345x\"}"),
                        400,
                        404));
        OPERATIONS.put(
                "POST /api/admin/profile/second-factor/remove",
                new Row(
                        Needed.VIEWER,
                        o -> new Call("POST", "/api/admin/profile/second-factor/remove", currentPassword(o)),
                        0,
                        404));
        OPERATIONS.put(
                "DELETE /api/admin/organizations/{orgId}/users/{userId}/second-factor",
                new Row(
                        Needed.ADMIN,
                        o -> new Call(
                                "DELETE",
                                "/api/admin/organizations/" + o.org() + "/users/" + o.userIds.get(Role.VIEWER)
                                        + "/second-factor",
                                null)));
        // A new password that breaks the rule: allowed to try, refused as a 400 naming it, before the current one is
        // checked (so nothing changes).
        OPERATIONS.put(
                "POST /api/admin/profile/password",
                new Row(
                        Needed.VIEWER,
                        o -> new Call("POST", "/api/admin/profile/password", passwords(o.password, "short")),
                        400,
                        400));
        // Organizations and boards, administered in their own components.
        OPERATIONS.put(
                "GET /api/admin/organizations", new Row(Needed.VIEWER, o -> get("/api/admin/organizations?limit=10")));
        OPERATIONS.put(
                "POST /api/admin/organizations",
                new Row(
                        Needed.OPERATOR,
                        o -> new Call(
                                "POST",
                                "/api/admin/organizations",
                                "{\"name\":\"Matrix " + Api.unique("org") + "\"}")));
        OPERATIONS.put(
                "GET /api/admin/organizations/{orgId}",
                new Row(Needed.VIEWER, o -> get("/api/admin/organizations/" + o.org())));
        // Without If-Match: allowed to try, answered 428 before anything changes.
        OPERATIONS.put(
                "PATCH /api/admin/organizations/{orgId}",
                new Row(
                        Needed.ADMIN,
                        o -> new Call(
                                "PATCH", "/api/admin/organizations/" + o.org(), "{\"phone\":\"+1 206 555 0100\"}"),
                        428,
                        428));
        OPERATIONS.put(
                "POST /api/admin/organizations/{orgId}/boards",
                new Row(
                        Needed.ADMIN,
                        o -> new Call(
                                "POST",
                                "/api/admin/organizations/" + o.org() + "/boards",
                                "{\"name\":\"Matrix board\"}")));
        OPERATIONS.put(
                "PATCH /api/admin/boards/{boardId}",
                new Row(
                        Needed.ADMIN,
                        o -> new Call("PATCH", "/api/admin/boards/" + o.board(), "{\"name\":\"Applications\"}")));
        OPERATIONS.put(
                "DELETE /api/admin/boards/{boardId}",
                new Row(Needed.ADMIN, o -> new Call("DELETE", "/api/admin/boards/" + o.spareBoard(), null)));
        // An organization's own single sign-on, its Admin's: set up by the operator before each read and removal.
        OPERATIONS.put("GET /api/admin/organizations/{orgId}/sso", new Row(Needed.ADMIN, o -> {
            o.singleSignOn();
            return get("/api/admin/organizations/" + o.org() + "/sso");
        }));
        OPERATIONS.put(
                "PUT /api/admin/organizations/{orgId}/sso",
                new Row(
                        Needed.ADMIN,
                        o -> new Call("PUT", "/api/admin/organizations/" + o.org() + "/sso", SINGLE_SIGN_ON)));
        OPERATIONS.put("DELETE /api/admin/organizations/{orgId}/sso", new Row(Needed.ADMIN, o -> {
            o.singleSignOn();
            return new Call("DELETE", "/api/admin/organizations/" + o.org() + "/sso", null);
        }));
    }

    @BeforeAll
    static void twoOrganizationsWithAUserOfEachRole() {
        for (Organization o : List.of(A, B)) {
            Api.Reply imported = Api.importDocument(withLocationAndForm(o));
            assertEquals(200, imported.status(), imported::toString);
            String key = o.fixture.newKey();
            o.card = Api.post("/api/board/" + o.board(), "{\"name\":\"matrix card\"}", "x-token", key)
                    .json()
                    .getJsonObject("data")
                    .getString("_id");
            for (Role role : Role.values()) {
                String email = Api.unique(role.wire.toLowerCase(Locale.ROOT)) + "@example.com";
                o.userIds.put(role, createUser(o, email, role.wire, o.password));
                o.logins.put(role, Api.basic(email, o.password));
            }
        }
    }

    @Test
    void everyOperationOfTheAdministratorsApiHasARow() {
        JsonObject paths = Api.get("/openapi?format=JSON").json().getJsonObject("paths");
        Set<String> served = new TreeSet<>();
        paths.forEach((template, item) -> item.asJsonObject().forEach((method, op) -> {
            if (template.startsWith("/api/admin")
                    && Set.of("get", "post", "put", "patch", "delete").contains(method)) {
                served.add(method.toUpperCase(Locale.ROOT) + " " + template);
            }
        }));
        assertEquals(served, new TreeSet<>(OPERATIONS.keySet()));
    }

    @Test
    void eachRoleIsAllowedWhatItsRightsSayAndRefusedTheRestNamingTheRole() {
        List<String> wrong = new ArrayList<>();
        int calls = 0;
        for (Map.Entry<String, Row> operation : OPERATIONS.entrySet()) {
            Row row = operation.getValue();
            for (Role role : Role.values()) {
                calls++;
                Api.Reply reply = call(row.call().apply(A), A.logins.get(role));
                if (role.may(row.needed())) {
                    if (!row.allowed(reply.status(), row.answered())) {
                        wrong.add(operation.getKey() + " as " + role.wire + " should be allowed: " + reply);
                    }
                } else {
                    String least = row.needed() == Needed.OPERATOR ? "operator" : leastRole(row.needed());
                    boolean named = reply.status() == 403
                            && "ROLE_REQUIRED".equals(code(reply))
                            && reply.body().contains(least);
                    if (!named) {
                        wrong.add(operation.getKey() + " as " + role.wire + " should be 403 naming " + least + ": "
                                + reply);
                    }
                }
            }
            calls++;
            Api.Reply operator = call(row.call().apply(A), Api.adminAuthorization());
            if (!row.allowed(operator.status(), row.operatorAnswer())) {
                wrong.add(operation.getKey() + " as the operator should be allowed: " + operator);
            }
        }
        assertEquals(List.of(), wrong, calls + " calls");
    }

    @Test
    void anotherOrganizationsRecordsAreNotFound() {
        String adminOfA = A.logins.get(Role.ADMIN);
        List<String> wrong = new ArrayList<>();
        for (Map.Entry<String, Row> operation : OPERATIONS.entrySet()) {
            String template = operation.getKey();
            boolean namesRecords = template.contains("{orgId}")
                    || template.contains("{boardId}")
                    || template.contains("{formId}")
                    || template.equals("POST /api/admin/forms")
                    || template.contains("{id}")
                    || template.contains("{formId}")
                    || template.contains("/import");
            if (!namesRecords) {
                continue;
            }
            Api.Reply reply = call(operation.getValue().call().apply(B), adminOfA);
            if (reply.status() != 404) {
                wrong.add(template + " on the other organization's records should be 404: " + reply);
            }
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void listsShowOnlyTheOrganizationsOwnRecords() {
        String viewerOfA = A.logins.get(Role.VIEWER);
        for (String kind : List.of("organizations", "contacts", "boards", "cards", "locations", "forms")) {
            Api.Reply list = call(get("/api/admin/" + kind + "?limit=1000"), viewerOfA);
            assertEquals(200, list.status(), list::toString);
            Set<String> organizations = list.json().getJsonArray("data").stream()
                    .map(JsonValue::asJsonObject)
                    .map(item -> switch (kind) {
                        case "organizations" -> item.getString("_id");
                        // A card names its board, and the board its organization.
                        case "cards" ->
                            item.getString("boardId").equals(A.board()) ? A.org() : item.getString("boardId");
                        default -> item.getString("companyId", "(none)");
                    })
                    .collect(Collectors.toSet());
            assertEquals(
                    Set.of(A.org()),
                    organizations,
                    kind + ": "
                            + list.body().substring(0, Math.min(500, list.body().length())));
        }
        JsonObject overview = call(get("/api/admin/overview"), viewerOfA).json();
        assertEquals(1, overview.getJsonArray("organizations").size(), overview::toString);
        assertEquals(
                A.org(), overview.getJsonArray("organizations").getJsonObject(0).getString("id"));
        assertEquals(1, overview.getInt("total"));

        JsonObject audit = call(get("/api/admin/audit?limit=500"), A.logins.get(Role.ADMIN))
                .json();
        assertTrue(audit.getJsonArray("data").size() > 0, audit::toString);
        for (JsonValue entry : audit.getJsonArray("data")) {
            assertEquals(A.org(), entry.asJsonObject().getString("organizationId", null), entry::toString);
        }
    }

    @Test
    void theSchoolsEveryOrganizationSharesAreImportedByTheOperatorAlone() {
        String document = "{\"schools\":[{\"_id\":\"" + Api.unique("school") + "\",\"name\":\"Matrix Elementary\","
                + "\"latitude\":45.5,\"longitude\":-122.6}]}";
        Api.Reply refused = call(new Call("POST", "/api/admin/import", document), A.logins.get(Role.ADMIN));
        assertEquals(403, refused.status(), refused::toString);
        assertTrue(refused.body().contains("operator"), refused::toString);
    }

    @Test
    void theAuditNamesTheUserWhoActed() {
        Api.Reply made = call(
                new Call("POST", "/api/admin/boards/" + A.board() + "/api-keys", "{\"name\":\"audited\"}"),
                A.logins.get(Role.ADMIN));
        assertEquals(201, made.status(), made::toString);
        String adminId = A.userIds.get(Role.ADMIN);
        JsonObject byUser = Api.adminGet("/api/admin/audit?action=api-key-created&user=" + adminId)
                .json();
        assertTrue(byUser.getJsonArray("data").size() >= 1, byUser::toString);
        for (JsonValue entry : byUser.getJsonArray("data")) {
            JsonObject e = entry.asJsonObject();
            assertEquals(adminId, e.getString("userId"), e::toString);
            assertTrue(e.getString("user").endsWith("@example.com"), e::toString);
            assertEquals(A.org(), e.getString("organizationId"), e::toString);
        }
        assertTrue(!byUser.toString().contains(PASSWORD_PREFIX), "no password in the audit");
    }

    @Test
    void anArchivedUserNoLongerSignsIn() {
        String email = Api.unique("leaver") + "@example.com";
        String password = UsedSecrets.remember(PASSWORD_PREFIX + Api.unique("p"));
        String id = createUser(A, email, "Admin", password);
        String login = Api.basic(email, password);
        assertEquals(200, call(get("/api/admin/overview"), login).status());
        Api.Reply archived = Api.delete(
                "/api/admin/organizations/" + A.org() + "/users/" + id, "Authorization", Api.adminAuthorization());
        assertEquals(200, archived.status(), archived::toString);
        // From an address of its own: the refused login counts against the address's throttle.
        String client = "2001:db8:77::" + Integer.toHexString(1 + new java.util.Random().nextInt(0xfffe));
        Api.Reply refused = Api.get("/api/admin/overview", "Authorization", login, "X-Forwarded-For", client);
        assertEquals(401, refused.status(), "a remembered login ends with the archiving");
    }

    @Test
    void aNewRoleTakesEffectAtTheNextCall() {
        String email = Api.unique("mover") + "@example.com";
        String password = UsedSecrets.remember(PASSWORD_PREFIX + Api.unique("p"));
        String id = createUser(A, email, "Admin", password);
        String login = Api.basic(email, password);
        assertEquals(200, call(get("/api/admin/audit"), login).status());
        Api.Reply changed = Api.send(
                "PATCH",
                "/api/admin/organizations/" + A.org() + "/users/" + id,
                "{\"role\":\"Viewer\"}",
                "application/json",
                "Authorization",
                Api.adminAuthorization());
        assertEquals(200, changed.status(), changed::toString);
        Api.Reply refused = call(get("/api/admin/audit"), login);
        assertEquals(403, refused.status(), refused::toString);
        assertTrue(refused.body().contains("Admin"), refused::toString);
    }

    @Test
    void aUserChangesTheirOwnPasswordAndTheOldOneNoLongerSignsIn() {
        String email = Api.unique("own") + "@example.com";
        String old = UsedSecrets.remember(PASSWORD_PREFIX + Api.unique("p"));
        createUser(A, email, "Viewer", old);
        String oldLogin = Api.basic(email, old);
        assertEquals(200, call(get("/api/admin/profile"), oldLogin).status(), "signs in and is remembered");

        Api.Reply common =
                call(new Call("POST", "/api/admin/profile/password", passwords(old, "password1234")), oldLogin);
        assertEquals(400, common.status(), common::toString);
        assertTrue(common.body().contains("newPassword"), common::toString);
        Api.Reply wrong =
                call(new Call("POST", "/api/admin/profile/password", passwords("not-" + old, old + "-next")), oldLogin);
        assertEquals(400, wrong.status(), wrong::toString);
        assertTrue(wrong.body().contains("currentPassword"), wrong::toString);

        String next = UsedSecrets.remember(old + "-next");
        Api.Reply changed = call(new Call("POST", "/api/admin/profile/password", passwords(old, next)), oldLogin);
        assertEquals(204, changed.status(), changed::toString);
        String client = "2001:db8:78::" + Integer.toHexString(1 + new java.util.Random().nextInt(0xfffe));
        assertEquals(
                401,
                Api.get("/api/admin/profile", "Authorization", oldLogin, "X-Forwarded-For", client)
                        .status(),
                "the remembered old password no longer signs in");
        JsonObject profile =
                call(get("/api/admin/profile"), Api.basic(email, next)).json();
        assertEquals(email, profile.getString("email"));
        assertEquals(A.org(), profile.getString("organizationId"));
        assertTrue(!profile.toString().contains(PASSWORD_PREFIX), "no password in the profile");
    }

    @Test
    void anAccountGuessedFromManyAddressesIsRefusedEvenWithItsRightPassword() {
        String email = Api.unique("guessed") + "@example.com";
        String password = UsedSecrets.remember(PASSWORD_PREFIX + Api.unique("p"));
        createUser(A, email, "Viewer", password);
        java.util.Random random = new java.util.Random();
        java.util.function.Supplier<String> anotherAddress = () -> "2001:db8:7a:"
                + Integer.toHexString(random.nextInt(0xffff)) + "::" + Integer.toHexString(1 + random.nextInt(0xfffe));
        for (int guess = 1; guess <= 10; guess++) {
            Api.Reply wrong = Api.get(
                    "/api/admin/profile",
                    "Authorization",
                    Api.basic(email, "wrong-guess-" + guess),
                    "X-Forwarded-For",
                    anotherAddress.get());
            assertEquals(401, wrong.status(), "guess " + guess + ": " + wrong);
        }
        Api.Reply blocked = Api.get(
                "/api/admin/profile",
                "Authorization",
                Api.basic(email, password),
                "X-Forwarded-For",
                anotherAddress.get());
        assertEquals(429, blocked.status(), blocked::toString);
        assertTrue(blocked.body().contains("for this account"), blocked::toString);
        assertTrue(blocked.header("Retry-After") != null, blocked::toString);
    }

    private static String currentPassword(Organization o) {
        return Json.createObjectBuilder()
                .add("currentPassword", o.password)
                .build()
                .toString();
    }

    private static String passwords(String current, String replacement) {
        return Json.createObjectBuilder()
                .add("currentPassword", current)
                .add("newPassword", replacement)
                .build()
                .toString();
    }

    private static String leastRole(Needed needed) {
        return Role.values()[needed.ordinal()].wire;
    }

    private static String code(Api.Reply reply) {
        try {
            return reply.json().getString("error", "");
        } catch (RuntimeException notJson) {
            return "";
        }
    }

    private static Call get(String path) {
        return new Call("GET", path, null);
    }

    private static Api.Reply call(Call call, String authorization) {
        return Api.send(
                call.method(),
                call.path(),
                call.body(),
                call.body() == null ? null : "application/json",
                "Authorization",
                authorization);
    }

    static String userBody(String email, String role, String password) {
        var json = Json.createObjectBuilder()
                .add("email", email)
                .add("firstName", "Matrix")
                .add("lastName", role)
                .add("role", role);
        if (password != null) {
            json.add("password", password);
        }
        return json.build().toString();
    }

    static String createUser(Organization o, String email, String role, String password) {
        Api.Reply created =
                Api.adminPost("/api/admin/organizations/" + o.org() + "/users", userBody(email, role, password));
        assertEquals(201, created.status(), created::toString);
        return created.json().getString("_id");
    }

    /** The organization's own record, as an Admin re-imports it. */
    private static String ownDocument(Organization o) {
        return Json.createObjectBuilder()
                .add(
                        "organizations",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", o.org())
                                        .add("name", "Test organization " + o.org())))
                .build()
                .toString();
    }

    /** A form of the organization's board (the one of the fixture's document when id names it). */
    private static String formBody(Organization o, String id) {
        var form = Json.createObjectBuilder();
        if (id != null) {
            form.add("_id", id);
        }
        return form.add("companyId", o.org())
                .add("boardId", o.board())
                .add("name", "Matrix form")
                .add(
                        "fields",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("uuid", "f-notes")
                                        .add("label", "Notes")
                                        .add("type", "textarea")
                                        .add("fieldKey", "notes")))
                .build()
                .toString();
    }

    /** The fixture's document with a location and a form on its board. */
    private static JsonObject withLocationAndForm(Organization o) {
        return Json.createObjectBuilder(o.fixture.document())
                .add(
                        "locations",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", o.org() + "-home")
                                        .add("companyId", o.org())
                                        .add("name", "Matrix Home")))
                .add(
                        "forms",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", o.org() + "-form")
                                        .add("companyId", o.org())
                                        .add("boardId", o.board())
                                        .add("name", "Matrix form")
                                        .add(
                                                "fields",
                                                Json.createArrayBuilder()
                                                        .add(Json.createObjectBuilder()
                                                                .add("uuid", "f-notes")
                                                                .add("label", "Notes")
                                                                .add("type", "textarea")
                                                                .add("fieldKey", "notes")))))
                .build();
    }
}
