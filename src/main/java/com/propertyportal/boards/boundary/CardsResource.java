package com.propertyportal.boards.boundary;

import com.propertyportal.access.ApiKeyHolder;
import com.propertyportal.access.Needs;
import com.propertyportal.access.Right;
import com.propertyportal.boards.control.CardBody;
import com.propertyportal.boards.control.CardDocument;
import com.propertyportal.boards.control.CardFilter;
import com.propertyportal.boards.control.CardListParameters;
import com.propertyportal.boards.control.CardOrder;
import com.propertyportal.boards.control.Cards;
import com.propertyportal.boards.control.CoreBoards;
import com.propertyportal.boards.entity.Board;
import com.propertyportal.boards.entity.Card;
import com.propertyportal.contacts.control.ContactLookup;
import com.propertyportal.input.Violations;
import com.propertyportal.json.Json;
import com.propertyportal.persistence.Ids;
import com.propertyportal.persistence.Page;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.UriInfo;
import java.time.Instant;
import java.util.Optional;

@ApiKeyHolder
@Needs(Right.READ)
@ApplicationScoped
@Path("api/board/{boardId}")
@Produces(MediaType.APPLICATION_JSON)
public class CardsResource {

    @Inject
    CoreBoards boards;

    @Inject
    Cards cards;

    @Inject
    ContactLookup contacts;

    /** Create a card, or update one. */
    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Transactional
    @Needs(Right.CHANGE)
    public JsonObject save(@PathParam("boardId") String boardId, JsonObject body) {
        Board board = boards.open(boardId);
        Violations violations = new Violations();
        CardBody request = CardBody.read(body, violations);
        String id =
                request.id().map(existing -> cards.find(board, existing).id()).orElseGet(Ids::newId);
        Optional<Card> card = cards.write(board, id, request.change(), "", violations, Instant.now());
        violations.throwIfAny();
        return Json.createObjectBuilder()
                .add(
                        "data",
                        Json.createObjectBuilder().add("_id", card.orElseThrow().id()))
                .build();
    }

    /** List the board's cards, newest first unless sortBy asks for another order. */
    @GET
    public JsonObject list(@PathParam("boardId") String boardId, @Context UriInfo uri) {
        CardListParameters query = CardListParameters.read(uri.getQueryParameters());
        Board board = boards.open(boardId);
        CardOrder order = query.order(board);
        CardFilter filter = new CardFilter(
                query.relatedId(),
                query.contactEmail().map(email -> contacts.idsByEmail(board.organizationId(), email)),
                query.keyTerm(),
                query.assignee(),
                query.updatedAtMin(),
                query.includeArchived(),
                query.fieldMatch(board));
        Page<Card> result = cards.list(board, query.page(), query.pageSize(), filter, order);
        JsonArrayBuilder builder = Json.createArrayBuilder();
        result.items().forEach(card -> builder.add(CardDocument.view(card)));
        JsonArray list = builder.build();
        // data is the hosted product's name for the list, cards the specification's: one object carries both.
        return Json.createObjectBuilder()
                .add("data", list)
                .add("cards", list)
                .add("total", result.total())
                .add("count", result.total())
                .add("page", query.page())
                .add("pageSize", query.pageSize())
                .build();
    }
}
