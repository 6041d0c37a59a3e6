package it.com.propertyportal.organizations;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import it.com.propertyportal.Fixture;
import it.com.propertyportal.RawHttp;
import it.com.propertyportal.UsedSecrets;
import jakarta.json.JsonObject;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * Organizations through the administrator's API: the operator creates them; an organization's Admin reads and
 * changes their own with a JSON merge patch made against the version If-Match names, under the import's rules.
 */
class OrganizationsApiIT {

    private static final String MERGE_PATCH = "application/merge-patch+json";

    @Test
    void theOperatorCreatesAnOrganizationAnsweredWithItsAddressAndVersion() {
        String id = Api.unique("org");
        // Sent with a forged Host header: the Location answered never names it.
        String body = "{\"_id\":\"" + id + "\",\"name\":\"Harbor Homes\",\"phone\":\"+1 206 555 0100\","
                + "\"companyInfo\":{\"collectPayment\":true,\"payStubCount\":2}}";
        RawHttp.Exchange forged = RawHttp.send(
                Api.BASE,
                RawHttp.request(
                        "POST",
                        "/api/admin/organizations",
                        "attacker.example",
                        body.getBytes(StandardCharsets.UTF_8),
                        "Content-Type",
                        "application/json",
                        "Authorization",
                        Api.adminAuthorization()));
        assertEquals(201, forged.status(), forged::toString);
        assertEquals("/api/admin/organizations/" + id, forged.header("Location"), "relative, whatever the Host says");
        Api.Reply made = Api.adminGet("/api/admin/organizations/" + id);
        assertTrue(made.header("ETag").matches("\"[A-Za-z0-9_-]{22}\""), made::toString);
        assertEquals("Harbor Homes", made.json().getString("name"));
        assertEquals(2, made.json().getJsonObject("companyInfo").getInt("payStubCount"));

        assertEquals(forged.header("ETag"), made.header("ETag"));
        assertTrue(forged.body().contains("\"Harbor Homes\""), forged::toString);
        assertTrue(Api.adminGet("/api/admin/organizations?limit=1000").body().contains("\"" + id + "\""), "listed");

        Api.Reply again = Api.adminPost("/api/admin/organizations", "{\"_id\":\"" + id + "\",\"name\":\"Twice\"}");
        assertEquals(409, again.status(), again::toString);
        assertEquals("_id", again.json().getJsonArray("errors").getJsonObject(0).getString("field"));
        Api.Reply unnamed = Api.adminPost("/api/admin/organizations", "{\"phone\":\"1\"}");
        assertEquals(400, unnamed.status(), unnamed::toString);
        assertEquals(
                "name", unnamed.json().getJsonArray("errors").getJsonObject(0).getString("field"));
        Api.Reply generated = Api.adminPost("/api/admin/organizations", "{\"name\":\"No id given\"}");
        assertEquals(201, generated.status(), generated::toString);
        assertFalse(generated.json().getString("_id").isBlank());
    }

    @Test
    void anAdminPatchesTheirOwnOrganizationAsTheImportWouldAndThePortalServesIt() {
        Fixture fixture = new Fixture().imported();
        String admin = adminOf(fixture);
        Api.Reply read = Api.get("/api/admin/organizations/" + fixture.org, "Authorization", admin);
        assertEquals(200, read.status(), read::toString);
        String version = read.header("ETag");

        Api.Reply changed = patch(
                fixture.org,
                "{\"phone\":\"+1 206 555 0199\",\"companyInfo\":{\"collectPayment\":true},"
                        + "\"applicationConfig\":{\"leaseTerms\":\"<p>12 months<script>alert(1)</script></p>\"}}",
                version,
                admin);
        assertEquals(200, changed.status(), changed::toString);
        assertNotEquals(version, changed.header("ETag"), "a new version");
        JsonObject document = changed.json();
        assertEquals(
                "<p>12 months</p>", document.getJsonObject("applicationConfig").getString("leaseTerms"));
        assertEquals(fixture.org, document.getString("_id"));

        Api.Reply merged = patch(
                fixture.org, "{\"companyInfo\":{\"payStubCount\":3},\"phone\":null}", changed.header("ETag"), admin);
        assertEquals(200, merged.status(), merged::toString);
        assertTrue(merged.json().getJsonObject("companyInfo").getBoolean("collectPayment"), "merged, not replaced");
        assertEquals(3, merged.json().getJsonObject("companyInfo").getInt("payStubCount"));
        assertFalse(merged.json().containsKey("phone"), "null removes");

        Api.Reply company = Api.get("/api/company/info", "x-token", fixture.newKey());
        assertEquals(200, company.status(), company::toString);
        Api.Reply named = patch(fixture.org, "{\"phone\":\"+1 206 555 0142\"}", merged.header("ETag"), admin);
        assertEquals(200, named.status(), named::toString);
        assertTrue(
                Api.get("/api/company/info", "x-token", fixture.newKey()).body().contains("0142"),
                "the portal serves the change");
    }

    @Test
    void aChangeWithoutAVersionOrAgainstAnOldOneIsRefusedAndChangesNothing() {
        Fixture fixture = new Fixture().imported();
        String admin = adminOf(fixture);
        String version = Api.get("/api/admin/organizations/" + fixture.org, "Authorization", admin)
                .header("ETag");
        Api.Reply unversioned = patch(fixture.org, "{\"name\":\"Renamed\"}", null, admin);
        assertEquals(428, unversioned.status(), unversioned::toString);
        assertEquals(
                "header.if-match",
                unversioned.json().getJsonArray("errors").getJsonObject(0).getString("field"));

        Api.Reply first = patch(fixture.org, "{\"name\":\"First editor\"}", version, admin);
        assertEquals(200, first.status(), first::toString);
        Api.Reply second = patch(fixture.org, "{\"name\":\"Second editor\"}", version, admin);
        assertEquals(412, second.status(), second::toString);
        assertEquals(first.header("ETag"), second.header("ETag"), "the 412 names the current version");
        assertEquals(
                "First editor",
                Api.adminGet("/api/admin/organizations/" + fixture.org).json().getString("name"));

        Api.Reply badLink = patch(fixture.org, "{\"website\":\"javascript:alert(1)\"}", first.header("ETag"), admin);
        assertEquals(400, badLink.status(), badLink::toString);
        assertEquals(
                "website",
                badLink.json().getJsonArray("errors").getJsonObject(0).getString("field"));
        Api.Reply otherId = patch(fixture.org, "{\"_id\":\"someone-else\"}", first.header("ETag"), admin);
        assertEquals(400, otherId.status(), otherId::toString);
        Api.Reply unknown = patch(fixture.org, "{\"colour\":\"red\"}", first.header("ETag"), admin);
        assertEquals(400, unknown.status(), unknown::toString);
        assertEquals(
                "colour", unknown.json().getJsonArray("errors").getJsonObject(0).getString("field"));
    }

    @Test
    void twentyEditorsAtOnceWithOneVersionMakeExactlyOneChange() throws Exception {
        Fixture fixture = new Fixture().imported();
        String version = Api.adminGet("/api/admin/organizations/" + fixture.org).header("ETag");
        ExecutorService pool = Executors.newFixedThreadPool(20);
        try {
            CountDownLatch start = new CountDownLatch(1);
            List<Future<Api.Reply>> replies = new ArrayList<>();
            for (int i = 0; i < 20; i++) {
                String body = "{\"name\":\"Editor " + i + "\"}";
                Callable<Api.Reply> call = () -> {
                    start.await();
                    return patch(fixture.org, body, version, Api.adminAuthorization());
                };
                replies.add(pool.submit(call));
            }
            start.countDown();
            int ok = 0;
            int stale = 0;
            for (Future<Api.Reply> reply : replies) {
                int status = reply.get().status();
                ok += status == 200 ? 1 : 0;
                stale += status == 412 ? 1 : 0;
            }
            assertEquals(1, ok, "one change");
            assertEquals(19, stale, "the others found their version stale");
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void anAdminReachesOnlyTheirOwnOrganizationAndCreatesNone() {
        Fixture mine = new Fixture().imported();
        Fixture other = new Fixture().imported();
        String admin = adminOf(mine);
        assertEquals(
                404,
                Api.get("/api/admin/organizations/" + other.org, "Authorization", admin)
                        .status());
        String otherVersion =
                Api.adminGet("/api/admin/organizations/" + other.org).header("ETag");
        assertEquals(
                404,
                patch(other.org, "{\"name\":\"Taken over\"}", otherVersion, admin)
                        .status());
        Api.Reply create = Api.post("/api/admin/organizations", "{\"name\":\"Mine too\"}", "Authorization", admin);
        assertEquals(403, create.status(), create::toString);
        assertTrue(create.body().contains("operator"), create::toString);
        Api.Reply list = Api.get("/api/admin/organizations?limit=1000", "Authorization", admin);
        assertEquals(1, list.json().getJsonArray("data").size(), list::toString);
        assertEquals(mine.org, list.json().getJsonArray("data").getJsonObject(0).getString("_id"));
    }

    static Api.Reply patch(String org, String body, String version, String authorization) {
        return version == null
                ? Api.send(
                        "PATCH", "/api/admin/organizations/" + org, body, MERGE_PATCH, "Authorization", authorization)
                : Api.send(
                        "PATCH",
                        "/api/admin/organizations/" + org,
                        body,
                        MERGE_PATCH,
                        "Authorization",
                        authorization,
                        "If-Match",
                        version);
    }

    /** An Admin of the fixture's organization, signed in with HTTP Basic. */
    static String adminOf(Fixture fixture) {
        String email = Api.unique("admin") + "@example.com";
        String password = UsedSecrets.remember(Api.unique("org-admin-pass-"));
        Api.Reply made = Api.adminPost(
                "/api/admin/organizations/" + fixture.org + "/users",
                "{\"email\":\"" + email + "\",\"firstName\":\"Ada\",\"lastName\":\"Admin\",\"role\":\"Admin\","
                        + "\"password\":\"" + password + "\"}");
        assertEquals(201, made.status(), made::toString);
        return Api.basic(email, password);
    }
}
