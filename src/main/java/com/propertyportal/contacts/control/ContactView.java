package com.propertyportal.contacts.control;

import com.propertyportal.contacts.entity.Contact;
import com.propertyportal.contacts.entity.ContactData;
import com.propertyportal.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonValue;
import jakarta.json.stream.JsonGenerator;

/**
 * The contact object the core area answers: every field, an absent one as null; customFields or fullname by call.
 * Written once, {@link #members}, into either a document tree or a generator, so both give the same members in
 * the same order.
 */
public final class ContactView {

    private ContactView() {}

    /** The by-email shape: with customFields. */
    public static JsonObject withCustomFields(Contact c) {
        ContactRow row = ContactRow.of(c);
        Tree out = new Tree();
        members(out, row);
        out.value("customFields", row.data().customFields());
        return out.builder.build();
    }

    /** The by-email shape, written as the generator's next object (at the top, in an array, or as a member). */
    public static void writeWithCustomFields(JsonGenerator generator, ContactRow row) {
        generator.writeStartObject();
        Stream out = new Stream(generator);
        members(out, row);
        out.value("customFields", row.data().customFields());
        generator.writeEnd();
    }

    /** The confirm shape: with fullname. */
    public static JsonObject withFullname(Contact c) {
        ContactRow row = ContactRow.of(c);
        Tree out = new Tree();
        members(out, row);
        out.string("fullname", row.fullName());
        return out.builder.build();
    }

    /**
     * The members every shape shares. A string the contact does not have is left out, as the hosted product's
     * schema types them as strings that are never null; photoId and imageUrl are null there when unknown.
     */
    private static void members(Members out, ContactRow c) {
        ContactData d = c.data();
        out.string("_id", c.id());
        out.string("uuid", d.uuid());
        out.string("firstname", d.firstname());
        out.string("lastname", d.lastname());
        out.string("fullName", c.fullName());
        out.string("duogram", c.duogram());
        out.stringOrNull("photoId", d.photoId());
        out.stringOrNull("imageUrl", d.imageUrl());
        out.string("email", d.email());
        out.string("phone", d.phone());
        out.string("typeId", d.typeId());
        out.string("contactType", d.contactType());
        out.string("companyId", c.organizationId());
        out.value("address", d.address());
        out.string("title", d.title());
        out.value("alerts", d.alerts());
        out.string("company", d.company());
        out.bool("isCompany", d.isCompany());
    }

    /** Where the members go. */
    private interface Members {
        /** A string member; left out when null. */
        void string(String name, String value);

        /** A string member; JSON null when null. */
        void stringOrNull(String name, String value);

        void bool(String name, boolean value);

        void value(String name, JsonValue value);
    }

    private static final class Tree implements Members {
        final JsonObjectBuilder builder = Json.createObjectBuilder();

        @Override
        public void string(String name, String value) {
            if (value != null) {
                builder.add(name, value);
            }
        }

        @Override
        public void stringOrNull(String name, String value) {
            if (value == null) {
                builder.addNull(name);
            } else {
                builder.add(name, value);
            }
        }

        @Override
        public void bool(String name, boolean value) {
            builder.add(name, value);
        }

        @Override
        public void value(String name, JsonValue value) {
            builder.add(name, value);
        }
    }

    private record Stream(JsonGenerator generator) implements Members {

        @Override
        public void string(String name, String value) {
            if (value != null) {
                generator.write(name, value);
            }
        }

        @Override
        public void stringOrNull(String name, String value) {
            if (value == null) {
                generator.writeNull(name);
            } else {
                generator.write(name, value);
            }
        }

        @Override
        public void bool(String name, boolean value) {
            generator.write(name, value);
        }

        @Override
        public void value(String name, JsonValue value) {
            generator.write(name, value);
        }
    }
}
