package com.propertyportal.http;

import com.propertyportal.monitoring.control.TracedLog;
import com.propertyportal.settings.FailFast;
import com.propertyportal.settings.StartupProblem;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.Initialized;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.net.URI;
import java.util.Locale;
import java.util.Optional;
import java.util.logging.Logger;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The base URL callers reach this service at, for the links it hands out: PUBLIC_BASE_URL when set (a proxy's
 * public name), else this server's own HTTP port on this machine, http://localhost:HTTP_PORT. Never the
 * request's Host header: a link must not point wherever a caller claims the server is.
 */
@ApplicationScoped
public class PublicBaseUrl {

    private static final Logger LOG = TracedLog.of(PublicBaseUrl.class);

    @Inject
    @ConfigProperty(name = "public.base.url")
    Optional<String> configured;

    @Inject
    @ConfigProperty(name = "http.port")
    int httpPort;

    private String base;

    @PostConstruct
    void resolve() {
        base = configured.filter(s -> !s.isBlank()).map(PublicBaseUrl::checked).orElse("http://localhost:" + httpPort);
    }

    /** Says at start-up where links will point, so a wrong or missing PUBLIC_BASE_URL is seen at once. */
    void announce(@Observes @Initialized(ApplicationScoped.class) Object started) {
        if (configured.filter(s -> !s.isBlank()).isPresent()) {
            LOG.info(() -> "Links this server hands out start with " + base + " (PUBLIC_BASE_URL)");
        } else {
            LOG.info(() -> "PUBLIC_BASE_URL is not set: links this server hands out start with " + base
                    + ", its own HTTP port on this machine; set PUBLIC_BASE_URL to the address clients reach it at");
        }
    }

    /** The base URL without a trailing slash, e.g. https://portal.example.com */
    public String get() {
        return base;
    }

    /** Whether clients reach the service over HTTPS (so a cookie it sets may be Secure even behind a proxy). */
    public boolean isHttps() {
        return base.startsWith("https://");
    }

    /** The base URL's origin (scheme, host and port), as a browser's Origin header names it. */
    public String origin() {
        return OwnOrigins.origin(URI.create(base)).orElseThrow();
    }

    /** An absolute http or https URL with no query or fragment; anything else stops the start with the reason. */
    static String checked(String url) {
        String trimmed = url.trim();
        while (trimmed.endsWith("/")) {
            trimmed = trimmed.substring(0, trimmed.length() - 1);
        }
        try {
            URI uri = new URI(trimmed);
            String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
            if ((scheme.equals("http") || scheme.equals("https"))
                    && uri.getHost() != null
                    && uri.getQuery() == null
                    && uri.getFragment() == null
                    && uri.getUserInfo() == null) {
                return trimmed;
            }
        } catch (java.net.URISyntaxException e) {
            // the same answer as any other unusable value
        }
        throw FailFast.stop(StartupProblem.ofSetting(
                "PUBLIC_BASE_URL",
                "'" + url + "' is not an http or https URL without " + "query or fragment",
                "set it to the address clients reach the service at, e.g. https://portal.example.com"));
    }
}
