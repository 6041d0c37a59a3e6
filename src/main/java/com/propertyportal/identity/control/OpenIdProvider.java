package com.propertyportal.identity.control;

import com.nimbusds.jose.jwk.source.JWKSource;
import com.nimbusds.jose.jwk.source.JWKSourceBuilder;
import com.nimbusds.jose.proc.SecurityContext;
import com.nimbusds.jose.util.DefaultResourceRetriever;
import com.nimbusds.jose.util.JSONObjectUtils;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.InputStream;
import java.net.MalformedURLException;
import java.net.URI;
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
import java.util.stream.Collectors;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;

/**
 * The OpenID provider of OIDC_ISSUER: its discovery document, read when first needed and again an hour later
 * (a failed read is retried at the next sign-on), its signing keys (cached by the library, read again when a
 * token names a key it does not know, at most every 30 seconds), and the code exchange at its token endpoint.
 * Every call has a connect and a read timeout, and an answer larger than 1 MiB is refused.
 */
@ApplicationScoped
public class OpenIdProvider {

    static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(5);
    static final Duration READ_TIMEOUT = Duration.ofSeconds(10);
    static final Duration DISCOVERY_LIFETIME = Duration.ofHours(1);
    static final int MAX_ANSWER_BYTES = 1 << 20;

    @Inject
    SsoSettings settings;

    private final SSLContext tls = jvmTrust();
    private final HttpClient http = HttpClient.newBuilder()
            .connectTimeout(CONNECT_TIMEOUT)
            .followRedirects(HttpClient.Redirect.NEVER)
            .sslContext(tls)
            .build();

    private volatile Discovered discovered;

    /** What the discovery document says: the issuer the tokens name, the endpoints, and the keys. */
    public record Endpoints(String issuer, String authorization, String token, JWKSource<SecurityContext> keys) {}

    private record Discovered(Endpoints endpoints, Instant readAt) {}

    public Endpoints endpoints() throws SsoFailure {
        Discovered known = discovered;
        Instant now = Instant.now();
        if (known != null && known.readAt().plus(DISCOVERY_LIFETIME).isAfter(now)) {
            return known.endpoints();
        }
        synchronized (this) {
            if (discovered == known) {
                discovered = new Discovered(discover(), now);
            }
            return discovered.endpoints();
        }
    }

    private Endpoints discover() throws SsoFailure {
        String url = settings.issuer() + "/.well-known/openid-configuration";
        HttpResponse<InputStream> answer = send(HttpRequest.newBuilder(URI.create(url))
                .timeout(READ_TIMEOUT)
                .header("Accept", "application/json")
                .GET()
                .build());
        Map<String, Object> document = json(answer, "the discovery document");
        String issuer = text(document, "issuer");
        if (!strip(issuer).equals(settings.issuer())) {
            throw new SsoFailure(
                    SsoFailure.UNAVAILABLE, "the discovery document names another issuer than OIDC_ISSUER");
        }
        String keys = endpoint(document, "jwks_uri");
        try {
            JWKSource<SecurityContext> source = JWKSourceBuilder.create(
                            URI.create(keys).toURL(),
                            new DefaultResourceRetriever(
                                    (int) CONNECT_TIMEOUT.toMillis(),
                                    (int) READ_TIMEOUT.toMillis(),
                                    MAX_ANSWER_BYTES,
                                    true,
                                    tls.getSocketFactory()))
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
    public String idToken(Endpoints endpoints, String code, String verifier, String redirectUri) throws SsoFailure {
        Map<String, String> form = new LinkedHashMap<>();
        form.put("grant_type", "authorization_code");
        form.put("code", code);
        form.put("redirect_uri", redirectUri);
        form.put("code_verifier", verifier);
        // client_secret_basic: each part form-encoded first, as the OAuth 2.0 specification has it.
        String credentials = encode(settings.clientId()) + ":" + encode(settings.clientSecret());
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

    private static String endpoint(Map<String, Object> document, String member) throws SsoFailure {
        String url = text(document, member);
        if (url.length() > 2000 || !SsoSettings.allowed(url)) {
            throw new SsoFailure(SsoFailure.UNAVAILABLE, "the discovery document's " + member + " is not an https URL");
        }
        return url;
    }

    private static String strip(String url) {
        String stripped = url.strip();
        while (stripped.endsWith("/")) {
            stripped = stripped.substring(0, stripped.length() - 1);
        }
        return stripped;
    }
}
