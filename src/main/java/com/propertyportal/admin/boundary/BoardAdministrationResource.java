package com.propertyportal.admin.boundary;

import com.propertyportal.access.Needs;
import com.propertyportal.access.Operator;
import com.propertyportal.access.Right;
import com.propertyportal.admin.control.Administrator;
import com.propertyportal.admin.control.Catalog;
import com.propertyportal.apikeys.control.ApiKeyDocument;
import com.propertyportal.apikeys.control.ApiKeys;
import com.propertyportal.apikeys.entity.ApiKey;
import com.propertyportal.apikeys.entity.KeyScope;
import com.propertyportal.audit.entity.AuditAction;
import com.propertyportal.boards.control.Boards;
import com.propertyportal.boards.control.Cards;
import com.propertyportal.boards.entity.Board;
import com.propertyportal.boards.entity.Card;
import com.propertyportal.forms.control.FormLinkOffice;
import com.propertyportal.input.JsonInput;
import com.propertyportal.input.Violations;
import com.propertyportal.json.Json;
import com.propertyportal.problems.FieldError;
import com.propertyportal.problems.ProblemException;
import jakarta.inject.Inject;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A board's API section (the switch and its keys, an organization's Admin's) and its cards' form links (Staff).
 * Another organization's board is not found for its users.
 */
@Operator
@Needs(Right.MANAGE)
@Path("api/admin/boards/{boardId}")
@Produces(MediaType.APPLICATION_JSON)
public class BoardAdministrationResource {

    @Inject
    Boards boards;

    @Inject
    Cards cards;

    @Inject
    ApiKeys apiKeys;

    @Inject
    Catalog catalog;

    @Inject
    FormLinkOffice formLinks;

    @Inject
    Administrator administrator;

    /** This resource owns the board's path, so the catalog's read of one board is answered here too. */
    @GET
    @Needs(Right.READ)
    public JsonObject find(@PathParam("boardId") String boardId) {
        return catalog.find("boards", boardId, administrator.confinement())
                .orElseThrow(() -> ProblemException.notFound("Board " + boardId));
    }

    /** Switch the board's API on or off. */
    @PUT
    @Path("api")
    @Consumes(MediaType.APPLICATION_JSON)
    @Transactional
    public JsonObject switchApi(@PathParam("boardId") String boardId, JsonObject body) {
        Violations violations = new Violations();
        JsonInput in = JsonInput.root(body, violations);
        in.rejectUnknown(java.util.Set.of("enabled"));
        Optional<Boolean> enabled = in.bool("enabled");
        if (in.isAbsent("enabled")) {
            in.reject("enabled", "is required");
        }
        violations.throwIfAny();
        Board board = reach(boardId);
        boards.switchApi(board, enabled.orElseThrow(), Instant.now());
        administrator.record(AuditAction.API_SWITCHED, board.id(), "API " + (board.apiEnabled() ? "on" : "off"));
        return Json.createObjectBuilder()
                .add("boardId", board.id())
                .add("apiEnabled", board.apiEnabled())
                .build();
    }

    /** Create an API key for the board, of the scope asked for (full when none is). */
    @POST
    @Path("api-keys")
    @Consumes(MediaType.APPLICATION_JSON)
    @Transactional
    public Response createKey(@PathParam("boardId") String boardId, JsonObject body) {
        Violations violations = new Violations();
        JsonInput in = JsonInput.root(body, violations);
        in.rejectUnknown(java.util.Set.of("name", "scope"));
        String name = in.requiredString("name", 100);
        KeyScope scope = scopeOf(in);
        violations.throwIfAny();
        Board board = reach(boardId);
        if (!board.apiEnabled()) {
            // Keys are made in the API section once the API is switched on, as the specification has it.
            throw new ProblemException(
                    Response.Status.CONFLICT,
                    "API_DISABLED",
                    "The board's API is off: switch it on before creating a key",
                    List.of(new FieldError("boardId", "names a board whose API is off")),
                    Map.of());
        }
        ApiKeys.Issued issued = apiKeys.issue(board.id(), board.organizationId(), name.strip(), scope, Instant.now());
        ApiKey key = issued.apiKey();
        administrator.record(
                AuditAction.API_KEY_CREATED,
                board.id(),
                "key " + key.id() + " \"" + key.name() + "\" scope "
                        + key.scope().wire());
        return Response.status(Response.Status.CREATED)
                .entity(Json.createObjectBuilder()
                        .add("id", key.id())
                        .add("name", key.name())
                        .add("key", issued.plaintext())
                        .add("boardId", key.boardId())
                        .add("scope", key.scope().wire())
                        .add("createdAt", key.createdAt().toString())
                        .build())
                .build();
    }

    /** List the board's API keys, without their secrets. */
    @GET
    @Path("api-keys")
    public JsonObject listKeys(@PathParam("boardId") String boardId) {
        reach(boardId);
        JsonArrayBuilder keys = Json.createArrayBuilder();
        apiKeys.ofBoard(boardId).forEach(k -> keys.add(ApiKeyDocument.write(k)));
        return Json.createObjectBuilder().add("data", keys).build();
    }

    /** Revoke an API key; it answers 401 from then on. */
    @DELETE
    @Path("api-keys/{keyId}")
    @Transactional
    public Response revokeKey(@PathParam("boardId") String boardId, @PathParam("keyId") String keyId) {
        reach(boardId);
        ApiKey key = apiKeys.revoke(boardId, keyId, Instant.now());
        administrator.record(AuditAction.API_KEY_REVOKED, boardId, "key " + key.id() + " \"" + key.name() + "\"");
        return Response.noContent().build();
    }

    /** Make a form link for a card of the board. */
    @POST
    @Path("cards/{cardId}/form-link")
    @Needs(Right.CHANGE)
    @Consumes(MediaType.APPLICATION_JSON)
    public JsonObject formLink(
            @PathParam("boardId") String boardId, @PathParam("cardId") String cardId, JsonObject body) {
        Board board = reach(boardId);
        Card card = cards.find(board, cardId);
        JsonObject link = formLinks.issue(board, card, body, Instant.now());
        administrator.record(AuditAction.FORM_LINK_MADE, board.id(), "card " + card.id());
        return link;
    }

    /** The scope a new key asks for: full when absent; a name that is not a scope is refused, naming it. */
    private static KeyScope scopeOf(JsonInput in) {
        Optional<String> wire = in.string("scope", 10);
        if (wire.isEmpty()) {
            return KeyScope.FULL;
        }
        Optional<KeyScope> scope = KeyScope.ofWire(wire.get());
        if (scope.isEmpty()) {
            in.reject("scope", "must be one of full, read, public");
        }
        return scope.orElse(KeyScope.FULL);
    }

    /** The board, when the caller may reach its organization; otherwise not found, as an unknown board is. */
    /** The board's tab views, each with the app it opens, if any: what the console shows as the board's tabs. */
    @GET
    @Path("tab-views")
    @Needs(Right.READ)
    public JsonObject listTabViews(@PathParam("boardId") String boardId) {
        JsonArrayBuilder views = Json.createArrayBuilder();
        boards.tabViews(reach(boardId)).forEach(view -> views.add(Boards.describe(view)));
        return Json.createObjectBuilder().add("data", views).build();
    }

    private Board reach(String boardId) {
        Board board = boards.require(boardId);
        administrator.reach(board.organizationId(), "Board " + boardId);
        return board;
    }
}
