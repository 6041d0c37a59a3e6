package it.com.propertyportal;

import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonStructure;
import java.io.StringReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.util.Base64;
import java.util.UUID;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManager;
import javax.net.ssl.X509TrustManager;

/** A small HTTP client for black-box tests against the running integration-test server. */
public final class Api {

    public static final String BASE = System.getProperty("it.base.url", "http://localhost:9181");
    public static final String ADMIN_USER = System.getProperty("it.admin.user", "admin");
    public static final String ADMIN_PASSWORD = System.getProperty("it.admin.password", "it-admin-secret");
    /**
     * Java's default client, as integrators' scripts use it: it asks for HTTP/2 (h2c), and the server
     * answers over HTTP/1.1 (server.xml says why); parallel calls then each have a connection of their own.
     */
    private static final HttpClient CLIENT =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private Api() {}

    /** The server's certificate is its own, generated into DATA_DIR: the tests trust it as it is. */
    public static HttpClient trustingClient() {
        TrustManager trustAll = new X509TrustManager() {
            @Override
            public void checkClientTrusted(X509Certificate[] chain, String authType) {}

            @Override
            public void checkServerTrusted(X509Certificate[] chain, String authType) {}

            @Override
            public X509Certificate[] getAcceptedIssuers() {
                return new X509Certificate[0];
            }
        };
        try {
            SSLContext tls = SSLContext.getInstance("TLS");
            tls.init(null, new TrustManager[] {trustAll}, new SecureRandom());
            return HttpClient.newBuilder()
                    .sslContext(tls)
                    .connectTimeout(Duration.ofSeconds(5))
                    .build();
        } catch (java.security.GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    public record Reply(int status, HttpHeaders headers, String body) {

        public JsonObject json() {
            return (JsonObject) parse();
        }

        public JsonArray array() {
            return (JsonArray) parse();
        }

        private JsonStructure parse() {
            try (JsonReader reader = Json.createReader(new StringReader(body))) {
                return reader.read();
            }
        }

        public String header(String name) {
            return headers.firstValue(name).orElse(null);
        }

        @Override
        public String toString() {
            return status + " " + body;
        }
    }

    public static String adminAuthorization() {
        return basic(ADMIN_USER, ADMIN_PASSWORD);
    }

    public static String basic(String user, String password) {
        return "Basic " + Base64.getEncoder().encodeToString((user + ":" + password).getBytes(StandardCharsets.UTF_8));
    }

    /** A fresh id with a readable prefix, so every test works on its own records. */
    public static String unique(String prefix) {
        return prefix + "-" + UUID.randomUUID().toString().substring(0, 13);
    }

    public static Reply get(String path, String... headers) {
        return send("GET", path, null, null, headers);
    }

    public static Reply post(String path, String json, String... headers) {
        return send("POST", path, json, "application/json", headers);
    }

    public static Reply put(String path, String json, String... headers) {
        return send("PUT", path, json, "application/json", headers);
    }

    public static Reply delete(String path, String... headers) {
        return send("DELETE", path, null, null, headers);
    }

    public static Reply adminGet(String path) {
        return get(path, "Authorization", adminAuthorization());
    }

    public static Reply adminPost(String path, String json) {
        return post(path, json, "Authorization", adminAuthorization());
    }

    public static Reply importDocument(JsonObject document) {
        return adminPost("/api/admin/import", document.toString());
    }

    public static Reply send(String method, String path, String body, String contentType, String... headers) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(BASE + path))
                .timeout(Duration.ofSeconds(60))
                .method(
                        method,
                        body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        if (contentType != null) {
            request.header("Content-Type", contentType);
        }
        for (int i = 0; i + 1 < headers.length; i += 2) {
            request.header(headers[i], headers[i + 1]);
        }
        try {
            HttpResponse<String> response = CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofString());
            return new Reply(response.statusCode(), response.headers(), response.body());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } catch (java.io.IOException e) {
            throw new IllegalStateException(method + " " + path + " failed", e);
        }
    }
}
