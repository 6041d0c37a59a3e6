package com.propertyportal.forms.boundary;

import com.propertyportal.access.ApiKeyHolder;
import com.propertyportal.access.Needs;
import com.propertyportal.access.Right;
import com.propertyportal.boards.control.Cards;
import com.propertyportal.boards.control.CoreBoards;
import com.propertyportal.boards.entity.Board;
import com.propertyportal.forms.control.FormLinkOffice;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.time.Instant;

/** The card owner's form link: it lets a form read and change one existing card until it expires. */
@ApiKeyHolder
@Needs(Right.CHANGE)
@ApplicationScoped
@Path("api/board/{boardId}/{cardId}/form-link")
public class FormLinksResource {

    @Inject
    CoreBoards boards;

    @Inject
    Cards cards;

    @Inject
    FormLinkOffice office;

    /** Make a form link for this card. */
    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    public JsonObject create(
            @PathParam("boardId") String boardId, @PathParam("cardId") String cardId, JsonObject body) {
        Board board = boards.open(boardId);
        return office.issue(board, cards.find(board, cardId), body, Instant.now());
    }
}
