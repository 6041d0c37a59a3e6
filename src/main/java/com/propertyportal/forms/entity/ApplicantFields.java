package com.propertyportal.forms.entity;

import com.propertyportal.fields.FieldType;
import com.propertyportal.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Which of a form's fields identify its applicant, by their uuids: the e-mail address (required), and optionally
 * the first name, the last name and the phone number. A submission makes or finds the organization's contact with
 * that address.
 */
public record ApplicantFields(String email, String firstName, String lastName, String phone) {

    /** The members of the JSON shape, in order. */
    public static final List<String> MEMBERS = List.of("email", "firstName", "lastName", "phone");

    /** The field types each member may name. */
    static final Map<String, Set<FieldType>> TYPES = Map.of(
            "email", Set.of(FieldType.EMAIL),
            "firstName", Set.of(FieldType.TEXT),
            "lastName", Set.of(FieldType.TEXT),
            "phone", Set.of(FieldType.PHONE, FieldType.TEXT));

    /** What a form identifies its applicant by when no one chose: its e-mail field, when it has exactly one. */
    public static Optional<ApplicantFields> byDefault(List<FormField> fields) {
        List<FormField> emails =
                fields.stream().filter(f -> f.type() == FieldType.EMAIL).toList();
        return emails.size() == 1
                ? Optional.of(new ApplicantFields(emails.get(0).uuid(), null, null, null))
                : Optional.empty();
    }

    /** The member's field uuid, or null. */
    public String member(String name) {
        return switch (name) {
            case "email" -> email;
            case "firstName" -> firstName;
            case "lastName" -> lastName;
            case "phone" -> phone;
            default -> throw new IllegalArgumentException(name);
        };
    }

    /**
     * Each member that names no field of these, or a field of a type it may not, with the reason: keyed by the
     * member's name.
     */
    public Map<String, String> problems(List<FormField> fields) {
        Map<String, String> problems = new LinkedHashMap<>();
        for (String name : MEMBERS) {
            String uuid = member(name);
            if (uuid == null) {
                continue;
            }
            Optional<FormField> field =
                    fields.stream().filter(f -> f.uuid().equals(uuid)).findFirst();
            if (field.isEmpty()) {
                problems.put(name, "names no field of the form (" + uuid + ")");
            } else if (!TYPES.get(name).contains(field.get().type())) {
                problems.put(
                        name,
                        "must name a field of type "
                                + TYPES.get(name).stream()
                                        .map(t -> t.formName().orElseThrow())
                                        .sorted()
                                        .reduce((a, b) -> a + " or " + b)
                                        .orElseThrow()
                                + "; field " + uuid + " is " + field.get().typeName());
            }
        }
        return problems;
    }

    public JsonObject json() {
        JsonObjectBuilder out = Json.createObjectBuilder();
        for (String name : MEMBERS) {
            if (member(name) != null) {
                out.add(name, member(name));
            }
        }
        return out.build();
    }

    /** From its JSON shape as stored; an empty object is none. */
    static Optional<ApplicantFields> of(JsonObject json) {
        if (!json.containsKey("email")) {
            return Optional.empty();
        }
        return Optional.of(new ApplicantFields(
                json.getString("email"),
                json.getString("firstName", null),
                json.getString("lastName", null),
                json.getString("phone", null)));
    }
}
