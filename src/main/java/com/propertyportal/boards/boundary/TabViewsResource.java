package com.propertyportal.boards.boundary;

import com.propertyportal.access.ApiKeyHolder;
import com.propertyportal.access.Needs;
import com.propertyportal.access.Right;
import com.propertyportal.boards.control.Boards;
import com.propertyportal.boards.control.CoreBoards;
import com.propertyportal.json.Json;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.time.Instant;

/** A board's tab views; also at the older api/board/{boardId}/tabView, kept for integrations written against it. */
@ApiKeyHolder
@Needs(Right.CHANGE)
@ApplicationScoped
@Path("api/board/{boardId}/{path: configuration/tabViews|tabView}")
public class TabViewsResource {

    @Inject
    CoreBoards boards;

    @Inject
    Boards writer;

    /** Add a tab view: an external URL shown as a tab on the board. */
    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    @Transactional
    public JsonObject add(@PathParam("boardId") String boardId, JsonObject body) {
        return Json.createObjectBuilder()
                .add("data", writer.addTabView(boards.open(boardId), body, Instant.now()))
                .build();
    }
}
