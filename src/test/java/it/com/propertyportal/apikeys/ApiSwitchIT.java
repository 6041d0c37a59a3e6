package it.com.propertyportal.apikeys;

import static org.junit.jupiter.api.Assertions.assertEquals;

import it.com.propertyportal.Api;
import it.com.propertyportal.Fixture;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * A board's API switch is a kill switch for the keys made on it: while it is off, every core operation of the
 * served document answers such a key 403 API_DISABLED naming the board, the portal treats it as no key, and
 * switching the API on again gives the keys back everything they had.
 */
class ApiSwitchIT {

    @Test
    void whileTheApiIsOffEveryCoreOperationRefusesTheBoardsKeyNamingTheBoard() {
        Fixture fixture = new Fixture().imported();
        String key = fixture.newKey();
        Api.Reply card = Api.post("/api/board/" + fixture.board, "{\"name\":\"switch card\"}", "x-token", key);
        assertEquals(200, card.status(), card::toString);
        KeyScopeIT.Records records = new KeyScopeIT.Records(
                fixture.board, card.json().getJsonObject("data").getString("_id"), fixture.contact);
        assertEquals(200, Api.get("/api/contacts", "x-token", key).status(), "the key works while the API is on");

        switchApi(fixture, false);
        List<String> wrong = new ArrayList<>();
        KeyScopeIT.OPERATIONS.forEach((operation, row) -> {
            KeyScopeIT.Call call = row.call().apply(records);
            Api.Reply reply = Api.send(call.method(), call.path(), call.body(), call.contentType(), "x-token", key);
            if (!switchedOff(reply, fixture.board)) {
                wrong.add(operation + ": " + reply);
            }
        });
        assertEquals(List.of(), wrong);

        switchApi(fixture, true);
        Api.Reply back = Api.get("/api/contacts", "x-token", key);
        assertEquals(200, back.status(), back::toString);
        assertEquals(
                200,
                Api.get("/api/board/" + fixture.board + "/" + records.card(), "x-token", key)
                        .status());
    }

    @Test
    void twentyRacingCallsOfAKeyWhoseApiIsOffAreAllRefused() throws Exception {
        Fixture fixture = new Fixture().imported();
        String key = fixture.newKey();
        assertEquals(200, Api.get("/api/contacts", "x-token", key).status());
        switchApi(fixture, false);
        ExecutorService pool = Executors.newFixedThreadPool(20);
        try {
            List<Callable<Integer>> calls = new ArrayList<>();
            for (int i = 0; i < 20; i++) {
                calls.add(() -> Api.get("/api/contacts", "x-token", key).status());
            }
            Set<Integer> statuses = new java.util.TreeSet<>();
            for (Future<Integer> status : pool.invokeAll(calls)) {
                statuses.add(status.get());
            }
            assertEquals(Set.of(403), statuses);
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void thePortalTreatsAKeyWhoseApiIsOffAsNoKey() {
        Fixture fixture = new Fixture();
        String published = Api.unique("loc");
        String hidden = Api.unique("loc");
        JsonObject document = Json.createObjectBuilder(fixture.document())
                .add(
                        "locations",
                        Json.createArrayBuilder()
                                .add(location(fixture, published, "published"))
                                .add(location(fixture, hidden, "unpublished")))
                .build();
        Api.Reply imported = Api.importDocument(document);
        assertEquals(200, imported.status(), imported::toString);
        String key = fixture.newKey();
        assertEquals(Set.of(published, hidden), ids(Api.get("/locations/" + fixture.org, "x-token", key)));

        switchApi(fixture, false);
        assertEquals(Set.of(published), ids(Api.get("/locations/" + fixture.org, "x-token", key)));

        switchApi(fixture, true);
        assertEquals(Set.of(published, hidden), ids(Api.get("/locations/" + fixture.org, "x-token", key)));
    }

    private static void switchApi(Fixture fixture, boolean on) {
        Api.Reply reply = Api.put(
                "/api/admin/boards/" + fixture.board + "/api",
                "{\"enabled\":" + on + "}",
                "Authorization",
                Api.adminAuthorization());
        assertEquals(200, reply.status(), reply::toString);
    }

    /** A 403 problem+json API_DISABLED whose message names the board. */
    private static boolean switchedOff(Api.Reply reply, String board) {
        if (reply.status() != 403 || !reply.header("Content-Type").startsWith("application/problem+json")) {
            return false;
        }
        JsonObject problem = reply.json();
        return "API_DISABLED".equals(problem.getString("error", ""))
                && problem.getString("detail", "").contains(board);
    }

    private static JsonObject location(Fixture fixture, String id, String status) {
        return Json.createObjectBuilder()
                .add("_id", id)
                .add("companyId", fixture.org)
                .add("publishStatus", status)
                .add("name", "Switch " + status)
                .add("address", Json.createObjectBuilder().add("formattedAddress", "1 Switch St, Seattle, WA"))
                .build();
    }

    private static Set<String> ids(Api.Reply reply) {
        assertEquals(200, reply.status(), reply::toString);
        return reply.array().stream()
                .map(v -> v.asJsonObject().getString("_id"))
                .collect(Collectors.toSet());
    }
}
