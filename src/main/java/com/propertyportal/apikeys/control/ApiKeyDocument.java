package com.propertyportal.apikeys.control;

import com.propertyportal.apikeys.entity.ApiKey;
import com.propertyportal.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;

/** How the administrator sees a key: never its secret or its hash. */
public final class ApiKeyDocument {

    private ApiKeyDocument() {}

    public static JsonObject write(ApiKey key) {
        JsonObjectBuilder out = Json.createObjectBuilder()
                .add("id", key.id())
                .add("name", key.name())
                .add("boardId", key.boardId())
                .add("companyId", key.organizationId())
                .add("scope", key.scope().wire())
                .add("createdAt", key.createdAt().toString());
        key.lastUsedAt().ifPresentOrElse(t -> out.add("lastUsedAt", t.toString()), () -> out.addNull("lastUsedAt"));
        key.revokedAt().ifPresentOrElse(t -> out.add("revokedAt", t.toString()), () -> out.addNull("revokedAt"));
        return out.build();
    }
}
