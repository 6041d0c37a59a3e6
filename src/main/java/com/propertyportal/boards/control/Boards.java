package com.propertyportal.boards.control;

import com.propertyportal.boards.entity.Board;
import com.propertyportal.boards.entity.BoardField;
import com.propertyportal.boards.entity.TabView;
import com.propertyportal.boards.entity.TabViewSettings;
import com.propertyportal.delegation.control.AppBody;
import com.propertyportal.delegation.control.Apps;
import com.propertyportal.delegation.entity.App;
import com.propertyportal.input.JsonInput;
import com.propertyportal.input.Violations;
import com.propertyportal.input.WebUrl;
import com.propertyportal.json.Json;
import com.propertyportal.json.JsonOut;
import com.propertyportal.persistence.Ids;
import com.propertyportal.problems.FieldError;
import com.propertyportal.problems.ProblemException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.ws.rs.core.Response;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The one writer of boards, their field schemas and their tab views: an import defines a board, the
 * administrator edits its fields and switches its API, an API key adds tab views, all here. A board stays with the
 * organization that created it.
 */
@ApplicationScoped
public class Boards {

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    @Inject
    Apps apps;

    /** The board's tab views, the oldest first. */
    public List<TabView> tabViews(Board board) {
        return em.createNamedQuery("TabView.ofBoard", TabView.class)
                .setParameter("boardId", board.id())
                .getResultList();
    }

    public Optional<Board> find(String id) {
        return Optional.ofNullable(em.find(Board.class, id));
    }

    /** The board, or a 404 naming it. */
    public Board require(String id) {
        return find(id).orElseThrow(() -> ProblemException.notFound("Board " + id));
    }

    /**
     * Creates the board with the item's id, or redefines it where it is already the item's organization's;
     * the API switch changes only when the item sets it. Another organization's id goes to violations
     * under path and nothing is written.
     */
    public Optional<Board> write(BoardDocument.Item item, String path, Violations violations, Instant now) {
        Optional<Board> existing = find(item.id());
        if (existing.filter(b -> !b.organizationId().equals(item.organizationId()))
                .isPresent()) {
            violations.add(path + "._id", "is the id of another organization's board");
            return Optional.empty();
        }
        Board board = existing.orElseGet(() -> {
            Board created = new Board(item.id(), item.organizationId(), now);
            em.persist(created);
            return created;
        });
        board.define(item.name(), item.fields(), now);
        item.archived().ifPresent(archived -> board.archive(archived, now));
        item.apiEnabled().ifPresent(enabled -> board.switchApi(enabled, now));
        if (board.archived() && board.apiEnabled()) {
            violations.add(path.isEmpty() ? "apiEnabled" : path + ".apiEnabled", "must be false on an archived board");
            return Optional.empty();
        }
        return Optional.of(board);
    }

    /** Replaces the board's field schema, keeping its name; the fields were read by {@link BoardDocument#fields}. */
    public void redefineFields(Board board, List<BoardField> schema, Instant now) {
        board.define(board.name(), schema, now);
    }

    /** Switches the board's API; an archived board's stays off (a 409 naming apiEnabled). */
    public void switchApi(Board board, boolean enabled, Instant now) {
        if (enabled && board.archived()) {
            throw new ProblemException(
                    Response.Status.CONFLICT,
                    "BOARD_ARCHIVED",
                    "Board " + board.id() + " is archived: its API stays off",
                    List.of(new FieldError("apiEnabled", "must stay false on an archived board")),
                    Map.of());
        }
        board.switchApi(enabled, now);
    }

    public void rename(Board board, String name, Instant now) {
        board.define(name, board.schema(), now);
    }

    /** Archives the board: its API off, the core API finds it no more; its cards stay for the administrator. */
    public void archive(Board board, Instant now) {
        board.archive(true, now);
    }

    /** Adds a tab view, an external http(s) page shown as a tab, to the board; answers it as the API shows it. */
    public JsonObject addTabView(Board board, JsonObject body, Instant now) {
        Violations violations = new Violations();
        JsonInput in = JsonInput.root(body, violations);
        in.rejectUnknown(
                Set.of("name", "url", "icon", "userIds", "embedSource", "filter", "type", "createdBy", "appClientId"));
        String name = in.requiredString("name", 100);
        Optional<App> app = in.id("appClientId").flatMap(id -> {
            Optional<App> found = apps.find(board.organizationId(), id);
            if (found.isEmpty()) {
                in.reject("appClientId", "is no app of the board's organization");
            }
            return found;
        });
        String url = app.isPresent() && in.isAbsent("url")
                ? app.get().url()
                : WebUrl.require(in, "url").orElse(null);
        if (url != null
                && app.isPresent()
                && WebUrl.isValid(url)
                && !AppBody.originOf(url).equals(AppBody.originOf(app.get().url()))) {
            in.reject(
                    "url",
                    "must be on the app's origin, " + AppBody.originOf(app.get().url()));
        }
        TabViewSettings settings = new TabViewSettings(
                name == null ? "" : name,
                url == null ? "" : url,
                in.string("icon", 100).orElse(null),
                in.string("embedSource", 100).orElse(null),
                in.string("filter", 200).orElse(null),
                in.string("type", 50).orElse(null),
                in.id("createdBy").orElse(null),
                in.ids("userIds", 1000).orElse(List.of()));
        violations.throwIfAny();
        TabView view = new TabView(Ids.newId(), board.id(), settings, now);
        app.ifPresent(a -> view.openApp(a.id()));
        em.persist(view);
        return describe(view);
    }

    /** A tab view as the API shows it (and the console lists it). */
    public static JsonObject describe(TabView view) {
        JsonObjectBuilder out = Json.createObjectBuilder()
                .add("uuid", view.id())
                .add("boardId", view.boardId())
                .add("name", view.name())
                .add("url", view.url())
                .add("icon", view.icon());
        // What was not sent is left out: the hosted product's schema types these as strings, never null.
        JsonOut.addIfPresent(out, "embedSource", view.embedSource());
        JsonOut.addIfPresent(out, "filter", view.filter());
        JsonOut.addIfPresent(out, "type", view.type());
        JsonOut.addIfPresent(out, "createdBy", view.createdBy());
        JsonOut.addIfPresent(out, "appClientId", view.appClientId().orElse(null));
        return out.add("userIds", Json.createArrayBuilder(view.userIds()))
                .add("createdAt", view.createdAt().toString())
                .build();
    }
}
