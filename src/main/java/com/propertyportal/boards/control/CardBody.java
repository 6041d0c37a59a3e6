package com.propertyportal.boards.control;

import com.propertyportal.input.JsonInput;
import com.propertyportal.input.Violations;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The core API's card body: {_id?, name (or title), <fieldKey>: value, ..., references?, archived?,
 * assignee?}. Every key that is not one of the card's own members is a field value.
 */
public record CardBody(Optional<String> id, CardChange change) {

    private static final Set<String> MEMBERS = Set.of("_id", "name", "title", "references", "archived", "assignee");

    public static CardBody read(JsonObject body, Violations violations) {
        JsonInput in = JsonInput.root(body, violations);
        CardChange change = new CardChange();
        // Both spellings are read, so a title of the wrong type is named even when a name is sent beside it.
        Optional<String> name = in.string("name", 500);
        Optional<String> title = in.string("title", 500);
        name.or(() -> title).filter(n -> !n.isBlank()).ifPresent(change::name);
        in.ids("references", 500).ifPresent(change::references);
        in.bool("archived").ifPresent(change::archived);
        if (in.has("assignee")) {
            change.assignee(in.id("assignee").orElse(null));
        }
        Map<String, JsonValue> values = new LinkedHashMap<>(body);
        values.keySet().removeAll(MEMBERS);
        return new CardBody(in.id("_id"), change.values(values));
    }
}
