package com.propertyportal.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class RequestLineTest {

    private static List<String> problems(String path, String query) {
        Violations violations = new Violations();
        RequestLine.check(path, query, violations);
        return violations.list().stream().map(Object::toString).toList();
    }

    @Test
    void wellFormedRequestsPass() {
        assertEquals(List.of(), problems("/locations/org-1", null));
        assertEquals(List.of(), problems("/api/portal/listings/org%201/seg;x=1", "search=caf%C3%A9+bar&limit=5&x=&y"));
        assertEquals(List.of(), problems("/", "filter[name]=a/b?c&q=1:2@3!$'()*,;"));
        assertEquals(List.of(), problems("/x", ""));
    }

    @Test
    void theQueryNamesTheBadParameter() {
        assertEquals(
                List.of("query.search has a character that must be percent-encoded ('<')"), problems("/x", "search=<"));
        assertEquals(List.of("query.search has a control character"), problems("/x", "search=a%00b"));
        assertEquals(List.of("query.q has a control character"), problems("/x", "q=%7F"));
        assertEquals(
                List.of("query.search has a % that is not followed by two hex digits"), problems("/x", "search=%zz"));
        assertEquals(List.of("query.search is not valid UTF-8 once percent-decoded"), problems("/x", "search=%FF"));
        assertEquals(
                List.of("query.search has a character that must be percent-encoded (U+00C3)"),
                problems("/x", "search=\u00c3\u00a9"));
        for (String raw : List.of("\"", " ", "{", "}", "|", "\\", "^", "`", ">")) {
            assertEquals(1, problems("/x", "q=a" + raw + "b").size(), raw);
        }
        assertEquals(List.of("query has a parameter name with a control character"), problems("/x", "a%01=1"));
        assertEquals(
                List.of("query has a parameter name that has a character that must be percent-encoded ('{')"),
                problems("/x", "a{b"));
        assertEquals(
                List.of("query.a has a control character", "query.b has a control character"),
                problems("/x", "a=%00&b=%00"));
    }

    @Test
    void thePathMustBePlainPercentEncodedUtf8() {
        for (String encoded : List.of("a%2Fb", "a%2fb", "a%5cb", "a%2Eb", "%2e%2e", "a%23b")) {
            assertEquals(
                    List.of("path has an encoded /, \\, . or # (%2F, %5C, %2E, %23)"),
                    problems("/locations/" + encoded, null),
                    encoded);
        }
        assertEquals(List.of("path has a control character"), problems("/locations/a%00b", null));
        assertEquals(List.of("path is not valid UTF-8 once percent-decoded"), problems("/locations/a%C0%80", null));
        assertEquals(
                List.of("path has a character that must be percent-encoded (U+00C3)"),
                problems("/locations/\u00c3\u00a9", null));
        assertEquals(List.of("path has a character that must be percent-encoded ('\\')"), problems("/a\\b", null));
    }

    @Test
    void plainPathsAndEncodedReservedCharactersAreCanonical() {
        assertTrue(RequestLine.isCanonical("/api/admin/organizations"));
        assertTrue(RequestLine.isCanonical("/"));
        assertTrue(RequestLine.isCanonical("/api;x/admin/audit"));
        assertTrue(RequestLine.isCanonical("/api/board/b.1/c..2"), "dots inside a segment are a name");
        assertTrue(RequestLine.isCanonical("/api/contacts/a%3Ab"), "an encoded colon is reserved");
        assertTrue(RequestLine.isCanonical("/api/contacts/a%20b"));
        assertTrue(RequestLine.isCanonical("/api/contacts/50%"));
    }

    @Test
    void dotSegmentsAndEncodedUnreservedCharactersAreNot() {
        assertFalse(RequestLine.isCanonical("/api/./admin"));
        assertFalse(RequestLine.isCanonical("/api/admin/.."));
        assertFalse(RequestLine.isCanonical("/./"));
        assertFalse(RequestLine.isCanonical("/api/.;x/admin"));
        assertFalse(RequestLine.isCanonical("/a/../api/contacts"));
        assertFalse(RequestLine.isCanonical("/%61pi/admin"));
        assertFalse(RequestLine.isCanonical("/api/admin/%69mport"));
        assertFalse(RequestLine.isCanonical("/api/%41DMIN"));
        assertFalse(RequestLine.isCanonical("/api/board/x%7e"));
        assertFalse(RequestLine.isCanonical("/api/board/x%5F"));
        assertEquals(List.of(), problems("/a/./b", null), "not malformed: a 404, not a 400");
    }
}
