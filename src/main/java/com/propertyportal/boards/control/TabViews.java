package com.propertyportal.boards.control;

import com.propertyportal.input.TextFormats;
import com.propertyportal.boards.entity.Board;
import com.propertyportal.boards.entity.TabView;
import com.propertyportal.input.JsonInput;
import com.propertyportal.input.Violations;
import com.propertyportal.persistence.Ids;
import jakarta.enterprise.context.ApplicationScoped;
import com.propertyportal.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
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
        in.rejectUnknown(Set.of("name", "url", "icon", "userIds"));
        String name = in.requiredString("name", 100);
        String url = in.requiredString("url", 2000);
        if (url != null && !TextFormats.isWebUrl(url)) {
            in.reject("url", "must be an http or https URL");
        }
        String icon = in.string("icon", 100).orElse(null);
        List<String> userIds = in.ids("userIds", 1000).orElse(List.of());
        violations.throwIfAny();
        TabView view = new TabView(Ids.newId(), board.id(), name, url, icon, userIds, now);
        em.persist(view);
        JsonObjectBuilder out = Json.createObjectBuilder().add("uuid", view.id()).add("boardId", board.id())
                .add("name", view.name()).add("url", view.url());
        if (icon == null) {
            out.addNull("icon");
        } else {
            out.add("icon", icon);
        }
        return out.add("userIds", Json.createArrayBuilder(userIds)).add("createdAt", now.toString()).build();
    }
}
