package com.propertyportal.boards.boundary;

import com.propertyportal.boards.control.CoreBoards;
import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonArray;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@RequestScoped
@Path("api/schema/{boardId}")
@Tag(name = "Core: boards and cards")
@SecurityRequirement(name = "apiKey")
public class SchemaResource {

    @Inject
    CoreBoards boards;

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    @APIResponse(responseCode = "200", description = "the board's fields", content = @Content(
            mediaType = MediaType.APPLICATION_JSON, schema = @Schema(type = SchemaType.ARRAY,
            implementation = Object.class)))
    @Operation(summary = "The board's fields: [{key, label, type, options?}] in the board's order",
            description = "403 while the board's API is off; 404 for a board the key's organization does not own.")
    public JsonArray schema(@PathParam("boardId") String boardId) {
        return boards.open(boardId).schemaJson();
    }
}
