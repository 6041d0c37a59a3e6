package com.propertyportal.boards.boundary;

import com.propertyportal.access.ApiKeyHolder;
import com.propertyportal.access.Needs;
import com.propertyportal.access.Right;
import com.propertyportal.boards.control.CoreBoards;
import com.propertyportal.boards.entity.Board;
import com.propertyportal.http.PublicBaseUrl;
import com.propertyportal.json.Json;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

@ApiKeyHolder
@Needs(Right.READ)
@ApplicationScoped
@Path("api/boards")
public class BoardsResource {

    @Inject
    CoreBoards boards;

    @Inject
    PublicBaseUrl baseUrl;

    /** The organization's boards whose API is on, with the calls each one answers. */
    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public JsonObject list() {
        String root = baseUrl.get();
        JsonArrayBuilder data = Json.createArrayBuilder();
        for (Board board : boards.openBoards()) {
            String base = root + "/api/board/" + board.id();
            data.add(Json.createObjectBuilder()
                    .add("uuid", board.id())
                    .add("name", board.name())
                    .add(
                            "endpoints",
                            Json.createArrayBuilder()
                                    .add(endpoint("GET", root + "/api/schema/" + board.id(), "Read the board's fields"))
                                    .add(endpoint(
                                            "GET",
                                            base + "/configuration/fields",
                                            "Read the board's fields in the " + "BoardField shape"))
                                    .add(endpoint(
                                            "GET",
                                            base,
                                            "List cards (page, pageSize, relatedId, contactEmail, keyTerm, "
                                                    + "assignee, updatedAtMin, includeArchived)"))
                                    .add(endpoint("POST", base, "Create a card, or update one when _id is given"))
                                    .add(endpoint("GET", base + "/{cardId}", "Read one card"))
                                    .add(endpoint("GET", base + "/{cardId}/comments", "List a card's comments"))
                                    .add(endpoint(
                                            "GET", base + "/{cardId}/contacts", "List the contacts a card references"))
                                    .add(endpoint("POST", base + "/{cardId}/comment", "Add or update a comment"))
                                    .add(endpoint(
                                            "POST", base + "/{cardId}/file", "Attach a file (multipart, part file)"))
                                    .add(endpoint("POST", base + "/{cardId}/form-link", "Make a form link for a card"))
                                    .add(endpoint("POST", base + "/configuration/tabViews", "Add a tab view"))));
        }
        return Json.createObjectBuilder().add("data", data).build();
    }

    private static JsonObject endpoint(String method, String url, String description) {
        return Json.createObjectBuilder()
                .add("method", method)
                .add("url", url)
                .add("description", description)
                .build();
    }
}
