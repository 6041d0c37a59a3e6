package it.com.propertyportal.platform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import it.com.propertyportal.ServerFiles;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.Test;

class HealthIT {

    @Test
    void readinessChecksTheDatabase() {
        Api.Reply reply = Api.get("/health/ready");
        assertEquals(200, reply.status(), reply::toString);
        JsonObject check = reply.json().getJsonArray("checks").getJsonObject(0);
        assertEquals("database", check.getString("name"));
        assertEquals("UP", check.getString("status"));
    }

    @Test
    void theOpenApiDocumentDescribesTheEndpoints() {
        Api.Reply reply = Api.get("/openapi", "Accept", "application/json");
        assertEquals(200, reply.status());
        JsonObject paths = reply.json().getJsonObject("paths");
        assertTrue(paths.containsKey("/api/admin/import"), paths.keySet()::toString);
        assertEquals(200, Api.get("/openapi/ui/").status());
        assertFalse(ServerFiles.allLogs().contains("CWWKO1650E"), "the OpenAPI document failed validation");
    }

    @Test
    void theDemoDataSetIsLoaded() {
        Api.Reply reply = Api.adminGet("/api/admin/organizations/org-harbor");
        assertEquals(200, reply.status(), reply::toString);
        assertEquals("Harbor Property Management", reply.json().getString("name"));
    }
}
