package it.com.propertyportal.observability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/** Liberty's /metrics, read as a scraper does: over HTTPS with the administrator's login, or plain HTTP. */
public final class MetricsEndpoint {

    static final String HTTPS = System.getProperty("it.https.url", "https://localhost:9544");

    private MetricsEndpoint() {}

    static HttpResponse<String> get(String url, String authorization) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(30));
        if (authorization != null) {
            request.header("Authorization", authorization);
        }
        // HTTPS listens once the key store made at the first start is read: wait for it, with a deadline.
        java.time.Instant deadline = java.time.Instant.now().plusSeconds(60);
        while (true) {
            try {
                return Api.trustingClient().send(request.build(), HttpResponse.BodyHandlers.ofString());
            } catch (java.io.IOException e) {
                if (java.time.Instant.now().isAfter(deadline)) {
                    throw new IllegalStateException(url + " does not answer", e);
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

    /** A scrape by the administrator over HTTPS, parsed strictly. */
    public static PrometheusText scrape() {
        return parsed(get(HTTPS + "/metrics", Api.adminAuthorization()));
    }

    /** A scrape without any login over the HTTP port (METRICS_PUBLIC=true), parsed strictly. */
    static PrometheusText scrapePublic() {
        return parsed(get(Api.BASE + "/metrics", null));
    }

    private static PrometheusText parsed(HttpResponse<String> response) {
        assertEquals(200, response.statusCode(), response::body);
        String type = response.headers().firstValue("Content-Type").orElse("");
        assertTrue(type.startsWith("text/plain"), type);
        return PrometheusText.parse(response.body());
    }
}
