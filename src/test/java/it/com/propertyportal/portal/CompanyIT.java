package it.com.propertyportal.portal;

import static it.com.propertyportal.portal.LocationsIT.errorField;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.Test;

class CompanyIT {

    private final PortalFixture fixture = new PortalFixture()
            .configured(
                    Json.createObjectBuilder()
                            .add("collectPayment", true)
                            .add("payStubCount", 2)
                            .build(),
                    Json.createObjectBuilder()
                            .add("incomeToRent", 3)
                            .add("marketingTitle", "Ours")
                            .build());
    private final String location = fixture.location(
            "Loft",
            l -> l.add("marketRentValue", 120000)
                    .add("companyInfo", Json.createObjectBuilder().add("payStubCount", 3))
                    .add("applicationConfig", Json.createObjectBuilder().add("incomeToRent", 2.5)));
    private final String unpublished = fixture.location("Draft", l -> l.add("publishStatus", "unpublished"));

    @Test
    void theOrganizationsConfiguration() {
        fixture.imported();
        Api.Reply reply = Api.get("/api/portal/company/" + fixture.org);
        assertEquals(200, reply.status(), reply::toString);
        JsonObject company = reply.json();
        assertEquals(fixture.org, company.getString("_id"));
        assertEquals(fixture.org, company.getString("companyId"));
        assertEquals("Portal test " + fixture.org, company.getString("name"));
        assertEquals(2, company.getJsonObject("companyInfo").getInt("payStubCount"));
        assertEquals(3, company.getJsonObject("applicationConfig").getInt("incomeToRent"));
        assertFalse(company.containsKey("locationContextId"));
        assertEquals(404, Api.get("/api/portal/company/" + Api.unique("org")).status());
    }

    @Test
    void mergedWithOneOfItsLocations() {
        fixture.imported();
        JsonObject company = Api.get("/api/portal/company/" + fixture.org + "?locationContextId=" + location)
                .json();
        assertEquals(fixture.org, company.getString("_id"));
        assertEquals(location, company.getString("locationContextId"));
        assertEquals(3, company.getJsonObject("companyInfo").getInt("payStubCount"));
        assertTrue(company.getJsonObject("companyInfo").getBoolean("collectPayment"));
        assertEquals(
                2.5,
                company.getJsonObject("applicationConfig")
                        .getJsonNumber("incomeToRent")
                        .doubleValue());
        assertEquals("Ours", company.getJsonObject("applicationConfig").getString("marketingTitle"));
        assertEquals("$1,200", company.getJsonObject("applicationConfig").getString("marketRent"));

        PortalFixture other = new PortalFixture();
        String foreign = other.location("Not yours");
        other.imported();
        assertEquals(
                404,
                Api.get("/api/portal/company/" + fixture.org + "?locationContextId=" + foreign)
                        .status());
        assertEquals(
                404,
                Api.get("/api/portal/company/" + fixture.org + "?locationContextId=" + Api.unique("loc"))
                        .status());
    }

    @Test
    void anUnpublishedLocationNeedsBp() {
        fixture.imported();
        String path = "/api/portal/company/" + fixture.org + "?locationContextId=" + unpublished;
        assertEquals(404, Api.get(path).status());
        Api.Reply shown = Api.get(path + "&bp=true");
        assertEquals(200, shown.status(), shown::toString);
        assertEquals(unpublished, shown.json().getString("locationContextId"));
        assertEquals("bp", errorField(Api.get(path + "&bp=on")));
    }
}
