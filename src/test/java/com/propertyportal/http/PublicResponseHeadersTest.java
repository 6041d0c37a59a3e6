package com.propertyportal.http;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PublicResponseHeadersTest {

    @Test
    void etagsAreQuotedAndFollowTheBody() {
        String etag = PublicResponseHeaders.etagOf("{\"a\":1}");
        assertTrue(etag.matches("\"[0-9a-f]{32}\""), etag);
        assertEquals(etag, PublicResponseHeaders.etagOf("{\"a\":1}"));
        assertNotEquals(etag, PublicResponseHeaders.etagOf("{\"a\":2}"));
    }

    @Test
    void ifNoneMatchComparesWeakly() {
        assertTrue(PublicResponseHeaders.matches("\"x\"", "\"x\""));
        assertTrue(PublicResponseHeaders.matches("W/\"x\"", "\"x\""));
        assertTrue(PublicResponseHeaders.matches("\"y\", \"x\"", "\"x\""));
        assertTrue(PublicResponseHeaders.matches("*", "\"x\""));
        assertFalse(PublicResponseHeaders.matches("\"y\"", "\"x\""));
        assertFalse(PublicResponseHeaders.matches(null, "\"x\""));
    }

    @Test
    void preflightOnlyForThePublicPortalPaths() {
        assertTrue(CorsPreflight.isPublic("/locations/org"));
        assertTrue(CorsPreflight.isPublic("api/portal/forms/searchLocations"));
        assertFalse(CorsPreflight.isPublic("/api/admin/import"));
        assertFalse(CorsPreflight.isPublic("/api/contacts/verify-email"));
    }
}
