package com.propertyportal.admin.control;

import com.propertyportal.input.Violations;
import com.propertyportal.organizations.control.OrganizationDocument;
import com.propertyportal.organizations.control.Organizations;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Answers "does this organization exist?" for an import, from the document first, then the database, once per id. */
final class Owners {

    private final Organizations organizations;
    private final Map<String, Boolean> known = new HashMap<>();

    Owners(Organizations organizations, List<OrganizationDocument.Item> inDocument) {
        this.organizations = organizations;
        inDocument.forEach(item -> known.put(item.id(), true));
    }

    boolean organizationExists(String organizationId, String path, Violations violations) {
        if (organizationId == null) {
            return false;
        }
        boolean exists = known.computeIfAbsent(
                organizationId, id -> organizations.find(id).isPresent());
        if (!exists) {
            violations.add(path + ".companyId", "names no organization");
        }
        return exists;
    }
}
