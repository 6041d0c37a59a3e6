package com.propertyportal.boards.boundary;

import com.propertyportal.access.ApiKeyHolder;
import com.propertyportal.access.Needs;
import com.propertyportal.access.Right;
import com.propertyportal.boards.control.CoreBoards;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonArray;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

@ApiKeyHolder
@Needs(Right.READ)
@ApplicationScoped
@Path("api/schema/{boardId}")
public class SchemaResource {

    @Inject
    CoreBoards boards;

    /** The board's fields: [{key, label, type, options?}] in the board's order. */
    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public JsonArray schema(@PathParam("boardId") String boardId) {
        return boards.open(boardId).schemaJson();
    }
}
