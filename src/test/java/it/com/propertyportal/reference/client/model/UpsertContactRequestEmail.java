package it.com.propertyportal.reference.client.model;

import com.fasterxml.jackson.annotation.JsonCreator;
import java.util.List;

/** The reference's e-mail member: one address or a list of them ({@link OneOrManyAddresses}). */
public final class UpsertContactRequestEmail extends OneOrManyAddresses {

    @JsonCreator
    public UpsertContactRequestEmail(Object value) {
        super(value);
    }

    public static UpsertContactRequestEmail of(String address) {
        return new UpsertContactRequestEmail(address);
    }

    public static UpsertContactRequestEmail of(List<String> addresses) {
        return new UpsertContactRequestEmail(addresses);
    }
}
