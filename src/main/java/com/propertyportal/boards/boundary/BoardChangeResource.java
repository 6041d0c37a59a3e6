package com.propertyportal.boards.boundary;

import com.propertyportal.access.Needs;
import com.propertyportal.access.Operator;
import com.propertyportal.access.Right;
import com.propertyportal.audit.control.Administration;
import com.propertyportal.audit.entity.AuditAction;
import com.propertyportal.boards.control.BoardDocument;
import com.propertyportal.boards.control.Boards;
import com.propertyportal.boards.entity.Board;
import com.propertyportal.cache.control.PublicContentChanged;
import com.propertyportal.input.JsonInput;
import com.propertyportal.input.Violations;
import com.propertyportal.problems.ProblemException;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.PATCH;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A board's name and API switch changed, and the board archived: its API off, the core API no longer finds it,
 * its cards stay readable through the administrator's API and the console. Its fields change through the field
 * list editor ({@code PUT /api/admin/boards/{boardId}/fields}).
 */
@Operator
@Needs(Right.MANAGE)
@Path("api/admin/boards/{boardId}")
@Produces(MediaType.APPLICATION_JSON)
public class BoardChangeResource {

    @Inject
    Boards boards;

    @Inject
    Administration administration;

    @Inject
    Event<PublicContentChanged> contentChanged;

    @Inject
    Clock clock;

    /** Changes what the body names: {name?, apiEnabled?}; what it leaves out stays. */
    @PATCH
    @Consumes({"application/merge-patch+json", MediaType.APPLICATION_JSON})
    @Transactional
    public JsonObject change(@PathParam("boardId") String boardId, JsonObject body) {
        Board board = reach(boardId);
        Violations violations = new Violations();
        JsonInput in = JsonInput.root(body, violations);
        in.rejectUnknown(Set.of("name", "apiEnabled"));
        Optional<String> name = in.has("name") ? Optional.ofNullable(in.requiredString("name", 200)) : Optional.empty();
        Optional<Boolean> apiEnabled = in.bool("apiEnabled");
        if (in.has("apiEnabled") && in.isAbsent("apiEnabled")) {
            in.reject("apiEnabled", "must be true or false");
        }
        violations.throwIfAny();
        List<String> changed = new ArrayList<>();
        name.map(String::strip).filter(n -> !n.equals(board.name())).ifPresent(n -> {
            boards.rename(board, n, clock.instant());
            changed.add("name \"" + n + "\"");
        });
        apiEnabled.filter(on -> on != board.apiEnabled()).ifPresent(on -> {
            boards.switchApi(board, on, clock.instant());
            changed.add("API " + (on ? "on" : "off"));
        });
        if (!changed.isEmpty()) {
            administration.record(AuditAction.BOARD_CHANGED, board.id(), String.join(", ", changed));
            contentChanged.fire(new PublicContentChanged("board"));
        }
        return BoardDocument.write(board);
    }

    /** Archives the board (204); archiving an archived board changes nothing. */
    @DELETE
    @Transactional
    public Response archive(@PathParam("boardId") String boardId) {
        Board board = reach(boardId);
        if (!board.archived()) {
            boards.archive(board, clock.instant());
            administration.record(AuditAction.BOARD_ARCHIVED, board.id(), "board \"" + board.name() + "\"");
            contentChanged.fire(new PublicContentChanged("board"));
        }
        return Response.noContent().build();
    }

    private Board reach(String boardId) {
        JsonInput.pathId("boardId", boardId);
        String what = "Board " + boardId;
        Board board = boards.find(boardId).orElseThrow(() -> ProblemException.notFound(what));
        administration.reach(board.organizationId(), what);
        return board;
    }
}
