package com.propertyportal.admin.boundary;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.propertyportal.admin.control.ImportDocument;
import org.junit.jupiter.api.Test;

class CatalogResourceTest {

    @Test
    void thePathNamesExactlyTheKindsOfTheImport() {
        String kinds = CatalogResource.PATH.replaceAll(".*\\{kind: ([^}]*)}.*", "$1");
        assertEquals(String.join("|", ImportDocument.KINDS), kinds);
    }
}
