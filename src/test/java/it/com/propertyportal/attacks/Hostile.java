package it.com.propertyportal.attacks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import it.com.propertyportal.Api;
import it.com.propertyportal.Fixture;
import it.com.propertyportal.RawHttp;
import it.com.propertyportal.UsedSecrets;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.UUID;

/**
 * An attacker's session against the test server: an organization with a board, a card, a live API key and a
 * signed-in console session, and raw requests that carry all of them, from an address of its own (so failed
 * logins spend only this client's throttle budget).
 */
final class Hostile {

    static final String HOST = "localhost:" + URI.create(Api.BASE).getPort();
    static final String BOUNDARY = "HostileBoundary7MA4YWxkTrZu0gW";
    private static final java.security.SecureRandom RANDOM = new java.security.SecureRandom();

    final Fixture fixture = new Fixture().imported();
    final String key = fixture.newKey();
    final String card = newCard();
    /** An address of its own in 100.64.0.0/10, which no other test draws from. */
    final String client = "100.64." + RANDOM.nextInt(256) + "." + (1 + RANDOM.nextInt(254));

    final String session;
    final String csrf;

    Hostile() {
        String[] signedIn = signIn();
        session = UsedSecrets.remember(signedIn[0]);
        csrf = UsedSecrets.remember(signedIn[1]);
    }

    private String newCard() {
        Api.Reply created = Api.post("/api/board/" + fixture.board, "{\"name\":\"Hostile names\"}", "x-token", key);
        assertEquals(200, created.status(), created::toString);
        return created.json().getJsonObject("data").getString("_id");
    }

    /** Signs in to the console as a browser does and returns the session cookie's value and its CSRF token. */
    static String[] signIn() {
        HttpClient client = HttpClient.newBuilder()
                .followRedirects(HttpClient.Redirect.NEVER)
                .connectTimeout(Duration.ofSeconds(5))
                .build();
        try {
            HttpResponse<String> signIn = client.send(
                    HttpRequest.newBuilder(URI.create(Api.BASE + "/admin/sign-in"))
                            .header("Content-Type", "application/x-www-form-urlencoded")
                            .POST(HttpRequest.BodyPublishers.ofString("user=" + Api.ADMIN_USER + "&password="
                                    + java.net.URLEncoder.encode(Api.ADMIN_PASSWORD, StandardCharsets.UTF_8)))
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(303, signIn.statusCode(), signIn::body);
            String cookie = signIn.headers().allValues("Set-Cookie").stream()
                    .filter(c -> c.startsWith("portal_console="))
                    .findFirst()
                    .orElseThrow();
            String value = cookie.substring("portal_console=".length(), cookie.indexOf(';'));
            HttpResponse<String> session = client.send(
                    HttpRequest.newBuilder(URI.create(Api.BASE + "/admin/session"))
                            .header("Cookie", "portal_console=" + value)
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(200, session.statusCode(), session::body);
            String csrf =
                    new Api.Reply(200, session.headers(), session.body()).json().getString("csrfToken");
            assertNotNull(csrf);
            return new String[] {value, csrf};
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The credentials every hostile request carries, so that any dump of its headers would show them. */
    String[] credentials(String... more) {
        String[] carried = {
            "x-token", key, "Cookie", "portal_console=" + session, "X-CSRF-Token", csrf, "X-Forwarded-For", client
        };
        String[] all = Arrays.copyOf(carried, carried.length + more.length);
        System.arraycopy(more, 0, all, carried.length, more.length);
        return all;
    }

    RawHttp.Exchange send(String method, String path, byte[] body, String... headers) {
        return RawHttp.send(Api.BASE, RawHttp.request(method, path, HOST, body, headers));
    }

    String uploadPath() {
        return "/api/board/" + fixture.board + "/" + card + "/file";
    }

    /** One multipart part named file, its Content-Disposition ending with the given file name parameter(s). */
    static byte[] multipart(String fileNameParameter, byte[] content) {
        String head = "--" + BOUNDARY + "\r\nContent-Disposition: form-data; name=\"file\"; " + fileNameParameter
                + "\r\nContent-Type: text/plain\r\n\r\n";
        byte[] start = head.getBytes(StandardCharsets.UTF_8);
        byte[] end = ("\r\n--" + BOUNDARY + "--\r\n").getBytes(StandardCharsets.US_ASCII);
        byte[] all = Arrays.copyOf(start, start.length + content.length + end.length);
        System.arraycopy(content, 0, all, start.length, content.length);
        System.arraycopy(end, 0, all, start.length + content.length, end.length);
        return all;
    }

    RawHttp.Exchange upload(String fileNameParameter) {
        return send(
                "POST",
                uploadPath(),
                multipart(fileNameParameter, ("hostile " + UUID.randomUUID()).getBytes(StandardCharsets.US_ASCII)),
                credentials("Content-Type", "multipart/form-data; boundary=" + BOUNDARY));
    }
}
