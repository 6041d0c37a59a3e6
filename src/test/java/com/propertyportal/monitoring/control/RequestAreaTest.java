package com.propertyportal.monitoring.control;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class RequestAreaTest {

    @Test
    void eachPathBelongsToTheAreaTheReadmeNamesIt() {
        assertEquals(RequestArea.PORTAL, RequestArea.of("/listing/loc-1"));
        assertEquals(RequestArea.PORTAL, RequestArea.of("locations/org-1"));
        assertEquals(RequestArea.PORTAL, RequestArea.of("/api/portal/company"));
        assertEquals(RequestArea.FORMS, RequestArea.of("/forms/submit"));
        assertEquals(RequestArea.FORMS, RequestArea.of("/embed/form.js"));
        assertEquals(RequestArea.FORMS, RequestArea.of("/api/portal/forms/searchLocations"));
        assertEquals(RequestArea.ADMIN, RequestArea.of("/api/admin/import"));
        assertEquals(RequestArea.ADMIN, RequestArea.of("/admin/"));
        assertEquals(RequestArea.OTHER, RequestArea.of("/administration"));
        assertEquals(RequestArea.CORE, RequestArea.of("/api/contacts/verify-email"));
        assertEquals(RequestArea.CORE, RequestArea.of("/api/board/b/c/form-link"));
        assertEquals(RequestArea.OTHER, RequestArea.of("/nothing-here"));
        assertEquals(RequestArea.OTHER, RequestArea.of("/listingsx"));
        assertEquals("portal", RequestArea.PORTAL.label());
    }

    @Test
    void aRequestUriIsReadFromTheEndOfItsContextPath() {
        assertEquals(RequestArea.PORTAL, RequestArea.of("/portal/listing/loc-1", "/portal".length()));
        assertEquals(RequestArea.ADMIN, RequestArea.of("/portal/admin", "/portal".length()));
        assertEquals(RequestArea.PORTAL, RequestArea.of("/api/listing", "/api".length()),
                "a context path of /api does not make the area core");
        assertEquals(RequestArea.CORE, RequestArea.of("/api/contacts", 0));
    }
}
