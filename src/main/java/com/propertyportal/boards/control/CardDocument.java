package com.propertyportal.boards.control;

import com.propertyportal.boards.entity.Card;
import com.propertyportal.input.JsonInput;
import com.propertyportal.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonValue;
import java.util.Set;

/** The administrator's JSON shape of a card, read from an import and written back. */
public final class CardDocument {

    private static final Set<String> FIELDS =
            Set.of("_id", "boardId", "name", "fields", "references", "archived", "assignee");

    /** A card of an import: its id and board, and the change it makes (checked once the board is known). */
    public record Item(String id, String boardId, CardChange change) {}

    private CardDocument() {}

    public static Item read(JsonInput in, String generatedId) {
        in.rejectUnknown(FIELDS);
        CardChange change = new CardChange()
                .name(in.requiredString("name", 500))
                .values(in.object("fields").map(JsonInput::raw).orElse(JsonValue.EMPTY_JSON_OBJECT), "fields");
        in.ids("references", 500).ifPresent(change::references);
        in.bool("archived").ifPresent(change::archived);
        if (in.has("assignee")) {
            change.assignee(in.id("assignee").orElse(null));
        }
        return new Item(in.id("_id").orElse(generatedId), in.requiredId("boardId"), change);
    }

    /**
     * The card as the core area answers it, in both shapes at once: the hosted product's (cardId, boardUuid
     * and each field value at the top level under its key) and this service's (_id, boardId, fields), with
     * references, archived, assignee and the timestamps. Field keys never take a member's name (the board
     * schema refuses it), and a value under one is left out rather than hiding the member.
     */
    public static JsonObject view(Card card) {
        JsonObject values = card.values();
        JsonObjectBuilder out = Json.createObjectBuilder()
                .add("_id", card.id())
                .add("cardId", card.id())
                .add("boardId", card.boardId())
                .add("boardUuid", card.boardId())
                .add("name", card.name());
        values.forEach((key, value) -> {
            if (!BoardDocument.RESERVED.contains(key)) {
                out.add(key, value);
            }
        });
        card.assignee().ifPresent(a -> out.add("assignee", a));
        return out.add("fields", values)
                .add("references", Json.createArrayBuilder(card.references()))
                .add("archived", card.archived())
                .add("createdAt", card.createdAt().toString())
                .add("updatedAt", card.updatedAt().toString())
                .build();
    }

    public static JsonObject write(Card card) {
        return Json.createObjectBuilder()
                .add("_id", card.id())
                .add("boardId", card.boardId())
                .add("name", card.name())
                .add("fields", card.values())
                .add("references", Json.createArrayBuilder(card.references()))
                .add("archived", card.archived())
                .add("assignee", assignee(card))
                .build();
    }

    private static JsonValue assignee(Card card) {
        return card.assignee().<JsonValue>map(Json::createValue).orElse(JsonValue.NULL);
    }
}
