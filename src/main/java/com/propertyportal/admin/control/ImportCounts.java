package com.propertyportal.admin.control;

import com.propertyportal.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/** The organization an import changed (none for schools) and how many records of each kind it created and updated. */
public final class ImportCounts {

    private final Optional<String> organization;
    private final Map<String, Integer> created = new LinkedHashMap<>();
    private final Map<String, Integer> updated = new LinkedHashMap<>();

    ImportCounts(Optional<String> organization) {
        this.organization = organization;
        for (String kind : ImportDocument.KINDS) {
            created.put(kind, 0);
            updated.put(kind, 0);
        }
    }

    void count(String kind, boolean isNew) {
        (isNew ? created : updated).merge(kind, 1, Integer::sum);
    }

    public Optional<String> organization() {
        return organization;
    }

    public int created(String kind) {
        return created.get(kind);
    }

    /** For the audit log: "created organizations 1, locations 2; updated cards 3". */
    public String summary() {
        return "created " + nonZero(created) + "; updated " + nonZero(updated);
    }

    private static String nonZero(Map<String, Integer> counts) {
        String listed = counts.entrySet().stream()
                .filter(e -> e.getValue() > 0)
                .map(e -> e.getKey() + " " + e.getValue())
                .reduce((a, b) -> a + ", " + b)
                .orElse("");
        return listed.isEmpty() ? "nothing" : listed;
    }

    public JsonObject toJson() {
        JsonObjectBuilder c = Json.createObjectBuilder();
        JsonObjectBuilder u = Json.createObjectBuilder();
        created.forEach(c::add);
        updated.forEach(u::add);
        JsonObjectBuilder out = Json.createObjectBuilder();
        organization.ifPresent(id -> out.add("organization", id));
        return out.add("created", c).add("updated", u).build();
    }
}
