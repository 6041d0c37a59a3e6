package it.com.propertyportal.attacks;

import static it.com.propertyportal.attacks.SchemaValues.JSON;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/**
 * Which of the fixture's real values fit each parameter and member of each operation: the ids of its
 * records, its contacts' addresses, a form's data by field uuid and a card's fields by key, values of the
 * pools the run fills as it goes.
 */
final class FuzzHints implements SchemaValues.Hints {

    private final FuzzFixture fixture;

    FuzzHints(FuzzFixture fixture) {
        this.fixture = fixture;
    }

    @Override
    public Optional<Arbitrary<JsonNode>> values(String operation, String name) {
        List<String> texts = switch (name) {
            case "boardId" ->
                operation.equals("switchBoardApi")
                                || operation.contains("ApiKey")
                                || operation.equals("replaceBoardFields")
                                || operation.equals("createForm")
                                || operation.equals("changeForm")
                        ? List.of(fixture.spareBoard)
                        : List.of(fixture.board, fixture.board, fixture.board, fixture.spareBoard);
            case "cardId" ->
                operation.startsWith("getFormDefinition") || operation.startsWith("submitForm")
                        ? List.of("new", "new", fixture.cards.get(0))
                        : fixture.cards;
            case "contactId", "references[]" -> fixture.contacts;
            case "orgId", "companyId" -> List.of(fixture.org);
            case "contextId" -> operation.equals("getCompanyConfig") ? List.of(fixture.org) : locations();
            case "locationId", "locationContextId" -> locations();
            case "_id" ->
                operation.equals("createCard")
                        ? fixture.cards
                        : operation.contains("ontact") ? fixture.contacts : locations();
            case "segmentId" -> List.of(fixture.segment);
            case "formId" -> operation.equals("changeForm") ? List.of(fixture.spareForm) : List.of(fixture.form);
            case "ids[]" -> fixture.statusTargets;
            case "email", "email[]", "replyTo", "contactEmail" ->
                List.of(
                        fixture.emails.get(0),
                        fixture.emails.get(1),
                        fixture.emails.get(2),
                        "nobody-" + fixture.org + "@example.com");
            case "expiresIn" -> List.of("P1D", "PT1H", "P30D", "PT10M");
            case "phone", "number" -> List.of("+1 555 0100", "(555) 010-0199", "+44 20 7946 0958");
            case "imageUrl", "url", "photo", "website" -> List.of("https://example.com/a.png", "http://example.org/x");
            case "action" ->
                operation.equals("searchAuditLog") ? List.of("import", "sign-in", "api-key-created") : null;
            case "q", "search", "keyTerm", "query" -> List.of("Harbor", "application", "Pier", "zz-no-match");
            case "sortBy" -> sortKeys();
            case "fieldKey" -> new ArrayList<>(FuzzFixture.CARD_FIELDS.keySet());
            case "fieldValue" -> List.of("a", "Harbor", "1", "true", "zz-no-match");
            default -> null;
        };
        if (texts != null) {
            return Optional.of(Arbitraries.of(texts).map(JSON::textNode));
        }
        return Optional.ofNullable(
                switch (name) {
                    case "keyId" -> pool(fixture.spareKeys);
                    case "fileId" -> pool(fixture.files);
                    case "token" -> pool(fixture.formTokens);
                    case "requestId" -> pool(new ArrayList<>(fixture.verifications.keySet()));
                    case "id" -> operation.equals("postComment") ? pool(fixture.comments) : null;
                    case "x-token" -> Arbitraries.just(JSON.textNode(FuzzFixture.KEY));
                    case "If-None-Match" ->
                        Arbitraries.randomValue(r -> JSON.textNode(fixture.etags.getOrDefault(operation, "\"none\"")));
                    case "X-CSRF-Token" ->
                        fixture.csrfTokens[fixture.sessionFor(operation)] == null
                                ? null
                                : Arbitraries.just(JSON.textNode(fixture.csrfTokens[fixture.sessionFor(operation)]));
                    case "hp" -> Arbitraries.just(JSON.textNode(""));
                    case "Idempotency-Key" ->
                        Arbitraries.randomValue(r -> JSON.textNode(new UUID(r.nextLong(), r.nextLong()).toString()));
                    case "" ->
                        operation.equals("importDocument") || operation.equals("dryRunImport")
                                ? Arbitraries.randomValue(r -> fixture.document())
                                : null;
                    default -> null;
                });
    }

    /** A card list's orders: the card's own members and the board's fields. */
    private static List<String> sortKeys() {
        List<String> keys = new ArrayList<>(List.of("name", "createdAt", "updatedAt"));
        keys.addAll(FuzzFixture.CARD_FIELDS.keySet());
        return keys;
    }

    private List<String> locations() {
        return List.of(
                fixture.published.get(0),
                fixture.published.get(0),
                fixture.published.get(1),
                fixture.unpublished,
                fixture.offline);
    }

    /** A value from a pool the run fills as it goes (read when drawn, not when the arbitrary was made). */
    private static Arbitrary<JsonNode> pool(List<String> values) {
        return Arbitraries.randomValue(r -> {
            synchronized (values) {
                return JSON.textNode(values.isEmpty() ? "none" : values.get(r.nextInt(values.size())));
            }
        });
    }

    @Override
    public Optional<Arbitrary<Map<String, JsonNode>>> members(String operation, String name) {
        if (operation.equals("createCard") && name.isEmpty()) {
            return Optional.of(Arbitraries.subsetOf(FuzzFixture.CARD_FIELDS.keySet())
                    .ofMaxSize(4)
                    .flatMap(keys -> {
                        List<Arbitrary<Map.Entry<String, JsonNode>>> entries = new ArrayList<>();
                        keys.forEach(key -> entries.add(cardValue(key).map(v -> Map.entry(key, v))));
                        return Combinators.combine(entries).as(FuzzHints::toMap);
                    }));
        }
        if (operation.startsWith("submitForm") && name.equals("data")) {
            return Optional.of(Combinators.combine(
                            formValue(
                                    "f-name",
                                    Arbitraries.of("Grace Hopper", "Ada", "名前").map(JSON::textNode),
                                    true),
                            formValue("f-email", Arbitraries.of(fixture.emails).map(JSON::textNode), true),
                            formValue(
                                    "f-notes",
                                    Arbitraries.strings()
                                            .alpha()
                                            .ofMaxLength(50)
                                            .map(JSON::textNode),
                                    false),
                            formValue(
                                    "f-phone",
                                    Arbitraries.of("+15550100", "555 0100", "+44 20 7946 0958")
                                            .map(JSON::textNode),
                                    false),
                            formValue(
                                    "f-move-in",
                                    Arbitraries.of("2030-01-31", "2029-12-01").map(JSON::textNode),
                                    false),
                            formValue("f-pets", Arbitraries.of(true, false).map(JSON::booleanNode), false),
                            formValue(
                                    "f-income",
                                    Arbitraries.of(JSON.numberNode(250000), JSON.textNode("1250.50")),
                                    false),
                            formValue("f-stage", Arbitraries.of("new", "review").map(JSON::textNode), false))
                    .as((a, b, c, d, e, f, g, h) -> toMap(Stream.of(a, b, c, d, e, f, g, h)
                            .flatMap(Optional::stream)
                            .toList())));
        }
        return Optional.empty();
    }

    private static Arbitrary<Optional<Map.Entry<String, JsonNode>>> formValue(
            String uuid, Arbitrary<JsonNode> value, boolean required) {
        Arbitrary<Map.Entry<String, JsonNode>> entry = value.map(v -> Map.entry(uuid, v));
        return required ? entry.map(Optional::of) : entry.optional(0.5);
    }

    private static Map<String, JsonNode> toMap(List<Map.Entry<String, JsonNode>> entries) {
        Map<String, JsonNode> map = new LinkedHashMap<>();
        entries.forEach(e -> map.put(e.getKey(), e.getValue()));
        return map;
    }

    private Arbitrary<JsonNode> cardValue(String key) {
        return switch (FuzzFixture.CARD_FIELDS.get(key).get(1)) {
            case "email" -> Arbitraries.of(fixture.emails).map(JSON::textNode);
            case "phone" -> Arbitraries.of("+1 555 0100", "555-0101").map(JSON::textNode);
            case "date" -> Arbitraries.of("2030-01-31", "2024-02-29").map(JSON::textNode);
            case "money" ->
                Arbitraries.of(
                        JSON.numberNode(1250.5),
                        JSON.objectNode().put("amount", 99.99).put("currency", "USD"));
            case "boolean" -> Arbitraries.of(true, false).map(JSON::booleanNode);
            case "number" -> Arbitraries.integers().between(0, 100).map(JSON::numberNode);
            case "select" -> Arbitraries.of("new", "review", "done").map(JSON::textNode);
            case "url" ->
                Arbitraries.of("https://example.com/a", "http://example.org/").map(JSON::textNode);
            default -> Arbitraries.strings().alpha().ofMaxLength(30).map(JSON::textNode);
        };
    }
}
