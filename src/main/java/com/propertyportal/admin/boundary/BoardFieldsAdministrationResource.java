package com.propertyportal.admin.boundary;

import com.propertyportal.access.Needs;
import com.propertyportal.access.Operator;
import com.propertyportal.access.Right;
import com.propertyportal.admin.control.Administrator;
import com.propertyportal.audit.entity.AuditAction;
import com.propertyportal.boards.control.BoardDocument;
import com.propertyportal.boards.control.Boards;
import com.propertyportal.boards.entity.Board;
import com.propertyportal.boards.entity.BoardField;
import com.propertyportal.cache.control.PublicContentChanged;
import com.propertyportal.forms.control.Forms;
import com.propertyportal.input.JsonInput;
import com.propertyportal.input.Violations;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A board's field list, replaced whole: read and checked by the import's own reader of a board's fields, and
 * refused when it leaves out a field that one of the board's forms fills.
 */
@Operator
@Needs(Right.MANAGE)
@Path("api/admin/boards/{boardId}/fields")
@Produces(MediaType.APPLICATION_JSON)
public class BoardFieldsAdministrationResource {

    @Inject
    Boards boards;

    @Inject
    Forms forms;

    @Inject
    Administrator administrator;

    @Inject
    Event<PublicContentChanged> contentChanged;

    /** Replaces the board's fields with the body's {fields: [...]}, in that order; answers the board. */
    @PUT
    @Consumes(MediaType.APPLICATION_JSON)
    @Transactional
    public JsonObject replace(@PathParam("boardId") String boardId, JsonObject body) {
        JsonInput.pathId("boardId", boardId);
        Board board = boards.require(boardId);
        administrator.reach(board.organizationId(), "Board " + boardId);
        Violations violations = new Violations();
        JsonInput in = JsonInput.root(body, violations);
        in.rejectUnknown(Set.of("fields"));
        if (in.isAbsent("fields")) {
            in.reject("fields", "is required");
        }
        List<BoardField> schema = BoardDocument.fields(in);
        violations.throwIfAny();
        forms.checkFilled(board, schema, "fields", violations);
        violations.throwIfAny();
        Set<String> before = board.schema().stream().map(BoardField::key).collect(Collectors.toSet());
        boards.redefineFields(board, schema, Instant.now());
        administrator.record(AuditAction.BOARD_FIELDS_CHANGED, board.id(), describe(before, schema));
        contentChanged.fire(new PublicContentChanged("board fields"));
        return BoardDocument.write(board);
    }

    /** What changed, by key: the fields added and removed, and how many there are now. */
    private static String describe(Set<String> before, List<BoardField> schema) {
        Set<String> now = schema.stream().map(BoardField::key).collect(Collectors.toSet());
        String added = schema.stream()
                .map(BoardField::key)
                .filter(k -> !before.contains(k))
                .collect(Collectors.joining(", "));
        String removed = before.stream().filter(k -> !now.contains(k)).sorted().collect(Collectors.joining(", "));
        String text = schema.size() + " fields; added: " + (added.isEmpty() ? "none" : added) + "; removed: "
                + (removed.isEmpty() ? "none" : removed);
        return text.length() > 2000 ? text.substring(0, 1997) + "..." : text;
    }
}
