package com.propertyportal.boards.boundary;

import com.propertyportal.access.ApiKeyHolder;
import com.propertyportal.access.Needs;
import com.propertyportal.access.Right;
import com.propertyportal.boards.control.Cards;
import com.propertyportal.boards.control.CoreBoards;
import com.propertyportal.boards.entity.Board;
import com.propertyportal.contacts.control.ContactLookup;
import com.propertyportal.contacts.control.ContactView;
import com.propertyportal.json.Json;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

/** The contacts a card references. */
@ApiKeyHolder
@Needs(Right.READ)
@ApplicationScoped
@Path("api/board/{boardId}/{cardId}/contacts")
public class CardContactsResource {

    @Inject
    CoreBoards boards;

    @Inject
    Cards cards;

    @Inject
    ContactLookup contacts;

    /** The contacts in the card's references, by _id: {data: [contact]}. */
    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public JsonObject list(@PathParam("boardId") String boardId, @PathParam("cardId") String cardId) {
        Board board = boards.open(boardId);
        JsonArrayBuilder data = Json.createArrayBuilder();
        contacts.byIds(board.organizationId(), cards.find(board, cardId).references())
                .forEach(c -> data.add(ContactView.withCustomFields(c)));
        return Json.createObjectBuilder().add("data", data).build();
    }
}
