package com.propertyportal.boards.control;

import com.propertyportal.apikeys.control.Caller;
import com.propertyportal.boards.entity.Board;
import com.propertyportal.problems.ProblemException;
import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.ws.rs.core.Response;
import java.util.List;
import java.util.Optional;

/**
 * Boards as an API key sees them: only its organization's (another's answer 404, so ids cannot be
 * probed), and only while the board's API switch is on (403) and the board is not archived (404). The admin
 * console's own session sees every board of its organization: the switch is the API's.
 */
@RequestScoped
public class CoreBoards {

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    @Inject
    Caller caller;

    public Board open(String boardId) {
        Board board = Optional.ofNullable(em.find(Board.class, boardId))
                .filter(b -> b.organizationId().equals(caller.organizationId()))
                .filter(b -> caller.isConsole() || !b.archived())
                .orElseThrow(() -> ProblemException.notFound("Board " + boardId));
        if (!board.apiEnabled() && !caller.isConsole()) {
            throw new ProblemException(
                    Response.Status.FORBIDDEN, "API_DISABLED", "The API of board " + boardId + " is switched off");
        }
        return board;
    }

    public List<Board> openBoards() {
        return em.createNamedQuery("Board.apiEnabledOf", Board.class)
                .setParameter("organizationId", caller.organizationId())
                .getResultList();
    }
}
