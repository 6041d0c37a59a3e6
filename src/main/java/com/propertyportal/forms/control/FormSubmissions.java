package com.propertyportal.forms.control;

import com.propertyportal.boards.control.CardChange;
import com.propertyportal.boards.control.CardValues;
import com.propertyportal.boards.control.Cards;
import com.propertyportal.boards.entity.BoardField;
import com.propertyportal.boards.entity.Card;
import com.propertyportal.contacts.control.ApplicantContacts;
import com.propertyportal.fields.FieldType;
import com.propertyportal.forms.entity.Form;
import com.propertyportal.forms.entity.FormField;
import com.propertyportal.input.JsonInput;
import com.propertyportal.input.Violations;
import com.propertyportal.json.Json;
import com.propertyportal.limits.CounterRows;
import com.propertyportal.locations.control.ActiveLocations;
import com.propertyportal.monitoring.control.Counted;
import com.propertyportal.monitoring.control.Counters;
import com.propertyportal.persistence.Ids;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** Turns a public form submission into card values: checked, limited, deduplicated, and bots dropped. */
@ApplicationScoped
public class FormSubmissions {

    static final String THANKS = "Thank you! Your form was sent.";
    private static final Set<String> FIELDS = Set.of("formId", "cardId", "boardId", "data", "token", "hp");

    @Inject
    Counters counters;

    @Inject
    FormDefinitions definitions;

    @Inject
    SubmissionRateLimit rateLimit;

    @Inject
    Idempotency idempotency;

    @Inject
    Cards cards;

    @Inject
    ActiveLocations activeLocations;

    @Inject
    FormReceipts receipts;

    @Inject
    ApplicantContacts applicantContacts;

    /**
     * One transaction, opened here rather than by the resource because the resource must see how it ended:
     * a submit that meets another with the same Idempotency-Key fails when it records the key.
     */
    @Transactional
    public JsonObject submit(JsonObject body, String client, String idempotencyKey, Instant now) {
        Violations violations = new Violations();
        JsonInput in = JsonInput.root(body, violations);
        in.rejectUnknown(FIELDS);
        String formId = in.requiredId("formId");
        String cardId = in.requiredId("cardId");
        String boardId = in.requiredId("boardId");
        String token = in.string("token", FormLinks.MAX_TOKEN_LENGTH).orElse(null);
        JsonObject data = in.object("data").map(JsonInput::raw).orElse(null);
        if (in.isAbsent("data")) {
            violations.add("data", "is required");
        }
        boolean bot = in.string("hp", 1000).filter(hp -> !hp.isEmpty()).isPresent();
        if (idempotencyKey != null && (idempotencyKey.isBlank() || idempotencyKey.length() > 100)) {
            violations.add("Idempotency-Key", "must be 1 to 100 characters");
        }
        if (formId != null) {
            rateLimit.admit(client, formId, now);
        }
        violations.throwIfAny();
        FormContext context = definitions.find(formId, cardId, boardId, token, now);
        if (bot) {
            counters.add(Counted.FORM_HONEYPOT_HITS);
            return answer();
        }
        List<FormField> fields = context.form().fields();
        Map<String, JsonValue> values =
                SubmissionValues.check(fields, data, unitsOf(context, fields, data), violations);
        violations.throwIfAny();
        JsonObject changes = cardValues(context, fields, values, violations);
        violations.throwIfAny();
        // A retry is answered as the first submit was only once its own values are valid: a used key never
        // turns an invalid submission into a success.
        if (idempotencyKey != null && idempotency.cardOf(formId, idempotencyKey).isPresent()) {
            return answer();
        }
        String targetId = context.card().map(Card::id).orElseGet(Ids::newId);
        if (idempotencyKey != null) {
            // First, so that a second submit with the same key waits here for this one and then fails.
            idempotency.remember(formId, idempotencyKey, targetId);
        }
        // The applicant's contact, found or made in a transaction of its own, so that parallel first submissions
        // of one address make one contact; it is referenced by the card.
        Optional<String> contactId = applicant(context.form(), values)
                .map(applicant -> CounterRows.countOnce(
                        () -> applicantContacts.contactOf(context.form().organizationId(), applicant, now)));
        CardChange change = new CardChange().values(changes);
        if (context.card().isEmpty()) {
            change.name(cardName(context, fields, values));
        }
        contactId.ifPresent(id -> change.references(withReference(context.card(), id)));
        cards.write(context.board(), targetId, change, "data", violations, now);
        violations.throwIfAny();
        receipts.record(
                context.form(), context.board().id(), targetId, context.card().isEmpty(), contactId.orElse(null), now);
        counters.add(Counted.FORM_SUBMISSIONS);
        return answer();
    }

    static JsonObject answer() {
        return Json.createObjectBuilder()
                .add("status", "success")
                .add("message", THANKS)
                .build();
    }

    /** The applicant as the form identifies them, when it does and the submission gives their address. */
    private static Optional<ApplicantContacts.Applicant> applicant(Form form, Map<String, JsonValue> values) {
        return form.applicant()
                .flatMap(fields -> text(values, fields.email())
                        .map(email -> new ApplicantContacts.Applicant(
                                email,
                                text(values, fields.firstName()).orElse(null),
                                text(values, fields.lastName()).orElse(null),
                                text(values, fields.phone()).orElse(null))));
    }

    /** The non-blank text submitted for the field with this uuid. */
    private static Optional<String> text(Map<String, JsonValue> values, String uuid) {
        return Optional.ofNullable(uuid)
                .map(values::get)
                .filter(v -> v instanceof JsonString)
                .map(v -> ((JsonString) v).getString().strip())
                .filter(s -> !s.isEmpty());
    }

    /** The card's references with the contact's among them. */
    private static List<String> withReference(Optional<Card> card, String contactId) {
        Set<String> references = new LinkedHashSet<>(card.map(Card::references).orElse(List.of()));
        references.add(contactId);
        return List.copyOf(references);
    }

    /** The submitted unit picker values that are active locations of the form's organization. */
    private java.util.function.Predicate<String> unitsOf(FormContext context, List<FormField> fields, JsonObject data) {
        List<String> wanted = fields.stream()
                .filter(FormField::unitPicker)
                .map(f -> data.get(f.uuid()))
                .filter(v -> v instanceof JsonString)
                .map(v -> ((JsonString) v).getString())
                .distinct()
                .toList();
        if (wanted.isEmpty()) {
            return id -> false;
        }
        Set<String> active = activeLocations.among(context.form().organizationId(), wanted);
        return active::contains;
    }

    /** The submitted values in the board's shapes, each still checked against its board field's rules. */
    private static JsonObject cardValues(
            FormContext context, List<FormField> fields, Map<String, JsonValue> values, Violations violations) {
        JsonObjectBuilder changes = Json.createObjectBuilder();
        for (FormField field : fields) {
            JsonValue value = values.get(field.uuid());
            Optional<BoardField> target = Optional.ofNullable(field.fieldKey()).flatMap(context.board()::field);
            if (value != null && target.isPresent()) {
                JsonValue mapped = CardMapping.toCard(field, target.get(), value);
                Violations boardRules = new Violations();
                CardValues.check(context.board(), Map.of(field.fieldKey(), mapped), "", boardRules);
                boardRules.list().forEach(e -> violations.add("data." + field.uuid(), e.reason()));
                changes.add(field.fieldKey(), mapped);
            }
        }
        return changes.build();
    }

    /** The form's name, followed by the first text the person entered (usually their name). */
    private static String cardName(FormContext context, List<FormField> fields, Map<String, JsonValue> values) {
        String name = context.form().name();
        Optional<String> first = fields.stream()
                .filter(f -> f.type() == FieldType.TEXT)
                .map(f -> values.get(f.uuid()))
                .filter(v -> v instanceof JsonString)
                .map(v -> ((JsonString) v).getString().strip())
                .filter(s -> !s.isEmpty())
                .findFirst();
        String full = first.map(s -> name + ": " + s).orElse(name);
        return full.length() > 500 ? full.substring(0, 500) : full;
    }
}
