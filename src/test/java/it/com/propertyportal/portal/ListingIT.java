package it.com.propertyportal.portal;

import static it.com.propertyportal.portal.LocationsIT.errorField;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.Test;

class ListingIT {

    @Test
    void oneListingWithItsFullMergedConfiguration() {
        PortalFixture f = new PortalFixture()
                .configured(
                        Json.createObjectBuilder()
                                .add("collectPayment", true)
                                .add("enableRegionalScreeningFilters", true)
                                .build(),
                        Json.createObjectBuilder()
                                .add("incomeToRent", 3)
                                .add("leaseTerms", "<p>12 months</p>")
                                .add(
                                        "regionalExceptions",
                                        Json.createArrayBuilder().add("creditCheck"))
                                .build());
        String id = f.location(
                "Harbor 1",
                l -> l.add("marketRentValue", 250050)
                        .add(
                                "applicationConfig",
                                Json.createObjectBuilder()
                                        .add("availableDate", "2027-01-01")
                                        .add(
                                                "petRestrictions",
                                                "<p onclick=\"x()\">No cats<script>alert(1)</script></p>"))
                        .add("companyInfo", Json.createObjectBuilder().add("collectPayment", false)));
        f.imported();

        Api.Reply reply = Api.get("/listing/" + id);
        assertEquals(200, reply.status(), reply::toString);
        JsonObject listing = reply.json();
        assertEquals(id, listing.getString("_id"));
        assertEquals("$2,500.50", listing.getString("marketRent"));
        JsonObject config = listing.getJsonObject("applicationConfig");
        assertEquals("2027-01-01", config.getString("availableDate"));
        assertEquals(3, config.getInt("incomeToRent"));
        assertEquals("<p>12 months</p>", config.getString("leaseTerms"));
        assertEquals("creditCheck", config.getJsonArray("regionalExceptions").getString(0));
        assertEquals(250050, config.getInt("marketRentValue"), "the location's rent fills the configuration");
        assertEquals("$2,500.50", config.getString("marketRent"));
        String pets = config.getString("petRestrictions");
        assertTrue(pets.contains("No cats"), pets);
        assertFalse(pets.contains("script") || pets.contains("onclick"), pets);
        JsonObject info = listing.getJsonObject("companyInfo");
        assertFalse(info.getBoolean("collectPayment"));
        assertTrue(info.getBoolean("enableRegionalScreeningFilters"));
        assertEquals(listing, Api.get("/api/portal/listing/" + id).json());
    }

    @Test
    void unpublishedOfflineAndInactiveListingsNeedBp() {
        PortalFixture f = new PortalFixture();
        String unpublished = f.location("U", l -> l.add("publishStatus", "unpublished"));
        String offline = f.location("O", l -> l.add("publishStatus", "offline"));
        String inactive = f.location("I", l -> l.add("active", false));
        f.imported();
        for (String id : new String[] {unpublished, offline, inactive}) {
            Api.Reply hidden = Api.get("/listing/" + id);
            assertEquals(404, hidden.status(), hidden::toString);
            assertEquals(404, Api.get("/listing/" + id + "?bp=false").status());
            Api.Reply shown = Api.get("/listing/" + id + "?bp=true");
            assertEquals(200, shown.status(), shown::toString);
            assertEquals(id, shown.json().getString("_id"));
            assertFalse(shown.json().containsKey("publishStatus"));
        }
        assertEquals(404, Api.get("/listing/" + Api.unique("loc") + "?bp=true").status());
        assertEquals("bp", errorField(Api.get("/listing/" + unpublished + "?bp=1")));
    }
}
