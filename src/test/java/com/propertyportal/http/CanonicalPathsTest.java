package com.propertyportal.http;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CanonicalPathsTest {

    @Test
    void plainPathsAndEncodedReservedCharactersAreCanonical() {
        assertTrue(CanonicalPaths.isCanonical("/api/admin/organizations"));
        assertTrue(CanonicalPaths.isCanonical("/"));
        assertTrue(CanonicalPaths.isCanonical("/api;x/admin/audit"));
        assertTrue(CanonicalPaths.isCanonical("/api/board/b.1/c..2"), "dots inside a segment are a name");
        assertTrue(CanonicalPaths.isCanonical("/api/contacts/a%3Ab"), "an encoded colon is reserved");
        assertTrue(CanonicalPaths.isCanonical("/api/contacts/a%20b"));
        assertTrue(CanonicalPaths.isCanonical("/api/contacts/a%zz"), "not an encoding at all is for the router");
        assertTrue(CanonicalPaths.isCanonical("/api/contacts/50%"));
    }

    @Test
    void dotSegmentsAreNot() {
        assertFalse(CanonicalPaths.isCanonical("/api/./admin"));
        assertFalse(CanonicalPaths.isCanonical("/api/admin/.."));
        assertFalse(CanonicalPaths.isCanonical("/./"));
        assertFalse(CanonicalPaths.isCanonical("/api/.;x/admin"));
    }

    @Test
    void encodedUnreservedCharactersAreNot() {
        assertFalse(CanonicalPaths.isCanonical("/%61pi/admin"));
        assertFalse(CanonicalPaths.isCanonical("/api/admin/%69mport"));
        assertFalse(CanonicalPaths.isCanonical("/api/%41DMIN"));
        assertFalse(CanonicalPaths.isCanonical("/api/board/%2E%2E/x"));
        assertFalse(CanonicalPaths.isCanonical("/api/board/x%7e"));
        assertFalse(CanonicalPaths.isCanonical("/api/board/x%5F"));
    }
}
