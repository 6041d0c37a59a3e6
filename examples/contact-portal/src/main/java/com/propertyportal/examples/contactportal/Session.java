package com.propertyportal.examples.contactportal;

import java.util.List;

/**
 * A signed-in contact: the contact _ids the Property Portal's confirm answer named (several records may
 * share one address), never an id a browser sent.
 */
public record Session(List<String> contacts, String name, long expires) implements Seal.Expiring {

    public static final String COOKIE = "contact_session";
    public static final String PURPOSE = "session";
    public static final long LIFETIME_SECONDS = 30 * 60;
    static final int MOST_CONTACTS = 20;

    public Session {
        if (contacts == null || contacts.isEmpty() || contacts.size() > MOST_CONTACTS) {
            throw new IllegalArgumentException("a session names 1 to " + MOST_CONTACTS + " contacts");
        }
        contacts = List.copyOf(contacts);
        name = name == null ? "" : name;
    }
}
