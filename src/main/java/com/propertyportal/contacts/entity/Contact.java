package com.propertyportal.contacts.entity;

import com.propertyportal.json.JsonText;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import java.time.Instant;
import java.util.Locale;
import java.util.Objects;

/** A person or company record of an organization; verification and by-email lookups find it by address. */
@Entity
@NamedQuery(name = "Contact.all", query = "SELECT c FROM Contact c ORDER BY c.id")
@NamedQuery(
        name = "Contact.byEmails",
        query = "SELECT c FROM Contact c WHERE c.organizationId = :organizationId "
                + "AND c.emailNormalized IN :emails ORDER BY c.emailNormalized, c.id")
@NamedQuery(
        name = "Contact.byIds",
        query = "SELECT c FROM Contact c WHERE c.organizationId = :organizationId " + "AND c.id IN :ids")
@NamedQuery(
        name = "Contact.oldestByEmail",
        query = "SELECT c FROM Contact c WHERE c.organizationId = :organizationId "
                + "AND c.emailNormalized = :email ORDER BY c.createdAt, c.id")
@NamedQuery(
        name = "Contact.idsByEmail",
        query = "SELECT c.id FROM Contact c WHERE c.organizationId = :organizationId "
                + "AND c.emailNormalized = :email ORDER BY c.id")
@NamedQuery(
        name = "Contact.idsIn",
        query = "SELECT c.id FROM Contact c WHERE c.organizationId = :organizationId " + "AND c.id IN :ids")
public class Contact {

    @Id
    @Column(length = 64)
    private String id;

    @Column(nullable = false, length = 64)
    private String uuid;

    @Column(name = "company_id", nullable = false, length = 64)
    private String organizationId;

    @Column(length = 100)
    private String firstname;

    @Column(length = 100)
    private String lastname;

    @Column(length = 200)
    private String company;

    @Column(name = "is_company", nullable = false)
    private boolean isCompany;

    @Column(length = 320)
    private String email;

    /** Lower-cased e-mail: lookups are exact and case-insensitive. */
    @Column(name = "email_normalized", length = 320)
    private String emailNormalized;

    @Column(length = 50)
    private String phone;

    @Column(name = "type_id", length = 64)
    private String typeId;

    /** The name of the contact's type (Tenant, Owner, ...), as given. */
    @Column(name = "contact_type", length = 100)
    private String contactType;

    /** Lower-cased first name, last name and company, for name searches. */
    @Column(name = "name_search", length = 500)
    private String nameSearch;

    /** The phone number's digits only, for phone searches. */
    @Column(name = "phone_digits", length = 50)
    private String phoneDigits;

    @Column(name = "photo_id", length = 64)
    private String photoId;

    @Column(name = "image_url", length = 2048)
    private String imageUrl;

    @Column(length = 200)
    private String title;

    @Column(nullable = false)
    private String address;

    @Column(nullable = false)
    private String alerts;

    @Column(name = "custom_fields", nullable = false)
    private String customFields;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    @Column(name = "updated_at", nullable = false)
    private Instant updatedAt;

    protected Contact() {}

    public Contact(String id, String organizationId, ContactData data, Instant now) {
        this.id = Objects.requireNonNull(id);
        this.organizationId = Objects.requireNonNull(organizationId);
        this.createdAt = now;
        apply(data, now);
    }

    public final void apply(ContactData data, Instant now) {
        this.uuid = data.uuid() == null ? id : data.uuid();
        this.firstname = data.firstname();
        this.lastname = data.lastname();
        this.company = data.company();
        this.isCompany = data.isCompany();
        this.email = data.email();
        this.emailNormalized = normalize(data.email());
        this.phone = data.phone();
        this.phoneDigits = data.phone() == null ? null : data.phone().replaceAll("[^0-9]", "");
        this.typeId = data.typeId();
        this.contactType = data.contactType();
        this.photoId = data.photoId();
        this.imageUrl = data.imageUrl();
        this.title = data.title();
        this.address = data.address().toString();
        this.alerts = data.alerts().toString();
        this.customFields = data.customFields().toString();
        this.nameSearch = String.join(
                        " ",
                        firstname == null ? "" : firstname,
                        lastname == null ? "" : lastname,
                        company == null ? "" : company)
                .trim()
                .toLowerCase(Locale.ROOT);
        this.updatedAt = now;
    }

    /** What is set on the contact, for a change that keeps what it does not name. */
    public ContactData data() {
        return new ContactData(
                uuid,
                firstname,
                lastname,
                company,
                isCompany,
                email,
                phone,
                typeId,
                contactType,
                photoId,
                imageUrl,
                title,
                address(),
                alerts(),
                customFields());
    }

    public static String normalize(String email) {
        return email == null ? null : email.trim().toLowerCase(Locale.ROOT);
    }

    /** First plus last name, or the company name for an organization record. */
    public String fullName() {
        return fullName(isCompany, company, firstname, lastname);
    }

    /** Two-letter initials for an avatar. */
    public String duogram() {
        return duogram(isCompany, company, firstname, lastname);
    }

    /** The full name of a contact with these names: also for contacts read as plain rows. */
    public static String fullName(boolean isCompany, String company, String firstname, String lastname) {
        if (isCompany && company != null && !company.isBlank()) {
            return company;
        }
        String full = ((firstname == null ? "" : firstname) + " " + (lastname == null ? "" : lastname)).trim();
        return full.isEmpty() && company != null ? company : full;
    }

    /** The initials of a contact with these names: also for contacts read as plain rows. */
    public static String duogram(boolean isCompany, String company, String firstname, String lastname) {
        String first = initial(firstname);
        String last = initial(lastname);
        if (first.isEmpty() && last.isEmpty()) {
            String name = fullName(isCompany, company, firstname, lastname);
            return name.length() >= 2 ? name.substring(0, 2).toUpperCase(Locale.ROOT) : name.toUpperCase(Locale.ROOT);
        }
        return first + last;
    }

    private static String initial(String name) {
        return name == null || name.isBlank()
                ? ""
                : name.strip().substring(0, 1).toUpperCase(Locale.ROOT);
    }

    public String id() {
        return id;
    }

    public String uuid() {
        return uuid;
    }

    public String organizationId() {
        return organizationId;
    }

    public String firstname() {
        return firstname;
    }

    public String lastname() {
        return lastname;
    }

    public String company() {
        return company;
    }

    public boolean isCompany() {
        return isCompany;
    }

    public String email() {
        return email;
    }

    public String phone() {
        return phone;
    }

    public String typeId() {
        return typeId;
    }

    public String contactType() {
        return contactType;
    }

    public String photoId() {
        return photoId;
    }

    public String imageUrl() {
        return imageUrl;
    }

    public String title() {
        return title;
    }

    public JsonObject address() {
        return JsonText.object(address);
    }

    public JsonArray alerts() {
        return JsonText.array(alerts);
    }

    public JsonObject customFields() {
        return JsonText.object(customFields);
    }

    public Instant updatedAt() {
        return updatedAt;
    }
}
