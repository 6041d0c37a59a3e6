package com.propertyportal.locations.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import java.util.Set;
import org.junit.jupiter.api.Test;

class AudienceTest {

    private static final JsonObject CONFIG = Json.createObjectBuilder()
            .add("marketingTitle", "T")
            .add("agent", Json.createObjectBuilder().add("name", "A"))
            .add("availableDate", "2027-01-01")
            .add("incomeToRent", 3)
            .add("applicationRequirements", "<p>ID</p>")
            .add("regionalExceptions", Json.createArrayBuilder().add("x"))
            .build();
    private static final JsonObject INFO = Json.createObjectBuilder()
            .add("collectPayment", true)
            .add("enableRegionalScreeningFilters", true)
            .add("toggleChatWindow", false)
            .build();

    @Test
    void showingGetsMarketingAgentAndAvailabilityButNoScreeningRules() {
        JsonObject config = Audience.SHOWING.applicationConfig(CONFIG);
        assertEquals(Set.of("marketingTitle", "agent", "availableDate"), config.keySet());
        assertEquals(
                Set.of("toggleChatWindow"), Audience.SHOWING.companyInfo(INFO).keySet());
    }

    @Test
    void applicantGetsWhatAnApplicationNeeds() {
        JsonObject config = Audience.APPLICANT.applicationConfig(CONFIG);
        assertTrue(config.containsKey("applicationRequirements"));
        assertFalse(config.containsKey("incomeToRent"));
        assertFalse(config.containsKey("regionalExceptions"));
        assertEquals(
                Set.of("collectPayment", "toggleChatWindow"),
                Audience.APPLICANT.companyInfo(INFO).keySet());
    }

    @Test
    void approverGetsEverything() {
        assertEquals(CONFIG, Audience.APPROVER.applicationConfig(CONFIG));
        assertEquals(INFO, Audience.APPROVER.companyInfo(INFO));
    }

    @Test
    void namedInLowerCaseDefaultingToApplicant() {
        assertEquals(Audience.APPLICANT, Audience.of(null));
        assertEquals(Audience.SHOWING, Audience.of("showing"));
        assertEquals(Audience.APPROVER, Audience.of("approver"));
    }
}
