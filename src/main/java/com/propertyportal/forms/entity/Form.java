package com.propertyportal.forms.entity;

import com.propertyportal.fields.FieldType;
import com.propertyportal.json.Json;
import com.propertyportal.json.JsonText;
import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** An embeddable form whose submissions become cards on its board. */
@Entity
@NamedQuery(name = "Form.all", query = "SELECT f FROM Form f ORDER BY f.id")
@NamedQuery(name = "Form.ofBoard", query = "SELECT f FROM Form f WHERE f.boardId = :boardId ORDER BY f.id")
public class Form {

    @Id
    @Column(length = 64)
    private String id;

    @Column(name = "company_id", nullable = false, length = 64)
    private String organizationId;

    @Column(name = "board_id", nullable = false, length = 64)
    private String boardId;

    @Column(nullable = false, length = 200)
    private String name;

    @Column(nullable = false)
    private String fields;

    /** Which fields identify the applicant: null while the form follows {@link ApplicantFields#byDefault}. */
    @Column(length = 400)
    private String applicant;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    @Column(name = "updated_at", nullable = false)
    private Instant updatedAt;

    protected Form() {}

    public Form(String id, String organizationId, String boardId, Instant now) {
        this.id = Objects.requireNonNull(id);
        this.organizationId = Objects.requireNonNull(organizationId);
        this.boardId = Objects.requireNonNull(boardId);
        this.name = id;
        this.fields = "[]";
        this.createdAt = now;
        this.updatedAt = now;
    }

    public void define(String name, String boardId, List<FormField> formFields, Instant now) {
        this.name = Objects.requireNonNull(name);
        this.boardId = Objects.requireNonNull(boardId);
        JsonArrayBuilder array = Json.createArrayBuilder();
        for (FormField field : formFields) {
            JsonObjectBuilder f = Json.createObjectBuilder()
                    .add("uuid", field.uuid())
                    .add("label", field.label())
                    .add("type", field.typeName())
                    .add("required", field.required());
            if (!field.options().isEmpty()) {
                f.add("options", Json.createArrayBuilder(field.options()));
            }
            if (field.fieldKey() != null) {
                f.add("fieldKey", field.fieldKey());
            }
            if (field.unitPicker()) {
                f.add("unitPicker", true);
            }
            array.add(f);
        }
        this.fields = array.build().toString();
        this.updatedAt = now;
    }

    /** The fields as stored: [{uuid, label, type, required, options?, fieldKey?, unitPicker?}]. */
    public JsonArray fieldsJson() {
        return JsonText.array(fields);
    }

    public List<FormField> fields() {
        return JsonText.array(fields).stream()
                .map(JsonValue::asJsonObject)
                .map(Form::field)
                .toList();
    }

    private static FormField field(JsonObject f) {
        List<String> options = f.containsKey("options")
                ? f.getJsonArray("options").getValuesAs(JsonString.class).stream()
                        .map(JsonString::getString)
                        .toList()
                : List.of();
        return new FormField(
                f.getString("uuid"),
                f.getString("label"),
                FieldType.ofForm(f.getString("type")).orElseThrow(),
                f.getBoolean("required", false),
                options,
                f.getString("fieldKey", null),
                f.getBoolean("unitPicker", false));
    }

    /** The fields that identify the applicant, chosen or by default; none when neither gives any. */
    public Optional<ApplicantFields> applicant() {
        return applicant == null ? ApplicantFields.byDefault(fields()) : ApplicantFields.of(JsonText.object(applicant));
    }

    /** Whether the applicant's fields were chosen rather than left to the default. */
    public boolean applicantChosen() {
        return applicant != null;
    }

    /** The applicant is identified by these fields from now on, or not at all (an empty choice). */
    public void identifyApplicant(Optional<ApplicantFields> chosen, Instant now) {
        this.applicant = chosen.map(ApplicantFields::json).map(Object::toString).orElse("{}");
        this.updatedAt = now;
    }

    public String id() {
        return id;
    }

    public String organizationId() {
        return organizationId;
    }

    public String boardId() {
        return boardId;
    }

    public String name() {
        return name;
    }
}
