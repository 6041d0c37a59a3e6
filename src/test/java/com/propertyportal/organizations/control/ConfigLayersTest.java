package com.propertyportal.organizations.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import com.propertyportal.json.Json;
import jakarta.json.JsonObject;
import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

class ConfigLayersTest {

    private static final OrganizationDefaults COMPANY = new OrganizationDefaults(
            "org",
            "Org",
            Json.createObjectBuilder()
                    .add("incomeToRent", 3)
                    .add("leaseTerms", "<p>12 months</p>")
                    .build(),
            Json.createObjectBuilder().add("collectPayment", true).build());

    @Test
    void theLocationsValuesLieOverTheOrganizations() {
        ConfigLayers config = new ConfigLayers(COMPANY);
        JsonObject merged =
                config.applicationConfig("{\"incomeToRent\":2.5,\"leaseTerms\":null,\"marketingTitle\":\"Hi\"}");
        assertEquals(
                Json.createObjectBuilder()
                        .add("incomeToRent", Json.createValue(new BigDecimal("2.5")))
                        .add("leaseTerms", "<p>12 months</p>")
                        .add("marketingTitle", "Hi")
                        .build(),
                merged);
        assertEquals(COMPANY.companyInfo(), config.companyInfo("{}"));
        assertEquals(COMPANY.companyInfo(), config.companyInfo(null));
    }

    @Test
    void eachDistinctOverrideIsMergedOncePerAnswer() {
        ConfigLayers config = new ConfigLayers(COMPANY);
        assertSame(
                config.applicationConfig("{\"marketingTitle\":\"A\"}"),
                config.applicationConfig("{\"marketingTitle\":\"A\"}"));
        assertEquals("B", config.applicationConfig("{\"marketingTitle\":\"B\"}").getString("marketingTitle"));
    }
}
