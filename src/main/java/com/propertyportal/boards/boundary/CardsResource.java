package com.propertyportal.boards.boundary;

import com.propertyportal.boards.control.CardDocument;
import com.propertyportal.boards.control.Cards;
import com.propertyportal.boards.control.CoreBoards;
import com.propertyportal.boards.entity.Board;
import com.propertyportal.boards.entity.Card;
import com.propertyportal.json.JsonInput;
import com.propertyportal.problems.ProblemException;
import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import com.propertyportal.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.Optional;

import static com.propertyportal.http.QueryParams.intParam;

@RequestScoped
@Path("api/board/{boardId}")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Core: boards and cards")
@SecurityRequirement(name = "apiKey")
public class CardsResource {

    @Inject
    CoreBoards boards;

    @Inject
    Cards cards;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Transactional
    @Operation(summary = "Create a card, or update one", description = "Body {name (or title), <fieldKey>: value, "
            + "..., references: [contactId], _id?}. With _id the card (of this board) is updated and fields not "
            + "sent stay. Unknown keys and values of the wrong type are one 400 naming each key. Answers "
            + "{data: {_id}}.")
    public JsonObject save(@PathParam("boardId") String boardId, JsonObject body) {
        Card card = cards.save(boards.open(boardId), body, Instant.now());
        return Json.createObjectBuilder().add("data", Json.createObjectBuilder().add("_id", card.id())).build();
    }

    @GET
    @Operation(summary = "List the board's cards, newest first", description = "Answers {cards, total, page, "
            + "pageSize}. page is 0-based; pageSize 1-1000 (default 20); relatedId: cards whose references contain "
            + "that contact; updatedAtMin: ISO-8601 timestamp; includeArchived: true to include archived cards.")
    public JsonObject list(@PathParam("boardId") String boardId, @QueryParam("page") @DefaultValue("0") String page,
            @QueryParam("pageSize") @DefaultValue("20") String pageSize, @QueryParam("relatedId") String relatedId,
            @QueryParam("updatedAtMin") String updatedAtMin,
            @QueryParam("includeArchived") @DefaultValue("false") String includeArchived) {
        int pageNumber = intParam("page", page, 0, 1_000_000);
        int size = intParam("pageSize", pageSize, 1, 1000);
        if (relatedId != null && !JsonInput.isId(relatedId)) {
            throw ProblemException.invalid("relatedId", "must be a contact _id");
        }
        Board board = boards.open(boardId);
        Cards.Page result = cards.list(board, pageNumber, size, Optional.ofNullable(relatedId),
                timestamp(updatedAtMin), bool("includeArchived", includeArchived));
        JsonArrayBuilder list = Json.createArrayBuilder();
        result.cards().forEach(card -> list.add(CardDocument.view(card)));
        return Json.createObjectBuilder().add("cards", list).add("total", result.total()).add("page", result.page())
                .add("pageSize", result.pageSize()).build();
    }

    private static Instant timestamp(String value) {
        if (value == null) {
            return Instant.EPOCH;
        }
        try {
            return OffsetDateTime.parse(value).toInstant();
        } catch (DateTimeParseException e) {
            try {
                return Instant.parse(value);
            } catch (DateTimeParseException again) {
                throw ProblemException.invalid("updatedAtMin", "must be an ISO-8601 timestamp such as "
                        + "2026-01-31T12:00:00Z");
            }
        }
    }

    private static boolean bool(String name, String value) {
        return switch (value) {
            case "true" -> true;
            case "false" -> false;
            default -> throw ProblemException.invalid(name, "must be true or false");
        };
    }
}
