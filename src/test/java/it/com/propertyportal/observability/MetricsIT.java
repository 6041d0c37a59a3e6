package it.com.propertyportal.observability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import it.com.propertyportal.Api;
import it.com.propertyportal.Fixture;
import it.com.propertyportal.UsedSecrets;
import it.com.propertyportal.forms.FormFixture;
import it.com.propertyportal.portal.PortalFixture;
import it.com.propertyportal.verification.Mail;
import java.net.URI;
import java.net.http.HttpResponse;
import java.util.concurrent.ThreadLocalRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * /metrics (Liberty's mpMetrics) is for the administrator by default, answers strict Prometheus text with
 * Liberty's server metrics and the service's own, and the service's counters move by exactly the calls made.
 * The tests of one run are sequential, so the difference of two scrapes is this test's own doing.
 */
class MetricsIT {

    @RegisterExtension
    static final GreenMailExtension MAIL = Mail.server();

    @Test
    void metricsAreTheAdministratorsUnlessMadePublic() {
        HttpResponse<String> plain = MetricsEndpoint.get(Api.BASE + "/metrics", null);
        assertEquals(302, plain.statusCode(), "not public on the HTTP port: sent to HTTPS");
        assertEquals(
                "https://localhost:" + URI.create(MetricsEndpoint.HTTPS).getPort() + "/metrics",
                plain.headers().firstValue("Location").orElse(""));
        assertFalse(plain.body().contains("memory_usedHeap_bytes"));
        HttpResponse<String> anonymous = MetricsEndpoint.get(MetricsEndpoint.HTTPS + "/metrics", null);
        assertEquals(401, anonymous.statusCode());
        HttpResponse<String> wrong =
                MetricsEndpoint.get(MetricsEndpoint.HTTPS + "/metrics", Api.basic(Api.ADMIN_USER, "not-the-password"));
        assertEquals(401, wrong.statusCode());
        MetricsEndpoint.scrape();
    }

    @Test
    void everyCounterAndTimerOfTheServiceIsListedWhateverHasHappened() {
        Fixture fixture = new Fixture().imported();
        PrometheusText metrics = MetricsEndpoint.scrape();
        for (String[] series : ServiceSeries.of(fixture.org)) {
            assertTrue(
                    metrics.hasApplication(series[0], java.util.Arrays.copyOfRange(series, 1, series.length)),
                    ServiceSeries.name(series));
        }
        assertEquals(0, metrics.application("apikeys_requests_total", "organization", fixture.org), "a new one at 0");
    }

    @Test
    void libertysServerMetricsAndTheServicesOwnAreThere() {
        Api.get("/locations/org-harbor");
        PrometheusText metrics = MetricsEndpoint.scrape();
        for (String liberty : new String[] {
            "memory_usedHeap_bytes",
            "gc_total",
            "thread_count",
            "threadpool_activeThreads",
            "connectionpool_managedConnections"
        }) {
            assertTrue(metrics.has(liberty), liberty);
        }
        assertEquals("histogram", metrics.type("portal_requests_seconds"));
        assertTrue(metrics.application("portal_requests_seconds_count", "area", "portal", "status", "2xx") > 0);
    }

    @Test
    void verificationCountersMoveByExactlyTheCallsMade() {
        Fixture fixture = new Fixture().imported();
        String key = fixture.newKey();
        PrometheusText before = MetricsEndpoint.scrape();

        String first = Api.post("/api/contacts/verify-email", "{\"email\": \"" + fixture.email + "\"}", "x-token", key)
                .json()
                .getString("requestId");
        String code = Mail.codeIn(Mail.lastTo(MAIL, fixture.email));
        for (int i = 0; i < 3; i++) {
            assertEquals(401, confirm(key, first, wrong(code, i)).status());
        }
        assertEquals(200, confirm(key, first, code).status());

        String otherEmail = "sam." + fixture.email;
        String second = Api.post("/api/contacts/verify-email", "{\"email\": \"" + otherEmail + "\"}", "x-token", key)
                .json()
                .getString("requestId");
        String otherCode = Mail.codeIn(Mail.lastTo(MAIL, otherEmail));
        for (int i = 0; i < 5; i++) {
            assertEquals(401, confirm(key, second, wrong(otherCode, i)).status());
        }

        PrometheusText after = MetricsEndpoint.scrape();
        assertEquals(2, moved(before, after, "verification_started_total"));
        assertEquals(8, moved(before, after, "verification_wrong_codes_total"));
        assertEquals(1, moved(before, after, "verification_confirmed_total"));
        assertEquals(1, moved(before, after, "verification_invalidated_total"));
        assertEquals(0, moved(before, after, "verification_mail_failed_total"));
        assertEquals(
                11,
                after.application("apikeys_requests_total", "organization", fixture.org),
                "every admitted call of the organization's key");
        assertEquals(3, moved(before, after, "portal_requests_seconds_count", "area", "core", "status", "2xx"));
        assertEquals(8, moved(before, after, "portal_requests_seconds_count", "area", "core", "status", "4xx"));
    }

    @Test
    void keysInUseAreCountedWithoutAnythingOfTheKeys() {
        Fixture fixture = new Fixture().imported();
        PrometheusText before = MetricsEndpoint.scrape();
        Api.Reply created = Api.adminPost("/api/admin/boards/" + fixture.board + "/api-keys", "{\"name\":\"gauged\"}");
        assertEquals(201, created.status(), created::toString);
        String key = UsedSecrets.remember(created.json().getString("key"));
        String id = created.json().getString("id");
        PrometheusText issued = MetricsEndpoint.scrape();
        assertEquals(1, moved(before, issued, "apikeys_active"));
        assertEquals(0, moved(before, issued, "apikeys_in_use"));

        assertEquals(200, Api.get("/api/board/" + fixture.board, "x-token", key).status());
        PrometheusText used = MetricsEndpoint.scrape();
        assertEquals(1, moved(issued, used, "apikeys_in_use"));

        assertEquals(
                204,
                Api.delete(
                                "/api/admin/boards/" + fixture.board + "/api-keys/" + id,
                                "Authorization",
                                Api.adminAuthorization())
                        .status());
        PrometheusText revoked = MetricsEndpoint.scrape();
        assertEquals(-1, moved(used, revoked, "apikeys_active"));
        assertEquals(-1, moved(used, revoked, "apikeys_in_use"));
        String text = MetricsEndpoint.get(MetricsEndpoint.HTTPS + "/metrics", Api.adminAuthorization())
                .body();
        assertFalse(text.contains(id) || text.contains(key.substring(4, 20)), "nothing of the key");
    }

    @Test
    void formAndRefusalCountersMoveByExactlyTheCallsMade() {
        FormFixture forms = new FormFixture().imported();
        PrometheusText before = MetricsEndpoint.scrape();
        String trapped =
                forms.submit("new", FormFixture.minimal()).replaceFirst("\\{", "{\"hp\":\"http://spam.example\",");
        assertEquals(200, Api.post("/forms/submit", trapped).status());
        assertEquals(200, Api.post("/forms/submit", trapped).status());
        assertEquals(
                200,
                Api.post("/forms/submit", forms.submit("new", FormFixture.minimal()))
                        .status());

        String address = "203.0." + ThreadLocalRandom.current().nextInt(256) + "."
                + ThreadLocalRandom.current().nextInt(1, 255);
        for (int i = 1; i <= 12; i++) {
            Api.get(
                    "/api/admin/organizations?limit=1",
                    "Authorization",
                    Api.basic(Api.ADMIN_USER, UsedSecrets.remember("metrics-guess-" + i)),
                    "X-Forwarded-For",
                    address);
        }
        PrometheusText after = MetricsEndpoint.scrape();
        assertEquals(2, moved(before, after, "forms_honeypot_hits_total"));
        assertEquals(1, moved(before, after, "forms_submissions_total"));
        assertEquals(3, moved(before, after, "portal_requests_seconds_count", "area", "forms", "status", "2xx"));
        assertEquals(2, moved(before, after, "refusals_total", "reason", "login_throttle"), "the 11th and 12th");
        assertEquals(12, moved(before, after, "portal_requests_seconds_count", "area", "admin", "status", "4xx"));
    }

    @Test
    void thePortalCountsAnswersFromMemoryToo() {
        PortalFixture portal = new PortalFixture();
        String location = portal.location("Metrics House");
        portal.imported();
        PrometheusText before = MetricsEndpoint.scrape();
        for (int i = 0; i < 4; i++) {
            assertEquals(200, Api.get("/listing/" + location).status());
        }
        PrometheusText after = MetricsEndpoint.scrape();
        assertEquals(4, moved(before, after, "portal_requests_seconds_count", "area", "portal", "status", "2xx"));
    }

    @Test
    void theConsolesPageAndFilesCountAsAdmin() {
        PrometheusText before = MetricsEndpoint.scrape();
        assertEquals(200, Api.get("/admin/sign-in").status());
        assertEquals(200, Api.get("/admin/assets/console.css").status());
        assertEquals(200, Api.get("/admin/assets/console.js").status());
        assertEquals(404, Api.get("/admin/assets/no-such-file.js").status());
        PrometheusText after = MetricsEndpoint.scrape();
        assertEquals(3, moved(before, after, "portal_requests_seconds_count", "area", "admin", "status", "2xx"));
        assertEquals(1, moved(before, after, "portal_requests_seconds_count", "area", "admin", "status", "4xx"));
        assertEquals(0, moved(before, after, "portal_requests_seconds_count", "area", "other", "status", "2xx"));
    }

    private static Api.Reply confirm(String key, String requestId, String code) {
        return Api.post(
                "/api/contacts/verify-email/" + requestId + "/confirm", "{\"code\": \"" + code + "\"}", "x-token", key);
    }

    /** A code other than the right one, different on each try. */
    private static String wrong(String code, int attempt) {
        return UsedSecrets.remember(String.format("%06d", (Integer.parseInt(code) + 1 + attempt) % 1_000_000));
    }

    private static double moved(PrometheusText before, PrometheusText after, String name, String... labels) {
        return after.application(name, labels) - before.application(name, labels);
    }
}
