package com.propertyportal.identity.control;

import com.propertyportal.monitoring.control.TracedLog;
import com.propertyportal.settings.FailFast;
import com.propertyportal.settings.StartupProblem;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.Initialized;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.logging.Logger;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The console's single sign-on settings: on when OIDC_ISSUER is set, which then needs OIDC_CLIENT_ID and
 * OIDC_CLIENT_SECRET. The issuer is an https URL; plain http only on this machine's loopback names, where a
 * test's provider runs. A value that cannot work stops the start with the reason.
 */
@ApplicationScoped
public class SsoSettings {

    private static final Logger LOG = TracedLog.of(SsoSettings.class);
    private static final Set<String> LOOPBACK = Set.of("localhost", "127.0.0.1", "[::1]");
    static final int MAX_LABEL = 60;

    @Inject
    @ConfigProperty(name = "oidc.issuer")
    Optional<String> issuer;

    @Inject
    @ConfigProperty(name = "oidc.client.id")
    Optional<String> clientId;

    @Inject
    @ConfigProperty(name = "oidc.client.secret")
    Optional<String> clientSecret;

    @Inject
    @ConfigProperty(name = "oidc.label")
    String label;

    private String checkedIssuer;
    private SignOnFlows flows;

    @PostConstruct
    void check() {
        Optional<String> configured = issuer.map(String::strip).filter(s -> !s.isEmpty());
        if (configured.isEmpty()) {
            return;
        }
        checkedIssuer = issuer(configured.get());
        if (clientId.filter(s -> !s.isBlank()).isEmpty()
                || clientSecret.filter(s -> !s.isBlank()).isEmpty()) {
            throw FailFast.stop(StartupProblem.ofSetting(
                    "OIDC_CLIENT_ID, OIDC_CLIENT_SECRET",
                    "OIDC_ISSUER is set and they are not",
                    "set both to the client registered at the provider, or unset OIDC_ISSUER"));
        }
        if (label.isBlank() || label.length() > MAX_LABEL) {
            throw FailFast.stop(StartupProblem.ofSetting(
                    "OIDC_LABEL",
                    "it is empty or longer than " + MAX_LABEL + " characters",
                    "set it to the sign-in button's text, 1 to " + MAX_LABEL + " characters"));
        }
        flows = new SignOnFlows(clientSecret.get());
    }

    /** Says at start-up whether the console offers single sign-on, and with which provider. */
    void announce(@Observes @Initialized(ApplicationScoped.class) Object started) {
        if (enabled()) {
            LOG.info(() -> "The console offers single sign-on with " + checkedIssuer + " (OIDC_ISSUER)");
        }
    }

    public boolean enabled() {
        return checkedIssuer != null;
    }

    /** The issuer as configured, without a trailing slash; only when {@link #enabled()}. */
    public String issuer() {
        return checkedIssuer;
    }

    public String clientId() {
        return clientId.orElseThrow().strip();
    }

    /** Never logged and never in an answer: only in the token request's Authorization header and as a key. */
    public String clientSecret() {
        return clientSecret.orElseThrow();
    }

    /** The sign-on cookie's sealing, keyed by the client secret; only when {@link #enabled()}. */
    public SignOnFlows flows() {
        return flows;
    }

    public String label() {
        return label.strip();
    }

    /** An https URL, or http on a loopback name, with a host and no query, fragment or user info. */
    static String issuer(String value) {
        String trimmed = value.strip();
        while (trimmed.endsWith("/")) {
            trimmed = trimmed.substring(0, trimmed.length() - 1);
        }
        if (trimmed.length() <= 2000 && allowed(trimmed) && !trimmed.contains("?")) {
            return trimmed;
        }
        throw FailFast.stop(
                StartupProblem.ofSetting(
                        "OIDC_ISSUER",
                        "'" + value + "' is not an https URL without query or fragment",
                        "set it to the provider's issuer, e.g. https://login.example.com/realm (http only on localhost or 127.0.0.1)"));
    }

    /**
     * Whether a provider's URL may be called: https, or http on a loopback name (for tests on one machine), with no
     * fragment or user info (an endpoint may carry a query, which requests keep).
     */
    static boolean allowed(String url) {
        try {
            URI uri = new URI(url);
            String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
            String host = uri.getHost() == null ? "" : uri.getHost().toLowerCase(Locale.ROOT);
            return (scheme.equals("https") || (scheme.equals("http") && LOOPBACK.contains(host)))
                    && !host.isEmpty()
                    && uri.getRawFragment() == null
                    && uri.getRawUserInfo() == null;
        } catch (URISyntaxException e) {
            return false;
        }
    }
}
