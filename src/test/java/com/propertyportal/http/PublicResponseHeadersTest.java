package com.propertyportal.http;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class PublicResponseHeadersTest {

    @Test
    void ifNoneMatchComparesWeakly() {
        assertTrue(PublicResponseHeaders.matches("\"x\"", "\"x\""));
        assertTrue(PublicResponseHeaders.matches("W/\"x\"", "\"x\""));
        assertTrue(PublicResponseHeaders.matches("\"y\", \"x\"", "\"x\""));
        assertTrue(PublicResponseHeaders.matches("*", "\"x\""));
        assertFalse(PublicResponseHeaders.matches("\"y\"", "\"x\""));
        assertFalse(PublicResponseHeaders.matches(null, "\"x\""));
    }
}
