package com.propertyportal.identity.control;

import com.nimbusds.jose.jwk.source.JWKSource;
import com.nimbusds.jose.jwk.source.JWKSourceBuilder;
import com.nimbusds.jose.proc.SecurityContext;
import com.nimbusds.jose.util.DefaultResourceRetriever;
import com.nimbusds.jose.util.JSONObjectUtils;
import com.nimbusds.jose.util.Resource;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.InputStream;
import java.net.HttpURLConnection;
import java.net.MalformedURLException;
import java.net.URI;
import java.net.URL;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.text.ParseException;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;

/**
 * The OpenID providers of the organizations' single sign-on, each known by its issuer: its discovery document, read
 * when first needed and again an hour later (a failed read is retried at the next sign-on), its signing keys (cached
 * by the library, read again when a token names a key it does not know, at most every 30 seconds), and the code
 * exchange at its token endpoint. Every call goes only where {@link SignOnProviders#outbound()} allows, checked
 * after the host is resolved, follows no redirect, has a connect and a read timeout, and refuses an answer larger
 * than 1 MiB.
 */
@ApplicationScoped
public class OpenIdProvider {

    static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(5);
    static final Duration READ_TIMEOUT = Duration.ofSeconds(10);
    static final Duration DISCOVERY_LIFETIME = Duration.ofHours(1);
    static final int MAX_ANSWER_BYTES = 1 << 20;

    /** The most providers whose discovery is kept; beyond it the oldest reads are dropped. */
    static final int MOST_KNOWN = 1000;

    @Inject
    SignOnProviders providers;

    private final SSLContext tls = jvmTrust();
    private final HttpClient http = HttpClient.newBuilder()
            .connectTimeout(CONNECT_TIMEOUT)
            .followRedirects(HttpClient.Redirect.NEVER)
            .sslContext(tls)
            .build();

    private final Map<String, Discovered> discovered = new ConcurrentHashMap<>();

    /** What the discovery document says: the issuer the tokens name, the endpoints, and the keys. */
    public record Endpoints(String issuer, String authorization, String token, JWKSource<SecurityContext> keys) {}

    private record Discovered(Endpoints endpoints, Instant readAt) {}

    /** The endpoints of the provider of this issuer (as an Admin configured it, without a trailing slash). */
    public Endpoints endpoints(String issuer, Instant now) throws SsoFailure {
        Discovered known = discovered.get(issuer);
        if (known != null && known.readAt().plus(DISCOVERY_LIFETIME).isAfter(now)) {
            return known.endpoints();
        }
        Discovered read = new Discovered(discover(issuer), now);
        if (discovered.size() >= MOST_KNOWN) {
            discovered.clear();
        }
        discovered.put(issuer, read);
        return read.endpoints();
    }

    private Endpoints discover(String configuredIssuer) throws SsoFailure {
        String url = configuredIssuer + "/.well-known/openid-configuration";
        HttpResponse<InputStream> answer = send(HttpRequest.newBuilder(URI.create(url))
                .timeout(READ_TIMEOUT)
                .header("Accept", "application/json")
                .GET()
                .build());
        Map<String, Object> document = json(answer, "the discovery document");
        String issuer = text(document, "issuer");
        if (!strip(issuer).equals(configuredIssuer)) {
            throw new SsoFailure(
                    SsoFailure.UNAVAILABLE, "the discovery document names another issuer than the one configured");
        }
        String keys = endpoint(document, "jwks_uri");
        try {
            JWKSource<SecurityContext> source = JWKSourceBuilder.create(
                            URI.create(keys).toURL(), new KeyRetriever())
                    .build();
            return new Endpoints(
                    issuer, endpoint(document, "authorization_endpoint"), endpoint(document, "token_endpoint"), source);
        } catch (MalformedURLException | IllegalArgumentException e) {
            throw new SsoFailure(SsoFailure.UNAVAILABLE, "the discovery document's jwks_uri is not a URL", e);
        }
    }

    /**
     * TLS that trusts the JVM's own trust store (its cacerts, or javax.net.ssl.trustStore), which holds the public
     * certificate authorities, rather than whatever default context the server installed for its own ports.
     */
    private static SSLContext jvmTrust() {
        try {
            TrustManagerFactory trust = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
            trust.init((KeyStore) null);
            SSLContext context = SSLContext.getInstance("TLS");
            context.init(null, trust.getTrustManagers(), null);
            return context;
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Exchanges the authorization code for the provider's answer, and returns its ID token (not yet checked). */
    public String idToken(
            Endpoints endpoints, String clientId, String clientSecret, String code, String verifier, String redirectUri)
            throws SsoFailure {
        Map<String, String> form = new LinkedHashMap<>();
        form.put("grant_type", "authorization_code");
        form.put("code", code);
        form.put("redirect_uri", redirectUri);
        form.put("code_verifier", verifier);
        // client_secret_basic: each part form-encoded first, as the OAuth 2.0 specification has it.
        String credentials = encode(clientId) + ":" + encode(clientSecret);
        HttpResponse<InputStream> answer = send(HttpRequest.newBuilder(URI.create(endpoints.token()))
                .timeout(READ_TIMEOUT)
                .header("Accept", "application/json")
                .header("Content-Type", "application/x-www-form-urlencoded")
                .header(
                        "Authorization",
                        "Basic " + Base64.getEncoder().encodeToString(credentials.getBytes(StandardCharsets.UTF_8)))
                .POST(HttpRequest.BodyPublishers.ofString(query(form)))
                .build());
        Map<String, Object> tokens = json(answer, "the token answer");
        return text(tokens, "id_token");
    }

    /** Parameters as a query string, each name and value percent-encoded (a space as %20). */
    public static String query(Map<String, String> parameters) {
        return parameters.entrySet().stream()
                .map(p -> encode(p.getKey()) + "=" + encode(p.getValue()))
                .collect(Collectors.joining("&"));
    }

    private static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8).replace("+", "%20");
    }

    private HttpResponse<InputStream> send(HttpRequest request) throws SsoFailure {
        requireAllowed(request.uri().toString());
        try {
            return http.send(request, HttpResponse.BodyHandlers.ofInputStream());
        } catch (IOException e) {
            throw new SsoFailure(
                    SsoFailure.UNAVAILABLE,
                    "the provider did not answer " + request.uri().getPath(),
                    e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SsoFailure(SsoFailure.UNAVAILABLE, "interrupted while calling the provider");
        }
    }

    private static Map<String, Object> json(HttpResponse<InputStream> answer, String what) throws SsoFailure {
        byte[] body;
        try (InputStream in = answer.body()) {
            body = in.readNBytes(MAX_ANSWER_BYTES + 1);
        } catch (IOException e) {
            throw new SsoFailure(SsoFailure.UNAVAILABLE, "reading " + what, e);
        }
        if (body.length > MAX_ANSWER_BYTES) {
            throw new SsoFailure(SsoFailure.FAILED, what + " is larger than 1 MiB");
        }
        Map<String, Object> object;
        try {
            object = JSONObjectUtils.parse(new String(body, StandardCharsets.UTF_8));
        } catch (ParseException e) {
            object = Map.of();
        }
        if (answer.statusCode() != 200) {
            // The provider's error code (e.g. invalid_grant) says why; its description may echo the request.
            Object error = object.get("error");
            String code = error instanceof String s && s.matches("[A-Za-z0-9_.-]{1,64}") ? " (" + s + ")" : "";
            throw new SsoFailure(
                    answer.statusCode() >= 500 ? SsoFailure.UNAVAILABLE : SsoFailure.FAILED,
                    what + " came with status " + answer.statusCode() + code);
        }
        if (object.isEmpty()) {
            throw new SsoFailure(SsoFailure.FAILED, what + " is not a JSON object");
        }
        return object;
    }

    private static String text(Map<String, Object> object, String member) throws SsoFailure {
        if (object.get(member) instanceof String value && !value.isBlank() && value.length() <= 100_000) {
            return value;
        }
        throw new SsoFailure(SsoFailure.FAILED, "the provider's answer has no " + member);
    }

    private String endpoint(Map<String, Object> document, String member) throws SsoFailure {
        String url = text(document, member);
        if (url.length() > 2000 || providers.outbound().problemWith(url).isPresent()) {
            throw new SsoFailure(
                    SsoFailure.UNAVAILABLE,
                    "the discovery document's " + member + " is not an https URL the server may call");
        }
        return url;
    }

    /** The provider's address must be one the server may call now, its host resolved. */
    private void requireAllowed(String url) throws SsoFailure {
        Optional<String> problem = providers.outbound().problemResolving(url);
        if (problem.isPresent()) {
            throw new SsoFailure(SsoFailure.UNAVAILABLE, "the provider's address " + problem.get());
        }
    }

    /**
     * Reads the provider's key set, as the library asks for it at any time: only from an address the server may
     * call, checked before each read, following no redirect.
     */
    private final class KeyRetriever extends DefaultResourceRetriever {

        KeyRetriever() {
            super(
                    (int) CONNECT_TIMEOUT.toMillis(),
                    (int) READ_TIMEOUT.toMillis(),
                    MAX_ANSWER_BYTES,
                    true,
                    tls.getSocketFactory());
        }

        @Override
        public Resource retrieveResource(URL url) throws IOException {
            Optional<String> problem = providers.outbound().problemResolving(url.toString());
            if (problem.isPresent()) {
                throw new IOException("the provider's key set " + problem.get());
            }
            return super.retrieveResource(url);
        }

        @Override
        protected HttpURLConnection openHTTPConnection(URL url) throws IOException {
            HttpURLConnection connection = super.openHTTPConnection(url);
            connection.setInstanceFollowRedirects(false);
            return connection;
        }
    }

    private static String strip(String url) {
        String stripped = url.strip();
        while (stripped.endsWith("/")) {
            stripped = stripped.substring(0, stripped.length() - 1);
        }
        return stripped;
    }
}
