package it.com.propertyportal.reference.client.model;

import com.fasterxml.jackson.annotation.JsonCreator;
import java.util.List;

/** The reference's e-mail member: one address or a list of them ({@link OneOrManyAddresses}). */
public final class GetContactsByEmailRequestEmail extends OneOrManyAddresses {

    @JsonCreator
    public GetContactsByEmailRequestEmail(Object value) {
        super(value);
    }

    public static GetContactsByEmailRequestEmail of(String address) {
        return new GetContactsByEmailRequestEmail(address);
    }

    public static GetContactsByEmailRequestEmail of(List<String> addresses) {
        return new GetContactsByEmailRequestEmail(addresses);
    }
}
