package com.propertyportal.contacts.control;

import com.propertyportal.contacts.entity.Contact;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;

/**
 * What the core area shows of a contact, whether read as an entity or as a plain row (the by-email lookup reads
 * rows: no entity, no change tracking).
 */
public record ContactRow(
        String id,
        String uuid,
        String organizationId,
        String firstname,
        String lastname,
        String company,
        boolean isCompany,
        String email,
        String phone,
        String typeId,
        String contactType,
        String photoId,
        String imageUrl,
        String title,
        JsonObject address,
        JsonArray alerts,
        JsonObject customFields) {

    /** The entity's values, customFields read only when asked for (it is parsed from its text). */
    public static ContactRow of(Contact c, boolean withCustomFields) {
        return new ContactRow(
                c.id(),
                c.uuid(),
                c.organizationId(),
                c.firstname(),
                c.lastname(),
                c.company(),
                c.isCompany(),
                c.email(),
                c.phone(),
                c.typeId(),
                c.contactType(),
                c.photoId(),
                c.imageUrl(),
                c.title(),
                c.address(),
                c.alerts(),
                withCustomFields ? c.customFields() : null);
    }

    public String fullName() {
        return Contact.fullName(isCompany, company, firstname, lastname);
    }

    public String duogram() {
        return Contact.duogram(isCompany, company, firstname, lastname);
    }
}
