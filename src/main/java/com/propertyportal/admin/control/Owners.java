package com.propertyportal.admin.control;

import com.propertyportal.input.Violations;
import com.propertyportal.organizations.entity.Organization;
import jakarta.persistence.EntityManager;

import java.util.HashMap;
import java.util.Map;

/** Answers "does this organization exist?" for an import, from the document first, then the database, once per id. */
final class Owners {

    private final EntityManager em;
    private final Map<String, Boolean> known = new HashMap<>();

    Owners(EntityManager em, Map<String, Organization> inDocument) {
        this.em = em;
        inDocument.keySet().forEach(id -> known.put(id, true));
    }

    boolean organizationExists(String companyId, String path, Violations violations) {
        if (companyId == null) {
            return false;
        }
        boolean exists = known.computeIfAbsent(companyId, id -> em.find(Organization.class, id) != null);
        if (!exists) {
            violations.add(path + ".companyId", "names no organization");
        }
        return exists;
    }
}
