package com.propertyportal.contacts.control;

import com.propertyportal.contacts.entity.ContactData;
import com.propertyportal.input.JsonInput;
import com.propertyportal.input.Violations;
import com.propertyportal.input.WebUrl;
import com.propertyportal.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A contact body of the core API, in the hosted product's native shape or its legacy one (capitalized
 * keys such as "First Name" and "Mobile Phone"), read into the native names and laid over a contact's
 * data: a key that is not sent stays as it is, a key sent as null clears it. A contact keeps one e-mail
 * address and one phone number: the first of those sent.
 */
public final class ContactBody {

    static final Set<String> NATIVE = Set.of(
            "_id",
            "firstname",
            "lastname",
            "email",
            "phone",
            "typeId",
            "contactType",
            "isCompany",
            "title",
            "company",
            "imageUrl",
            "photoId",
            "address",
            "customFields");
    static final Map<String, String> LEGACY = Map.of(
            "First Name",
            "firstname",
            "Last Name",
            "lastname",
            "Email",
            "email",
            "Contact Type",
            "contactType",
            "Title",
            "title",
            "Company",
            "company");
    /** Legacy phone keys in the order their number is taken. */
    static final List<String> LEGACY_PHONES = List.of("Mobile Phone", "Work Phone", "Home Phone");

    static final Set<String> PHONE_MEMBERS = Set.of("number", "type");
    static final List<String> PHONE_TYPES = List.of("mobile", "work", "home");

    static final int MAX_ADDRESSES = 10;
    static final int MAX_DOCUMENT = 20_000;

    private final JsonInput in;
    private List<String> emails;

    private ContactBody(JsonInput in) {
        this.in = in;
    }

    /** The body in native names; unknown keys, and a key given in both shapes, are problems. */
    public static ContactBody read(JsonObject body, Violations violations) {
        JsonObjectBuilder native_ = Json.createObjectBuilder();
        List<JsonValue> legacyPhones = new ArrayList<>();
        for (var entry : body.entrySet()) {
            String key = entry.getKey();
            if (NATIVE.contains(key)) {
                native_.add(key, entry.getValue());
            } else if (LEGACY.containsKey(key)) {
                if (body.containsKey(LEGACY.get(key))) {
                    violations.add(key, "gives " + LEGACY.get(key) + " a second time; send one of them");
                }
                native_.add(LEGACY.get(key), entry.getValue());
            } else if (!LEGACY_PHONES.contains(key)) {
                violations.add(key, "is not a known field of a contact");
            }
        }
        for (String key : LEGACY_PHONES) {
            if (body.get(key) instanceof JsonString number
                    && !number.getString().isBlank()) {
                legacyPhones.add(number);
            } else if (body.containsKey(key)
                    && body.get(key) != JsonValue.NULL
                    && !(body.get(key) instanceof JsonString)) {
                violations.add(key, "must be a string");
            }
        }
        if (!legacyPhones.isEmpty()) {
            if (body.containsKey("phone")) {
                violations.add("phone", "is given in both shapes; send phone or the legacy phone keys");
            }
            native_.add("phone", Json.createArrayBuilder(legacyPhones));
        }
        ContactBody read = new ContactBody(JsonInput.root(native_.build(), violations));
        read.phoneItems();
        return read;
    }

    public Optional<String> id() {
        return in.id("_id");
    }

    /** The first e-mail address sent, the upsert's key when no id is given. */
    public Optional<String> firstEmail() {
        return emails().stream().findFirst();
    }

    /** The contact's data with this body laid over it. */
    public ContactData over(ContactData current) {
        JsonObject body = in.raw();
        return new ContactData(
                current.uuid(),
                text("firstname", 100, current.firstname()),
                text("lastname", 100, current.lastname()),
                text("company", 200, current.company()),
                body.containsKey("isCompany") ? in.bool("isCompany").orElse(false) : current.isCompany(),
                body.containsKey("email") ? firstEmail().orElse(null) : current.email(),
                body.containsKey("phone") ? firstPhone().orElse(null) : current.phone(),
                body.containsKey("typeId") ? in.id("typeId").orElse(null) : current.typeId(),
                text("contactType", 100, current.contactType()),
                body.containsKey("photoId") ? in.id("photoId").orElse(null) : current.photoId(),
                imageUrl(current.imageUrl()),
                text("title", 200, current.title()),
                document("address", current.address()),
                current.alerts(),
                document("customFields", current.customFields()));
    }

    /** Whether a new contact made from this body would be someone: a name, a company or an address. */
    public boolean namesSomeone(ContactData data) {
        return data.firstname() != null || data.lastname() != null || data.company() != null || data.email() != null;
    }

    private String text(String name, int max, String current) {
        return in.raw().containsKey(name)
                ? in.string(name, max).filter(s -> !s.isBlank()).orElse(null)
                : current;
    }

    private String imageUrl(String current) {
        if (!in.raw().containsKey("imageUrl")) {
            return current;
        }
        return WebUrl.read(in, "imageUrl").orElse(null);
    }

    private JsonObject document(String name, JsonObject current) {
        if (!in.raw().containsKey(name)) {
            return current;
        }
        JsonObject value = in.object(name).map(JsonInput::raw).orElse(JsonValue.EMPTY_JSON_OBJECT);
        if (value.toString().length() > MAX_DOCUMENT) {
            in.reject(name, "must be at most " + MAX_DOCUMENT + " characters of JSON");
        }
        return value;
    }

    private List<String> emails() {
        if (emails == null) {
            emails = readEmails();
        }
        return emails;
    }

    private List<String> readEmails() {
        JsonValue value = in.raw().get("email");
        List<String> addresses = new ArrayList<>();
        if (value == null || value == JsonValue.NULL) {
            return addresses;
        }
        if (value instanceof JsonString s) {
            addresses.add(s.getString().trim());
        } else if (value instanceof JsonArray array && array.size() <= MAX_ADDRESSES) {
            array.stream()
                    .filter(v -> v instanceof JsonString)
                    .map(v -> ((JsonString) v).getString().trim())
                    .forEach(addresses::add);
        }
        // An empty array names no address: a client clears the address with null.
        boolean shaped = value instanceof JsonString
                || value instanceof JsonArray array
                        && !array.isEmpty()
                        && array.size() <= MAX_ADDRESSES
                        && addresses.size() == array.size();
        if (!shaped || !addresses.stream().allMatch(EmailAddresses::isValid)) {
            in.reject(
                    "email",
                    "must be an e-mail address or an array of 1 to " + MAX_ADDRESSES + " addresses (null clears it)");
            return List.of();
        }
        return addresses;
    }

    /**
     * A {number, type} item's type is read and not kept (a contact keeps one number, without its kind), but it is
     * still one of the kinds the hosted product names; any other member is a 400 naming it.
     */
    private void phoneItems() {
        if (in.raw().get("phone") instanceof JsonArray array && array.size() <= MAX_ADDRESSES) {
            for (int i = 0; i < array.size(); i++) {
                if (array.get(i) instanceof JsonObject o) {
                    JsonInput item = new JsonInput(o, in.pathOf("phone") + "[" + i + "]", in.violations());
                    item.rejectUnknown(PHONE_MEMBERS);
                    item.string("type", 10)
                            .filter(type -> !PHONE_TYPES.contains(type))
                            .ifPresent(type -> item.reject("type", "must be one of " + String.join(", ", PHONE_TYPES)));
                }
            }
        }
    }

    private Optional<String> firstPhone() {
        JsonValue value = in.raw().get("phone");
        List<String> numbers = new ArrayList<>();
        if (value instanceof JsonString s) {
            numbers.add(s.getString());
        } else if (value instanceof JsonArray array && array.size() <= MAX_ADDRESSES) {
            for (JsonValue item : array) {
                if (item instanceof JsonString s) {
                    numbers.add(s.getString());
                } else if (item instanceof JsonObject o && o.get("number") instanceof JsonString n) {
                    numbers.add(n.getString());
                } else {
                    numbers.add(null);
                }
            }
        } else if (value != null && value != JsonValue.NULL) {
            numbers.add(null);
        }
        if (numbers.stream()
                .anyMatch(n -> n == null
                        || n.length() > 50
                        || n.replaceAll("[^0-9]", "").length() < 4)) {
            in.reject(
                    "phone",
                    "must be a phone number, or an array of {number, type} or numbers (at most " + MAX_ADDRESSES
                            + ", each 4 or more digits)");
            return Optional.empty();
        }
        return numbers.stream().map(String::trim).findFirst();
    }
}
