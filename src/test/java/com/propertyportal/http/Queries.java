package com.propertyportal.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.propertyportal.problems.ProblemException;
import jakarta.ws.rs.core.MultivaluedHashMap;
import jakarta.ws.rs.core.MultivaluedMap;
import java.util.List;
import org.junit.jupiter.api.function.Executable;

/** Query parameters for the unit tests of the rules that read them, and what those rules refuse. */
public final class Queries {

    private Queries() {}

    /** Names and values in turn; a name given twice has two values, as in a query string. */
    public static MultivaluedMap<String, String> of(String... namesAndValues) {
        MultivaluedHashMap<String, String> query = new MultivaluedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            query.add(namesAndValues[i], namesAndValues[i + 1]);
        }
        return query;
    }

    /** The "field reason" lines of the 400 the call answers with. */
    public static List<String> refusals(Executable call) {
        ProblemException refused = assertThrows(ProblemException.class, call);
        assertEquals(400, refused.getResponse().getStatus());
        return refused.errors().stream().map(Object::toString).toList();
    }
}
