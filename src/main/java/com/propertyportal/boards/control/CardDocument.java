package com.propertyportal.boards.control;

import com.propertyportal.boards.entity.Card;
import com.propertyportal.json.JsonInput;
import com.propertyportal.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;

import java.util.List;
import java.util.Set;

/** The administrator's JSON shape of a card, read from an import and written back. */
public final class CardDocument {

    private static final Set<String> FIELDS = Set.of("_id", "boardId", "name", "fields", "references", "archived",
            "assignee");

    /** Values are checked against the board's schema once the board is known. */
    public record Item(String id, String boardId, String name, JsonObject fields, List<String> references,
            boolean archived, String assignee, String path) {
    }

    private CardDocument() {
    }

    public static Item read(JsonInput in, String generatedId) {
        in.rejectUnknown(FIELDS);
        JsonObject fields = in.object("fields").map(JsonInput::raw).orElse(JsonValue.EMPTY_JSON_OBJECT);
        return new Item(in.id("_id").orElse(generatedId), in.requiredId("boardId"), in.requiredString("name", 500),
                fields, in.ids("references", 500).orElse(List.of()), in.bool("archived").orElse(false),
                in.id("assignee").orElse(null), in.pathOf("fields"));
    }

    /** The card as the core area answers it: the import shape plus its timestamps. */
    public static JsonObject view(Card card) {
        return Json.createObjectBuilder(write(card)).add("createdAt", card.createdAt().toString())
                .add("updatedAt", card.updatedAt().toString()).build();
    }

    public static JsonObject write(Card card) {
        return Json.createObjectBuilder().add("_id", card.id()).add("boardId", card.boardId())
                .add("name", card.name()).add("fields", card.values())
                .add("references", Json.createArrayBuilder(card.references())).add("archived", card.archived())
                .add("assignee", card.assignee().<JsonValue>map(Json::createValue).orElse(JsonValue.NULL)).build();
    }
}
