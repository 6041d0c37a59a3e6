package com.propertyportal.boards.boundary;

import com.propertyportal.access.ApiKeyHolder;
import com.propertyportal.access.Needs;
import com.propertyportal.access.Right;
import com.propertyportal.boards.control.CoreBoards;
import com.propertyportal.boards.entity.BoardField;
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
import java.util.List;

/** The board's fields in the hosted product's BoardField shape. */
@ApiKeyHolder
@Needs(Right.READ)
@ApplicationScoped
@Path("api/board/{boardId}/configuration/fields")
public class BoardFieldsResource {

    @Inject
    CoreBoards boards;

    /** The board's fields: {data: [{uuid, name, type, position, optional, archived, options?}]}. */
    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public JsonObject fields(@PathParam("boardId") String boardId) {
        List<BoardField> schema = boards.open(boardId).schema();
        JsonArrayBuilder data = Json.createArrayBuilder();
        for (int i = 0; i < schema.size(); i++) {
            BoardField field = schema.get(i);
            var out = Json.createObjectBuilder()
                    .add("uuid", field.key())
                    .add("name", field.label())
                    .add("type", field.typeName())
                    .add("position", i)
                    .add("optional", true)
                    .add("archived", false);
            if (!field.options().isEmpty()) {
                out.add("options", Json.createArrayBuilder(field.options()));
            }
            data.add(out);
        }
        return Json.createObjectBuilder().add("data", data).build();
    }
}
