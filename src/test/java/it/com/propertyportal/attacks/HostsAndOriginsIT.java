package it.com.propertyportal.attacks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import it.com.propertyportal.Api;
import it.com.propertyportal.Fixture;
import it.com.propertyportal.RawHttp;
import it.com.propertyportal.forms.FormFixture;
import it.com.propertyportal.verification.Mail;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import java.io.IOException;
import java.io.StringReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Where the service is comes from its configuration, never from the request: links are built on the configured
 * base URL (here the default, http://localhost:HTTP_PORT) whatever Host, X-Forwarded-Host or Forwarded a request
 * names; the console's sign-in takes only its own pages' forms; its cookie is Secure exactly over HTTPS; HTTPS
 * answers carry Strict-Transport-Security and plain HTTP ones never do.
 */
class HostsAndOriginsIT {

    @RegisterExtension
    static final GreenMailExtension MAIL = Mail.server();

    private static final String HTTPS = System.getProperty("it.https.url", "https://localhost:9544");
    private static final String FORGED = "evil.example:6666";
    private static final String[] FORGED_FORWARDING = {
        "X-Forwarded-Host", "evil.example", "X-Forwarded-Proto", "https", "Forwarded", "host=evil.example;proto=https"
    };
    private static final String SIGN_IN_FORM = "user=" + Api.ADMIN_USER + "&password="
            + java.net.URLEncoder.encode(Api.ADMIN_PASSWORD, StandardCharsets.UTF_8);

    private static JsonObject json(String body) {
        try (var reader = Json.createReader(new StringReader(body))) {
            return reader.readObject();
        }
    }

    private static String[] with(String[] first, String... more) {
        String[] all = java.util.Arrays.copyOf(first, first.length + more.length);
        System.arraycopy(more, 0, all, first.length, more.length);
        return all;
    }

    private static RawHttp.Exchange forged(String base, String method, String path, String body, String... headers) {
        return RawHttp.send(
                base,
                RawHttp.request(
                        method,
                        path,
                        FORGED,
                        body == null ? null : body.getBytes(StandardCharsets.UTF_8),
                        with(FORGED_FORWARDING, headers)));
    }

    @Test
    void formLinksAndEndpointListsAreBuiltOnTheConfiguredBaseWhateverHostTheRequestNames() {
        awaitHttps();
        FormFixture f = new FormFixture().imported();
        String body = "{\"formId\":\"" + f.form + "\"}";
        String cardLink = "/api/board/" + f.board + "/" + f.card + "/form-link";
        String adminLink = "/api/admin/boards/" + f.board + "/cards/" + f.card + "/form-link";
        for (String base : new String[] {Api.BASE, HTTPS}) {
            RawHttp.Exchange byKey =
                    forged(base, "POST", cardLink, body, "x-token", f.key(), "Content-Type", "application/json");
            assertEquals(200, byKey.status(), byKey::toString);
            String url = json(byKey.body()).getJsonObject("data").getString("url");
            assertTrue(url.startsWith(Api.BASE + "/forms/" + f.form + "/" + f.card + "/"), url);

            RawHttp.Exchange byAdministrator = forged(
                    base,
                    "POST",
                    adminLink,
                    body,
                    "Authorization",
                    Api.adminAuthorization(),
                    "Content-Type",
                    "application/json");
            assertEquals(200, byAdministrator.status(), byAdministrator::toString);
            assertTrue(
                    json(byAdministrator.body())
                            .getJsonObject("data")
                            .getString("url")
                            .startsWith(Api.BASE + "/forms/"),
                    byAdministrator::toString);

            RawHttp.Exchange boards = forged(base, "GET", "/api/boards", null, "x-token", f.key());
            assertEquals(200, boards.status(), boards::toString);
            assertTrue(boards.body().contains("\"url\":\"" + Api.BASE + "/api/board/" + f.board), boards::toString);
            assertFalse(boards.body().contains("evil.example") || byKey.body().contains("evil.example"));
        }
        String link = f.requestLink(f.card, body).json().getJsonObject("data").getString("url");
        assertEquals(200, Api.get(link.substring(Api.BASE.length())).status(), "the link opens the form");
    }

    @Test
    void aVerificationsVerifyUrlIsARelativePathWhateverHostTheRequestNames() {
        Fixture fixture = new Fixture().imported();
        RawHttp.Exchange started = forged(
                Api.BASE,
                "POST",
                "/api/contacts/verify-email",
                "{\"email\":\"" + fixture.email + "\"}",
                "x-token",
                fixture.newKey(),
                "Content-Type",
                "application/json");
        assertEquals(200, started.status(), started::toString);
        JsonObject answer = json(started.body());
        assertEquals(
                "/api/contacts/verify-email/" + answer.getString("requestId") + "/confirm",
                answer.getString("verifyUrl"));
    }

    @Test
    void theConsoleSignInRefusesNullAndForeignOriginsComparedWithItsOwnNotTheHostHeader() {
        String own = Api.BASE;
        String loopback = own.replace("localhost", "127.0.0.1");
        for (String[] refused : new String[][] {
            {"Origin", "null"},
            {"Origin", "https://evil.example"},
            {"Origin", own + ".evil.example"},
            {"Origin", "http://localhost"},
            {"Origin", "not a url"},
            {"Sec-Fetch-Site", "cross-site"},
            {"Sec-Fetch-Site", "same-site"},
            {"Sec-Fetch-Site", "none"},
            {"Referer", "https://evil.example/admin/sign-in"},
            {"Referer", "null"}
        }) {
            HttpResponse<String> answer = signIn(Api.BASE, refused);
            assertEquals(403, answer.statusCode(), () -> String.join(": ", refused) + " " + answer.body());
            assertEquals(
                    "application/problem+json",
                    answer.headers().firstValue("Content-Type").orElse(""));
            assertEquals(
                    refused[0],
                    json(answer.body()).getJsonArray("errors").getJsonObject(0).getString("field"));
            assertTrue(answer.headers().allValues("Set-Cookie").isEmpty(), "no session for a refused sign-in");
        }
        for (String[] admitted : new String[][] {
            {"Origin", own},
            {"Origin", loopback},
            {"Origin", own.toUpperCase()},
            {"Sec-Fetch-Site", "same-origin"},
            {"Referer", own + "/admin/sign-in"},
            {}
        }) {
            HttpResponse<String> answer = signIn(Api.BASE, admitted);
            assertEquals(303, answer.statusCode(), () -> String.join(": ", admitted) + " " + answer.body());
        }

        // The old check compared the Origin with the Host header, which the attacker writes too.
        RawHttp.Exchange forgedHost = forged(
                Api.BASE,
                "POST",
                "/admin/sign-in",
                SIGN_IN_FORM,
                "Origin",
                "http://" + FORGED,
                "Content-Type",
                "application/x-www-form-urlencoded");
        assertEquals(403, forgedHost.status(), forgedHost::toString);
        assertTrue(forgedHost.all("Set-Cookie").isEmpty());
    }

    @Test
    void theSessionCookieIsSecureExactlyWhenTheConsoleIsReachedOverHttps() throws Exception {
        awaitHttps();
        HttpResponse<String> plain = signIn(Api.BASE, "Origin", Api.BASE);
        assertEquals(303, plain.statusCode(), plain::body);
        String plainCookie = sessionCookie(plain);
        assertTrue(plainCookie.contains("; HttpOnly") && plainCookie.contains("; SameSite=Strict"), plainCookie);
        assertFalse(plainCookie.contains("Secure"), "a plain-HTTP console must still sign in: " + plainCookie);
        assertEquals(200, session(Api.BASE, plainCookie).statusCode(), "the plain-HTTP session works");
        for (String[] claim : new String[][] {{"X-Forwarded-Proto", "https"}, {"$WSIS", "true"}}) {
            String claimed = sessionCookie(signIn(Api.BASE, "Origin", Api.BASE, claim[0], claim[1]));
            assertFalse(claimed.contains("Secure"), claim[0] + " does not make plain HTTP secure: " + claimed);
        }

        HttpResponse<String> secure = signIn(HTTPS, "Origin", HTTPS);
        assertEquals(303, secure.statusCode(), secure::body);
        String secureCookie = sessionCookie(secure);
        assertTrue(
                secureCookie.contains("; Secure")
                        && secureCookie.contains("; HttpOnly")
                        && secureCookie.contains("; SameSite=Strict"),
                secureCookie);
        assertEquals(200, session(HTTPS, secureCookie).statusCode(), "the HTTPS session works");

        HttpResponse<String> signedOut = Api.trustingClient()
                .send(
                        HttpRequest.newBuilder(URI.create(HTTPS + "/admin/sign-out"))
                                .header("Cookie", secureCookie.substring(0, secureCookie.indexOf(';')))
                                .header(
                                        "X-CSRF-Token",
                                        json(session(HTTPS, secureCookie).body())
                                                .getString("csrfToken"))
                                .POST(HttpRequest.BodyPublishers.noBody())
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
        assertEquals(204, signedOut.statusCode(), signedOut::body);
        String deleted = signedOut.headers().firstValue("Set-Cookie").orElseThrow();
        assertTrue(
                deleted.startsWith("portal_console=;") && deleted.contains("Max-Age=0") && deleted.contains("; Secure"),
                deleted);
        assertEquals(401, session(HTTPS, secureCookie).statusCode(), "the session is over");
    }

    @Test
    void answersOverHttpsCarryStrictTransportSecurityAndPlainHttpOnesNever() {
        awaitHttps();
        RawHttp.Exchange secure = RawHttp.send(HTTPS, RawHttp.request("GET", "/admin/sign-in", "portal.example", null));
        assertEquals(200, secure.status(), secure::toString);
        assertEquals("max-age=31536000", secure.header("Strict-Transport-Security"));
        RawHttp.Exchange api = RawHttp.send(HTTPS, RawHttp.request("GET", "/api/boards", "portal.example", null));
        assertEquals("max-age=31536000", api.header("Strict-Transport-Security"), "an error answer too: " + api);

        for (String[] claim : new String[][] {
            {"X-Other", "1"},
            {"X-Forwarded-Proto", "https"},
            {"$WSIS", "true"},
            {"$WSSC", "https"},
            {"Forwarded", "proto=https"}
        }) {
            RawHttp.Exchange plain =
                    RawHttp.send(Api.BASE, RawHttp.request("GET", "/admin/sign-in", "portal.example", null, claim));
            assertEquals(200, plain.status(), plain::toString);
            assertNull(
                    plain.header("Strict-Transport-Security"), "never over plain HTTP, whatever " + claim[0] + " says");
        }

        // A browser would keep it for every port of localhost, and then refuse the plain-HTTP console there.
        RawHttp.Exchange local = RawHttp.send(
                HTTPS,
                RawHttp.request(
                        "GET",
                        "/admin/sign-in",
                        "localhost:" + URI.create(HTTPS).getPort(),
                        null));
        assertEquals(200, local.status(), local::toString);
        assertNull(local.header("Strict-Transport-Security"), "not for localhost");
    }

    /** The administrator's metrics answer only over HTTPS, whichever header claims a plain request was secure. */
    @Test
    void noHeaderMakesAPlainHttpRequestCountAsSecure() {
        for (String[] claim : new String[][] {{"X-Forwarded-Proto", "https"}, {"$WSIS", "true"}, {"$WSSC", "https"}}) {
            HttpResponse<String> metrics = send(HttpRequest.newBuilder(URI.create(Api.BASE + "/metrics"))
                    .header("Authorization", Api.adminAuthorization())
                    .header(claim[0], claim[1])
                    .build());
            assertTrue(
                    metrics.statusCode() != 200 && !metrics.body().contains("portal_requests_seconds"),
                    claim[0] + ": " + metrics.statusCode());
        }
    }

    private static HttpResponse<String> signIn(String base, String... headers) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + "/admin/sign-in"))
                .timeout(Duration.ofSeconds(30))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(SIGN_IN_FORM));
        for (int i = 0; i + 1 < headers.length; i += 2) {
            request.header(headers[i], headers[i + 1]);
        }
        return send(request.build());
    }

    private static String sessionCookie(HttpResponse<String> signIn) {
        return signIn.headers().allValues("Set-Cookie").stream()
                .filter(c -> c.startsWith("portal_console="))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no session cookie: " + signIn.headers()));
    }

    private static HttpResponse<String> session(String base, String setCookie) {
        return send(HttpRequest.newBuilder(URI.create(base + "/admin/session"))
                .header("Cookie", setCookie.substring(0, setCookie.indexOf(';')))
                .build());
    }

    private static HttpResponse<String> send(HttpRequest request) {
        try {
            HttpClient client = request.uri().getScheme().equals("https")
                    ? Api.trustingClient()
                    : HttpClient.newBuilder()
                            .connectTimeout(Duration.ofSeconds(5))
                            .build();
            return client.send(request, HttpResponse.BodyHandlers.ofString());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } catch (IOException e) {
            throw new IllegalStateException(request.uri() + " failed", e);
        }
    }

    /** HTTPS listens once the key store made at the first start is read: wait for it, with a deadline. */
    private static void awaitHttps() {
        Instant deadline = Instant.now().plusSeconds(60);
        while (true) {
            try {
                Api.trustingClient()
                        .send(
                                HttpRequest.newBuilder(URI.create(HTTPS + "/health/ready"))
                                        .build(),
                                HttpResponse.BodyHandlers.discarding());
                return;
            } catch (IOException notYet) {
                if (Instant.now().isAfter(deadline)) {
                    throw new IllegalStateException(HTTPS + " does not answer", notYet);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
            try {
                Thread.sleep(250);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }
    }
}
