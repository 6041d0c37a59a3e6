package com.propertyportal.contacts.control;

import com.propertyportal.contacts.entity.Contact;
import com.propertyportal.contacts.entity.ContactData;

/**
 * What the core area shows of a contact, whether read as an entity or as a plain row (the by-email lookup reads
 * rows: no entity, no change tracking): its id, its organization and what is set on it.
 */
public record ContactRow(String id, String organizationId, ContactData data) {

    public static ContactRow of(Contact c) {
        return new ContactRow(c.id(), c.organizationId(), c.data());
    }

    public String fullName() {
        return Contact.fullName(data.isCompany(), data.company(), data.firstname(), data.lastname());
    }

    public String duogram() {
        return Contact.duogram(data.isCompany(), data.company(), data.firstname(), data.lastname());
    }
}
