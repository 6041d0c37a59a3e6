package com.propertyportal.boards.boundary;

import com.propertyportal.access.ApiKeyHolder;
import com.propertyportal.access.Needs;
import com.propertyportal.access.Right;
import com.propertyportal.boards.control.CardComments;
import com.propertyportal.boards.control.CardDocument;
import com.propertyportal.boards.control.CardFiles;
import com.propertyportal.boards.control.Cards;
import com.propertyportal.boards.control.CoreBoards;
import com.propertyportal.boards.control.FileNames;
import com.propertyportal.boards.entity.Card;
import com.propertyportal.boards.entity.CardComment;
import com.propertyportal.boards.entity.CardFile;
import com.propertyportal.http.ContentDisposition;
import com.propertyportal.http.SecurityHeaders;
import com.propertyportal.json.Json;
import com.propertyportal.problems.FieldError;
import com.propertyportal.problems.ProblemException;
import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.EntityPart;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.StreamingOutput;
import java.io.IOException;
import java.io.InputStream;
import java.time.Instant;
import java.util.List;

/** One card of an open board: read it, its comments and its files. */
@ApiKeyHolder
@Needs(Right.READ)
@RequestScoped
@Path("api/board/{boardId}/{cardId}")
@Produces(MediaType.APPLICATION_JSON)
public class CardResource {

    /** A downloaded file (an SVG, a text) opened by a browser runs nothing, loads nothing, and is framed by nothing. */
    static final String DOWNLOAD_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

    @Inject
    CoreBoards boards;

    @Inject
    Cards cards;

    @Inject
    CardFiles files;

    @Inject
    CardComments comments;

    @PathParam("boardId")
    String boardId;

    @PathParam("cardId")
    String cardId;

    private Card card() {
        return cards.find(boards.open(boardId), cardId);
    }

    /** One card: {data: card}. */
    @GET
    public JsonObject get() {
        return Json.createObjectBuilder().add("data", CardDocument.view(card())).build();
    }

    /** The card's comments, oldest first: {data: [{id, userId, content, createdAt}]}. */
    @GET
    @Path("comments")
    public JsonObject comments() {
        JsonArrayBuilder data = Json.createArrayBuilder();
        comments.of(card()).forEach(c -> data.add(CardComments.write(c)));
        return Json.createObjectBuilder().add("data", data).build();
    }

    /** Add a comment, or with id update that comment. */
    @POST
    @Path("comment")
    @Consumes(MediaType.APPLICATION_JSON)
    @Transactional
    @Needs(Right.CHANGE)
    public JsonObject comment(JsonObject body) {
        CardComment comment = cards.comment(card(), body, Instant.now());
        return Json.createObjectBuilder()
                .add("data", CardComments.write(comment))
                .build();
    }

    /** Attach a file. */
    @POST
    @Path("file")
    @Consumes(MediaType.MULTIPART_FORM_DATA)
    @Transactional
    @Needs(Right.CHANGE)
    public JsonObject upload(@FormParam("file") EntityPart part, @Context HttpServletRequest request)
            throws IOException, ServletException {
        if (part == null && request.getParts().isEmpty()) {
            // No named part at all: the body is empty, its parts carry no name, or the boundary the header names
            // marks none of them.
            throw ProblemException.invalid(List.of(
                    new FieldError("file", "is required (multipart part named 'file')"),
                    new FieldError("header.content-type", "names a boundary that starts no named part of the body")));
        }
        if (part == null) {
            throw ProblemException.invalid("file", "is required (multipart part named 'file')");
        }
        Card card = card();
        String type = part.getMediaType() == null ? null : part.getMediaType().toString();
        try (InputStream content = part.getContent()) {
            CardFile file = cards.attach(card, part.getFileName().orElse(null), type, content, Instant.now());
            return Json.createObjectBuilder().add("data", fileView(card, file)).build();
        }
    }

    /** The card's files, oldest first: {data: [{fileId, name, size, type, url, createdAt}]}. */
    @GET
    @Path("files")
    public JsonObject files() {
        Card card = card();
        JsonArrayBuilder data = Json.createArrayBuilder();
        files.of(card).forEach(file -> data.add(fileView(card, file)));
        return Json.createObjectBuilder().add("data", data).build();
    }

    private JsonObjectBuilder fileView(Card card, CardFile file) {
        return Json.createObjectBuilder()
                .add("fileId", file.id())
                .add("name", file.name())
                .add("size", file.size())
                .add("type", file.contentType())
                .add("url", "/api/board/" + boardId + "/" + card.id() + "/files/" + file.id())
                .add("createdAt", file.createdAt().toString());
    }

    /** Download an attached file, under its safe name (a name kept by an older version is made safe here). */
    @GET
    @Path("files/{fileId}")
    @Produces(MediaType.WILDCARD)
    public Response download(@PathParam("fileId") String fileId) {
        Card card = card();
        CardFile file = files.find(card, fileId).orElseThrow(() -> ProblemException.notFound("File " + fileId));
        StreamingOutput content = out -> files.copy(file, out);
        return Response.ok(content, file.contentType())
                .header("Content-Length", file.size())
                .header("Content-Disposition", ContentDisposition.attachment(FileNames.safe(file.name())))
                .header("X-Content-Type-Options", "nosniff")
                .header(SecurityHeaders.CONTENT_SECURITY_POLICY_HEADER, DOWNLOAD_POLICY)
                .build();
    }
}
