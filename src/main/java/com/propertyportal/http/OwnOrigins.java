package com.propertyportal.http;

import com.propertyportal.problems.FieldError;
import com.propertyportal.problems.ProblemException;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The origins this service's own pages are served from: the public base URL's, and this machine's own HTTP
 * and HTTPS ports on the loopback names (localhost, 127.0.0.1, [::1]), where no other site can be. Taken from
 * the configuration, never from the request's Host header, which the client writes.
 */
@ApplicationScoped
public class OwnOrigins {

    @Inject
    PublicBaseUrl baseUrl;

    @Inject
    @ConfigProperty(name = "http.port")
    int httpPort;

    @Inject
    @ConfigProperty(name = "https.port")
    int httpsPort;

    private Set<String> origins;

    @PostConstruct
    void collect() {
        Set<String> own = new TreeSet<>();
        own.add(baseUrl.origin());
        for (String host : new String[] {"localhost", "127.0.0.1", "[::1]"}) {
            if (httpPort > 0) {
                origin(URI.create("http://" + host + ":" + httpPort)).ifPresent(own::add);
            }
            if (httpsPort > 0) {
                origin(URI.create("https://" + host + ":" + httpsPort)).ifPresent(own::add);
            }
        }
        origins = Set.copyOf(own);
    }

    /** Whether an Origin header (or a Referer's origin) names one of these; "null" and anything unparsable never do. */
    public boolean contains(String origin) {
        if (origin == null) {
            return false;
        }
        try {
            return origin(new URI(origin.trim())).filter(origins::contains).isPresent();
        } catch (java.net.URISyntaxException e) {
            return false;
        }
    }

    /**
     * Whether a form posted to the service came from one of its own pages: by the Origin header when the
     * browser sent one, else by Sec-Fetch-Site, else by the Referer. A request with none of them comes from no
     * browser page (a script or a tool), so no other site can have sent it.
     */
    public boolean sentTheForm(String origin, String fetchSite, String referer) {
        if (origin != null) {
            return contains(origin);
        }
        if (fetchSite != null) {
            return fetchSite.trim().equalsIgnoreCase("same-origin");
        }
        return referer == null || contains(referer);
    }

    /**
     * Refuses a form that did not come from one of the service's own pages ({@link #sentTheForm}): 403
     * FOREIGN_ORIGIN naming the header that told, and saying which form ({@code what}) takes only its own page's.
     */
    public void requireTheForm(String origin, String fetchSite, String referer, String what) {
        if (!sentTheForm(origin, fetchSite, referer)) {
            throw new ProblemException(
                    Response.Status.FORBIDDEN,
                    "FOREIGN_ORIGIN",
                    what + " accepts only its own page's form",
                    List.of(new FieldError(
                            origin != null ? "Origin" : fetchSite != null ? "Sec-Fetch-Site" : "Referer",
                            "is not this service's own page")),
                    Map.of());
        }
    }

    /** scheme://host[:port] in lower case, the port only when it is not the scheme's default. */
    static Optional<String> origin(URI uri) {
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        if (!(scheme.equals("http") || scheme.equals("https")) || uri.getHost() == null) {
            return Optional.empty();
        }
        int port = uri.getPort();
        boolean defaultPort =
                port == -1 || scheme.equals("http") && port == 80 || scheme.equals("https") && port == 443;
        return Optional.of(scheme + "://" + uri.getHost().toLowerCase(Locale.ROOT) + (defaultPort ? "" : ":" + port));
    }
}
