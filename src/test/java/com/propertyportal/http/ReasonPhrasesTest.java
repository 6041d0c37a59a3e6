package com.propertyportal.http;

import static org.junit.jupiter.api.Assertions.assertEquals;

import jakarta.ws.rs.core.Response;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ReasonPhrasesTest {

    /** Where RFC 9110 renamed a code that JAX-RS still names as RFC 2616 did. */
    private static final Map<Integer, String> RENAMED = Map.of(
            413, "Content Too Large",
            414, "URI Too Long",
            416, "Range Not Satisfiable");

    @Test
    void everyStatusJaxRsNamesHasItsStandardPhrase() {
        for (Response.Status status : Response.Status.values()) {
            int code = status.getStatusCode();
            assertEquals(RENAMED.getOrDefault(code, status.getReasonPhrase()), ReasonPhrases.of(code), "" + code);
        }
    }

    @Test
    void theCodesLibertyDoesNotKnowHaveTheirsToo() {
        assertEquals("Too Many Requests", ReasonPhrases.of(429));
        assertEquals("Unprocessable Content", ReasonPhrases.of(422));
        assertEquals("Permanent Redirect", ReasonPhrases.of(308));
    }

    @Test
    void aCodeNoRfcNamesTakesItsClasssPhrase() {
        assertEquals("Bad Request", ReasonPhrases.of(499));
        assertEquals("Internal Server Error", ReasonPhrases.of(599));
    }
}
