package com.propertyportal.boards.control;

import com.propertyportal.boards.entity.Board;
import com.propertyportal.boards.entity.TabView;
import com.propertyportal.boards.entity.TabViewSettings;
import com.propertyportal.input.JsonInput;
import com.propertyportal.input.Violations;
import com.propertyportal.input.WebUrl;
import com.propertyportal.persistence.Ids;
import jakarta.enterprise.context.ApplicationScoped;
import com.propertyportal.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;

import java.time.Instant;
import java.util.List;
import java.util.Set;

/** Adds tab views (an external https page shown as a tab) to a board. */
@ApplicationScoped
public class TabViews {

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    public JsonObject add(Board board, JsonObject body, Instant now) {
        Violations violations = new Violations();
        JsonInput in = JsonInput.root(body, violations);
        in.rejectUnknown(Set.of("name", "url", "icon", "userIds", "embedSource", "filter", "type", "createdBy"));
        String name = in.requiredString("name", 100);
        String url = WebUrl.require(in, "url").orElse(null);
        TabViewSettings settings = new TabViewSettings(name == null ? "" : name, url == null ? "" : url,
                in.string("icon", 100).orElse(null), in.string("embedSource", 100).orElse(null),
                in.string("filter", 200).orElse(null), in.string("type", 50).orElse(null),
                in.id("createdBy").orElse(null), in.ids("userIds", 1000).orElse(List.of()));
        violations.throwIfAny();
        TabView view = new TabView(Ids.newId(), board.id(), settings, now);
        em.persist(view);
        return Json.createObjectBuilder().add("uuid", view.id()).add("boardId", board.id()).add("name", view.name())
                .add("url", view.url()).add("icon", view.icon()).add("embedSource", nullable(view.embedSource()))
                .add("filter", nullable(view.filter())).add("type", nullable(view.type()))
                .add("createdBy", nullable(view.createdBy())).add("userIds", Json.createArrayBuilder(view.userIds()))
                .add("createdAt", now.toString()).build();
    }

    private static JsonValue nullable(String value) {
        return value == null ? JsonValue.NULL : Json.createValue(value);
    }
}
