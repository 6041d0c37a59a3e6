package com.propertyportal.monitoring.control;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class RequestAreaTest {

    @Test
    void aRequestNoResourceMarkedIsOther() {
        assertEquals(RequestArea.OTHER, RequestArea.of(null));
        assertEquals(RequestArea.OTHER, RequestArea.of("core"), "only the enum itself marks an area");
        assertEquals(RequestArea.FORMS, RequestArea.of(RequestArea.FORMS));
    }

    @Test
    void labelsAreTheLowerCaseNames() {
        assertEquals("portal", RequestArea.PORTAL.label());
        assertEquals("admin", RequestArea.ADMIN.label());
    }
}
