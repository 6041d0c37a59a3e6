package it.com.propertyportal.platform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import it.com.propertyportal.Api;
import it.com.propertyportal.Fixture;
import org.junit.jupiter.api.Test;

/** Every answer is nosniff; core and administrator answers are never cached; nothing frames the API. */
class SecurityHeadersIT {

    private final Fixture fixture = new Fixture().imported();
    private final String key = fixture.newKey();

    @Test
    void everyAnswerIsNosniffAndPersonalAnswersAreNeverStored() {
        Api.Reply[] everything = {
            Api.get("/locations/org-harbor"),
            Api.get("/embed/form.js"),
            Api.get("/health/ready"),
            Api.get("/openapi"),
            Api.get("/no/such/path"),
            Api.get("/api/board/" + fixture.board, "x-token", key),
            Api.get("/api/board/" + fixture.board),
            Api.adminGet("/api/admin/organizations?limit=1"),
            Api.get("/api/admin/organizations"),
        };
        for (Api.Reply reply : everything) {
            assertEquals("nosniff", reply.header("X-Content-Type-Options"), reply::toString);
        }
        for (Api.Reply reply : new Api.Reply[] {everything[5], everything[6], everything[7], everything[8]}) {
            assertEquals("no-store", reply.header("Cache-Control"), reply::toString);
        }
        assertNotEquals("no-store", everything[0].header("Cache-Control"), "public portal data may be cached");
    }

    @Test
    void theApplicationsAnswersMayNotBeFramedNorLeakTheirAddress() {
        for (String path : new String[] {"/embed/form.js", "/locations/org-harbor", "/api/portal/company/org-harbor"}) {
            Api.Reply reply = Api.get(path);
            assertEquals("default-src 'none'; frame-ancestors 'none'", reply.header("Content-Security-Policy"), path);
            assertEquals("no-referrer", reply.header("Referrer-Policy"), path);
        }
    }
}
