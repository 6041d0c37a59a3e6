package com.propertyportal.contacts.control;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.propertyportal.contacts.entity.Contact;
import com.propertyportal.contacts.entity.ContactData;
import com.propertyportal.json.Json;
import com.propertyportal.json.JsonBody;
import com.propertyportal.json.JsonText;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonValue;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The contact written into a generator (by-email) is the same bytes as the document tree the other calls build. */
class ContactViewTest {

    private static Contact contact(String id, ContactData data) {
        return new Contact(id, "org-1", data, Instant.parse("2026-01-01T00:00:00Z"));
    }

    private static List<Contact> contacts() {
        return List.of(
                contact(
                        "c1",
                        new ContactData(
                                "u-1",
                                "Ada",
                                "Lovelace",
                                "Analytical Engines",
                                false,
                                "Ada@Example.com",
                                "+44 20 7946 0000",
                                "t-1",
                                "Tenant",
                                "p-1",
                                "https://img.example.com/a.png?x=1&y=\"2\"",
                                "Countess",
                                JsonText.object("{\"street\":\"1 Main St\",\"zip\":\"12345\",\"geo\":[1.5,-2,3e2]}"),
                                JsonText.array("[{\"kind\":\"sms\",\"on\":true},null]"),
                                JsonText.object("{\"segment\":\"bench\",\"n\":12,\"nested\":{\"é\":\"ü\\n\"}}"))),
                contact(
                        "c2",
                        new ContactData(
                                null,
                                null,
                                null,
                                "Acme Plumbing",
                                true,
                                null,
                                null,
                                null,
                                null,
                                null,
                                null,
                                null,
                                JsonValue.EMPTY_JSON_OBJECT,
                                JsonValue.EMPTY_JSON_ARRAY,
                                JsonValue.EMPTY_JSON_OBJECT)),
                contact("c3", ContactData.NONE));
    }

    /** The by-email shape as it was built member by member before it was also written to a generator. */
    private static JsonObject reference(Contact c) {
        JsonObjectBuilder out = Json.createObjectBuilder().add("_id", c.id()).add("uuid", c.uuid());
        addIfPresent(out, "firstname", c.firstname());
        addIfPresent(out, "lastname", c.lastname());
        out.add("fullName", c.fullName()).add("duogram", c.duogram());
        if (c.photoId() == null) {
            out.addNull("photoId");
        } else {
            out.add("photoId", c.photoId());
        }
        if (c.imageUrl() == null) {
            out.addNull("imageUrl");
        } else {
            out.add("imageUrl", c.imageUrl());
        }
        addIfPresent(out, "email", c.email());
        addIfPresent(out, "phone", c.phone());
        addIfPresent(out, "typeId", c.typeId());
        addIfPresent(out, "contactType", c.contactType());
        out.add("companyId", c.organizationId()).add("address", c.address());
        addIfPresent(out, "title", c.title());
        out.add("alerts", c.alerts());
        addIfPresent(out, "company", c.company());
        out.add("isCompany", c.isCompany());
        return out.add("customFields", c.customFields()).build();
    }

    private static void addIfPresent(JsonObjectBuilder out, String name, String value) {
        if (value != null) {
            out.add(name, value);
        }
    }

    @Test
    void theGeneratedByEmailAnswerIsTheSameBytesAsTheTree() {
        List<Contact> contacts = contacts();
        JsonObjectBuilder tree = Json.createObjectBuilder();
        var array = Json.createArrayBuilder();
        contacts.forEach(c -> array.add(reference(c)));
        String expected = JsonBody.of(tree.add("contacts", array).build()).toString();
        String generated = JsonBody.write(out -> {
                    out.writeStartObject().writeStartArray("contacts");
                    contacts.forEach(c -> ContactView.writeWithCustomFields(out, ContactRow.of(c)));
                    out.writeEnd().writeEnd();
                })
                .toString();
        assertEquals(expected, generated);
    }

    @Test
    void theTreeShapesKeepTheirMembersAndOrder() {
        for (Contact c : contacts()) {
            assertEquals(
                    JsonBody.of(reference(c)).toString(),
                    JsonBody.of(ContactView.withCustomFields(c)).toString());
            JsonObjectBuilder confirm = Json.createObjectBuilder(reference(c));
            confirm.remove("customFields");
            assertEquals(
                    JsonBody.of(confirm.add("fullname", c.fullName()).build()).toString(),
                    JsonBody.of(ContactView.withFullname(c)).toString());
        }
    }
}
