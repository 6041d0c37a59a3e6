package it.com.propertyportal.admin;

import static org.junit.jupiter.api.Assertions.assertEquals;

import it.com.propertyportal.Api;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import java.io.IOException;
import java.io.StringReader;
import java.net.CookieManager;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/** A browser's view of the admin console for black-box tests: its own cookie jar, redirects not followed. */
public final class ConsoleSession {

    final HttpClient client = HttpClient.newBuilder()
            .cookieHandler(new CookieManager())
            .followRedirects(HttpClient.Redirect.NEVER)
            .connectTimeout(Duration.ofSeconds(5))
            .build();
    public String csrfToken;

    /** Signs in as the administrator and reads the session's CSRF token. */
    public static ConsoleSession signedIn() {
        ConsoleSession session = new ConsoleSession();
        HttpResponse<String> signIn = session.signIn(Api.ADMIN_USER, Api.ADMIN_PASSWORD, null);
        assertEquals(303, signIn.statusCode(), signIn::body);
        assertEquals(
                "/admin/",
                URI.create(signIn.headers().firstValue("Location").orElseThrow())
                        .getPath());
        HttpResponse<String> reply = session.send("GET", "/admin/session", null);
        assertEquals(200, reply.statusCode(), reply::body);
        try (var reader = Json.createReader(new StringReader(reply.body()))) {
            session.csrfToken = reader.readObject().getString("csrfToken");
        }
        return session;
    }

    /** Signs in as an organization's user (e-mail address and password) and reads the session's CSRF token. */
    public static ConsoleSession signedInAs(String email, String password) {
        ConsoleSession session = new ConsoleSession();
        HttpResponse<String> signIn = session.signIn(email, password, null);
        assertEquals(303, signIn.statusCode(), signIn::body);
        HttpResponse<String> reply = session.send("GET", "/admin/session", null);
        assertEquals(200, reply.statusCode(), reply::body);
        session.csrfToken = json(reply).getString("csrfToken");
        return session;
    }

    public HttpResponse<String> signIn(String user, String password, String forwardedFor) {
        return signIn(user, password, null, forwardedFor);
    }

    /** The sign-in form, with an authenticator's code when {@code code} is not null. */
    public HttpResponse<String> signIn(String user, String password, String code, String forwardedFor) {
        String form = "user=" + URLEncoder.encode(user, StandardCharsets.UTF_8) + "&password="
                + URLEncoder.encode(password, StandardCharsets.UTF_8)
                + (code == null ? "" : "&code=" + URLEncoder.encode(code, StandardCharsets.UTF_8));
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(Api.BASE + "/admin/sign-in"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(form));
        if (forwardedFor != null) {
            request.header("X-Forwarded-For", forwardedFor);
        }
        return send(request);
    }

    /** A call as the console makes it, with the session's cookie; {@code headers} as name, value pairs. */
    public HttpResponse<String> send(String method, String path, String json, String... headers) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(Api.BASE + path))
                .timeout(Duration.ofSeconds(60))
                .method(
                        method,
                        json == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(json));
        if (json != null) {
            request.header("Content-Type", "application/json");
        }
        for (int i = 0; i + 1 < headers.length; i += 2) {
            request.header(headers[i], headers[i + 1]);
        }
        return send(request);
    }

    /** The session cookie as this browser sends it ({@code portal_console=...}), to send it from elsewhere. */
    public String cookie() {
        return ((CookieManager) client.cookieHandler().orElseThrow())
                .getCookieStore().getCookies().stream()
                        .filter(c -> c.getName().equals("portal_console"))
                        .map(c -> c.getName() + "=" + c.getValue())
                        .findFirst()
                        .orElseThrow();
    }

    /** The same call with the session's CSRF token. */
    public HttpResponse<String> change(String method, String path, String json) {
        return send(method, path, json, "X-CSRF-Token", csrfToken);
    }

    public static JsonObject json(HttpResponse<String> reply) {
        try (var reader = Json.createReader(new StringReader(reply.body()))) {
            return reader.readObject();
        }
    }

    private HttpResponse<String> send(HttpRequest.Builder request) {
        try {
            return client.send(request.build(), HttpResponse.BodyHandlers.ofString());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
