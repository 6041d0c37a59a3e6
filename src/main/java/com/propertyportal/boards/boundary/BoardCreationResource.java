package com.propertyportal.boards.boundary;

import com.propertyportal.access.Needs;
import com.propertyportal.access.Operator;
import com.propertyportal.access.Right;
import com.propertyportal.audit.control.Administration;
import com.propertyportal.audit.entity.AuditAction;
import com.propertyportal.boards.control.BoardDocument;
import com.propertyportal.boards.control.Boards;
import com.propertyportal.boards.entity.Board;
import com.propertyportal.input.JsonInput;
import com.propertyportal.input.Violations;
import com.propertyportal.json.Json;
import com.propertyportal.organizations.control.Organizations;
import com.propertyportal.persistence.Ids;
import com.propertyportal.problems.FieldError;
import com.propertyportal.problems.ProblemException;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.time.Clock;
import java.util.List;
import java.util.Map;

/**
 * A new board of an organization, in the import's shape and under its rules ({@link BoardDocument}, {@link
 * Boards}): its name, its fields and its API switch (off unless the body switches it on).
 */
@Operator
@Needs(Right.MANAGE)
@Path("api/admin/organizations/{orgId}/boards")
@Produces(MediaType.APPLICATION_JSON)
public class BoardCreationResource {

    @Inject
    Boards boards;

    @Inject
    Organizations organizations;

    @Inject
    Administration administration;

    @Inject
    Clock clock;

    /** Creates the board: 201 with its address; an _id that is a board already is a 409. */
    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Transactional
    public Response create(@PathParam("orgId") String orgId, JsonObject body) {
        JsonInput.pathId("orgId", orgId);
        String what = "Organization " + orgId;
        administration.reach(orgId, what);
        organizations.find(orgId).orElseThrow(() -> ProblemException.notFound(what));
        Violations violations = new Violations();
        JsonInput in = JsonInput.root(body, violations);
        if (in.has("companyId") && !in.id("companyId").filter(orgId::equals).isPresent()) {
            in.reject("companyId", "must be the organization in the path, " + orgId);
        }
        JsonObject document =
                Json.createObjectBuilder(body).add("companyId", orgId).build();
        BoardDocument.Item item = BoardDocument.read(JsonInput.root(document, violations), Ids.newId());
        violations.throwIfAny();
        if (boards.find(item.id()).isPresent()) {
            throw new ProblemException(
                    Response.Status.CONFLICT,
                    "CONFLICT",
                    "Board " + item.id() + " exists; change it with PATCH /api/admin/boards/" + item.id(),
                    List.of(new FieldError("_id", "is a board already")),
                    Map.of());
        }
        Board board = boards.write(item, "", violations, clock.instant()).orElse(null);
        violations.throwIfAny();
        administration.record(
                AuditAction.BOARD_CREATED,
                board.id(),
                "board \"" + board.name() + "\", API " + (board.apiEnabled() ? "on" : "off"));
        return Response.status(Response.Status.CREATED)
                // Relative (RFC 9110), so that no Host header a client sends ends up in it.
                .header(HttpHeaders.LOCATION, "/api/admin/boards/" + board.id())
                .entity(BoardDocument.write(board))
                .build();
    }
}
