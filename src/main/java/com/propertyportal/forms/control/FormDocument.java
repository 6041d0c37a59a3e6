package com.propertyportal.forms.control;

import com.propertyportal.fields.FieldType;
import com.propertyportal.forms.entity.ApplicantFields;
import com.propertyportal.forms.entity.Form;
import com.propertyportal.forms.entity.FormField;
import com.propertyportal.input.JsonInput;
import com.propertyportal.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** The administrator's JSON shape of a form, read from an import and written back. */
public final class FormDocument {

    private static final Set<String> FIELDS = Set.of("_id", "companyId", "boardId", "name", "fields", "applicant");
    private static final Set<String> FIELD_FIELDS =
            Set.of("uuid", "label", "type", "required", "options", "fieldKey", "unitPicker");

    /**
     * A form as read. applicantNamed tells whether the document named the applicant's fields at all: a form
     * that does not keeps what it had (a new one, the default); named as null, the form identifies no applicant.
     */
    public record Item(
            String id,
            String organizationId,
            String boardId,
            String name,
            List<FormField> fields,
            String path,
            boolean applicantNamed,
            Optional<ApplicantFields> applicant) {}

    private FormDocument() {}

    public static Item read(JsonInput in, String generatedId) {
        in.rejectUnknown(FIELDS);
        List<FormField> fields = fields(in);
        return new Item(
                in.id("_id").orElse(generatedId),
                in.requiredId("companyId"),
                in.requiredId("boardId"),
                in.requiredString("name", 200),
                fields,
                in.pathOf("fields"),
                in.has("applicant"),
                applicant(in));
    }

    /** The applicant's fields as named: {email, firstName?, lastName?, phone?}, each a field's uuid; null for none. */
    private static Optional<ApplicantFields> applicant(JsonInput in) {
        return in.object("applicant").flatMap(a -> {
            a.rejectUnknown(Set.copyOf(ApplicantFields.MEMBERS));
            String email = a.requiredId("email");
            String firstName = a.id("firstName").orElse(null);
            String lastName = a.id("lastName").orElse(null);
            String phone = a.id("phone").orElse(null);
            return email == null
                    ? Optional.empty()
                    : Optional.of(new ApplicantFields(email, firstName, lastName, phone));
        });
    }

    /**
     * The form's fields, each problem named by its path (fields[2].options): the import's rules, which the
     * administrator's form editor uses too.
     */
    private static List<FormField> fields(JsonInput in) {
        List<FormField> fields = new ArrayList<>();
        Set<String> uuids = new HashSet<>();
        for (JsonInput f : in.objects("fields", 200)) {
            f.rejectUnknown(FIELD_FIELDS);
            String uuid = f.requiredId("uuid");
            if (uuid != null && !uuids.add(uuid)) {
                f.reject("uuid", "repeats another field's uuid");
                uuid = null;
            }
            FieldType type = f.string("type", 20)
                    .flatMap(t -> {
                        Optional<FieldType> known = FieldType.ofForm(t);
                        if (known.isEmpty()) {
                            f.reject("type", "must be one of " + FieldType.formNames());
                        }
                        return known;
                    })
                    .orElse(null);
            if (f.isAbsent("type")) {
                f.reject("type", "is required");
            }
            List<String> options = f.strings("options", 500, 200).orElse(List.of());
            String label = f.string("label", 200).orElse(uuid);
            if (label != null && label.isBlank()) {
                f.reject("label", "must not be blank");
            }
            boolean required = f.bool("required").orElse(false);
            String fieldKey = f.string("fieldKey", 64).orElse(null);
            boolean unitPicker = f.bool("unitPicker").orElse(false);
            if (unitPicker && type != null && type != FieldType.SELECT) {
                f.reject("unitPicker", "is only for select fields");
            }
            // A unit picker's choices are the organization's locations; any other select offers its own.
            if (type == FieldType.SELECT && !unitPicker && options.isEmpty()) {
                f.reject("options", "are required for a select field");
            }
            if (uuid != null && type != null) {
                fields.add(new FormField(uuid, label, type, required, options, fieldKey, unitPicker));
            }
        }
        return fields;
    }

    public static JsonObject write(Form form) {
        return Json.createObjectBuilder()
                .add("_id", form.id())
                .add("companyId", form.organizationId())
                .add("boardId", form.boardId())
                .add("name", form.name())
                .add("fields", form.fieldsJson())
                .add(
                        "applicant",
                        form.applicant().<JsonValue>map(ApplicantFields::json).orElse(JsonValue.NULL))
                .build();
    }
}
