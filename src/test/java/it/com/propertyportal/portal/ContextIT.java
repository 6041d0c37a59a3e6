package it.com.propertyportal.portal;

import static it.com.propertyportal.portal.LocationsIT.errorField;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import it.com.propertyportal.Api;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ContextIT {

    private static final JsonObject COMPANY_INFO = Json.createObjectBuilder()
            .add("requireBankConnect", true)
            .add("disableApplicantGuarantors", false)
            .add("disableBankScreening", false)
            .add("requireEmergencyContact", true)
            .add("applicationLock", "onClose")
            .add("enableSection8", true)
            .add("enableRegionalScreeningFilters", true)
            .add("collectPayment", true)
            .add("taxDocumentCount", 1)
            .add("bankStatementCount", 2)
            .add("payStubCount", 2)
            .add("toggleChatWindow", true)
            .build();
    private static final JsonObject APPLICATION_CONFIG = Json.createObjectBuilder()
            .add("availableDate", "2027-05-01")
            .add("marketRent", "$1,900")
            .add("marketRentValue", 190000)
            .add("marketingTitle", "Sunny")
            .add("marketingBlurb", "Light all day")
            .add("applicationRequirements", "<p>ID</p>")
            .add("petRestrictions", "<p>No dogs</p>")
            .add("leaseTerms", "<p>12 months</p>")
            .add("incomeToRent", 3)
            .add("coverPhoto", Json.createArrayBuilder().add("https://img.example/c.jpg"))
            .add("marketingImages", Json.createArrayBuilder().add("https://img.example/1.jpg"))
            .add("regionalExceptions", Json.createArrayBuilder().add("creditCheck"))
            .add("agent", Json.createObjectBuilder().add("name", "Dana").add("email", "dana@example.com"))
            .build();

    private static final Set<String> SHOWING_CONFIG = Set.of(
            "availableDate",
            "marketRent",
            "marketRentValue",
            "marketingTitle",
            "marketingBlurb",
            "coverPhoto",
            "marketingImages",
            "agent",
            "petRestrictions",
            "leaseTerms");
    private static final Set<String> APPLICANT_CONFIG = Set.of(
            "availableDate",
            "marketRent",
            "marketRentValue",
            "marketingTitle",
            "marketingBlurb",
            "coverPhoto",
            "marketingImages",
            "agent",
            "petRestrictions",
            "leaseTerms",
            "applicationRequirements");
    private static final Set<String> APPLICANT_INFO = Set.of(
            "toggleChatWindow",
            "requireBankConnect",
            "disableApplicantGuarantors",
            "disableBankScreening",
            "requireEmergencyContact",
            "applicationLock",
            "enableSection8",
            "collectPayment",
            "taxDocumentCount",
            "bankStatementCount",
            "payStubCount");

    private final PortalFixture fixture = new PortalFixture().configured(COMPANY_INFO, APPLICATION_CONFIG);
    private final String location = fixture.location(
            "Sunny Side 4",
            l -> l.add("bedCount", 3)
                    .add(
                            "address",
                            Json.createObjectBuilder()
                                    .add("formattedAddress", "4 Sun St")
                                    .add("state", "CA"))
                    .add("companyInfo", Json.createObjectBuilder().add("payStubCount", 5))
                    .add("applicationConfig", Json.createObjectBuilder().add("marketingTitle", "Sunnier")));
    private final String unpublished = fixture.location("Hidden", l -> l.add("publishStatus", "unpublished"));
    private final String offline = fixture.location("Dark", l -> l.add("publishStatus", "offline"));

    private JsonObject context(String query) {
        Api.Reply reply = Api.get("/context/" + location + query);
        assertEquals(200, reply.status(), reply::toString);
        return reply.json();
    }

    @Test
    void theContextIsTheLocationWithItsMergedConfiguration() {
        fixture.imported();
        JsonObject context = context("");
        assertEquals(location, context.getString("id"));
        assertEquals(location, context.getString("_id"));
        assertEquals(fixture.org, context.getString("companyId"));
        assertEquals("Sunny Side 4", context.getString("name"));
        assertEquals(3, context.getInt("bedCount"));
        assertEquals("CA", context.getJsonObject("address").getString("state"));
        assertEquals("Sunnier", context.getJsonObject("applicationConfig").getString("marketingTitle"));
        assertEquals("Light all day", context.getJsonObject("applicationConfig").getString("marketingBlurb"));
        assertEquals(5, context.getJsonObject("companyInfo").getInt("payStubCount"));
        assertEquals(2, context.getJsonObject("companyInfo").getInt("bankStatementCount"));
        assertFalse(context.containsKey("segmentIds"));
        assertEquals(context, Api.get("/api/portal/context/" + location).json());
    }

    @Test
    void eachAudienceGetsItsPartOfTheConfiguration() {
        fixture.imported();
        JsonObject approver = context("?audience=approver");
        assertEquals(
                APPLICATION_CONFIG.keySet(),
                approver.getJsonObject("applicationConfig").keySet());
        assertEquals(
                COMPANY_INFO.keySet(), approver.getJsonObject("companyInfo").keySet());

        JsonObject applicant = context("?audience=applicant");
        assertEquals(
                APPLICANT_CONFIG, applicant.getJsonObject("applicationConfig").keySet());
        assertEquals(APPLICANT_INFO, applicant.getJsonObject("companyInfo").keySet());
        assertEquals(applicant, context(""), "no audience is the applicant");

        JsonObject showing = context("?audience=showing");
        assertEquals(SHOWING_CONFIG, showing.getJsonObject("applicationConfig").keySet());
        assertEquals(
                Set.of("toggleChatWindow"), showing.getJsonObject("companyInfo").keySet());
        assertEquals(
                "Dana",
                showing.getJsonObject("applicationConfig")
                        .getJsonObject("agent")
                        .getString("name"));
        assertEquals("2027-05-01", showing.getJsonObject("applicationConfig").getString("availableDate"));

        assertEquals("audience", errorField(Api.get("/context/" + location + "?audience=landlord")));
        assertEquals("audience", errorField(Api.get("/context/" + location + "?audience=Approver")));
    }

    @Test
    void onlyPublishedLocationsWithoutBp() {
        fixture.imported();
        for (String hidden : new String[] {unpublished, offline}) {
            assertEquals(404, Api.get("/context/" + hidden).status());
            assertEquals(
                    404, Api.get("/api/portal/context/" + hidden + "?bp=false").status());
            Api.Reply shown = Api.get("/context/" + hidden + "?bp=true&audience=showing");
            assertEquals(200, shown.status(), shown::toString);
            assertEquals(hidden, shown.json().getString("id"));
        }
        assertEquals(404, Api.get("/context/" + Api.unique("loc")).status());
        assertEquals("bp", errorField(Api.get("/context/" + location + "?bp=yes")));
    }
}
