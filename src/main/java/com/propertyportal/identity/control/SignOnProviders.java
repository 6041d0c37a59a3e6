package com.propertyportal.identity.control;

import com.propertyportal.http.OutboundHosts;
import com.propertyportal.identity.entity.SignOnProvider;
import com.propertyportal.input.JsonInput;
import com.propertyportal.input.Violations;
import com.propertyportal.settings.FailFast;
import com.propertyportal.settings.SealedKeys;
import com.propertyportal.settings.StartupProblem;
import com.propertyportal.verification.control.VerificationSecret;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.Startup;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.persistence.PersistenceContext;
import java.net.IDN;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The one writer and reader of organizations' single sign-on providers: an Admin's settings read and checked
 * (every problem named at once), the client secret sealed under a key derived from the servers' shared secret,
 * the provider found for an organization or for the domain of an address. The provider's address must be one the
 * server may call ({@link OutboundHosts} under SSO_ALLOWED_HOSTS): an organization chooses it, so it could
 * otherwise make the server call inward.
 */
@ApplicationScoped
public class SignOnProviders {

    public static final String ALLOWED_HOSTS_SETTING = "SSO_ALLOWED_HOSTS";
    /** Where every provider sends the browser back, under PUBLIC_BASE_URL: what an Admin registers there. */
    public static final String CALLBACK_PATH = "/admin/sso/callback";

    static final String SEALING_PURPOSE = "sso-client-secrets";
    static final String DEFAULT_LABEL = "Sign in with single sign-on";
    static final int MAX_SECRET = 1000;
    private static final Set<String> MEMBERS = Set.of("issuer", "clientId", "clientSecret", "label", "emailDomains");
    private static final Pattern DOMAIN =
            Pattern.compile("(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?");

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    @Inject
    VerificationSecret serverSecret;

    @Inject
    @ConfigProperty(name = "sso.allowed-hosts")
    Optional<String> allowedHosts;

    private SealedKeys sealed;
    private OutboundHosts outbound;

    /** What an Admin sets: every member checked, the secret absent when it is kept. */
    public record Settings(
            String issuer, String clientId, Optional<String> secret, String label, List<String> domains) {}

    @PostConstruct
    void open() {
        sealed = new SealedKeys(serverSecret.derive(SEALING_PURPOSE));
        try {
            outbound = OutboundHosts.of(ALLOWED_HOSTS_SETTING, allowedHosts);
        } catch (IllegalArgumentException e) {
            throw FailFast.stop(
                    StartupProblem.ofSetting(
                            ALLOWED_HOSTS_SETTING,
                            e.getMessage(),
                            "list host names, IP addresses or CIDR ranges, separated by commas, e.g. login.intranet,10.0.0.0/8"));
        }
    }

    /** Creates the bean at start, so that a wrong SSO_ALLOWED_HOSTS stops the start. */
    void checkAtStart(@Observes Startup startup) {}

    /** Where the server may call a provider (every organization's, under SSO_ALLOWED_HOSTS). */
    public OutboundHosts outbound() {
        return outbound;
    }

    /** An Admin's settings from a body, every wrong member named; a first configuration must give the secret. */
    public Settings read(JsonObject body, boolean configured) {
        Violations violations = new Violations();
        JsonInput in = JsonInput.root(body, violations);
        in.rejectUnknown(MEMBERS);
        String issuer = in.requiredString("issuer", SignOnProvider.MAX_URL);
        if (issuer != null) {
            issuer = withoutTrailingSlash(issuer.strip());
            String url = issuer;
            outbound.problemWith(url).ifPresent(problem -> in.reject("issuer", problem));
            if (url.contains("?")) {
                in.reject("issuer", "must have no query: the discovery document is read from <issuer>/.well-known/…");
            }
        }
        String clientId = in.requiredString("clientId", SignOnProvider.MAX_CLIENT_ID);
        Optional<String> secret = in.secret("clientSecret", MAX_SECRET).filter(s -> !s.isBlank());
        if (secret.isEmpty() && !configured) {
            in.reject("clientSecret", "is required when single sign-on is first set up");
        }
        String label = in.string("label", SignOnProvider.MAX_LABEL)
                .map(String::strip)
                .filter(s -> !s.isEmpty())
                .orElse(DEFAULT_LABEL);
        List<String> domains = new ArrayList<>();
        in.strings("emailDomains", SignOnProvider.MAX_DOMAINS, SignOnProvider.MAX_DOMAIN)
                .ifPresent(list -> {
                    Set<String> seen = new LinkedHashSet<>();
                    for (int i = 0; i < list.size(); i++) {
                        Optional<String> domain = domain(list.get(i));
                        if (domain.isEmpty()) {
                            violations.add("emailDomains[" + i + "]", "must be a domain name such as harbor.example");
                        } else if (!seen.add(domain.get())) {
                            violations.add("emailDomains[" + i + "]", "is named twice");
                        }
                    }
                    domains.addAll(seen);
                });
        violations.throwIfAny();
        return new Settings(issuer, clientId.strip(), secret, label, List.copyOf(domains));
    }

    /** The organization's provider, in the caller's transaction. */
    public Optional<SignOnProvider> of(String organizationId) {
        return Optional.ofNullable(em.find(SignOnProvider.class, organizationId));
    }

    /** Sets the organization's provider (a new one, or changed), in the caller's transaction. */
    public SignOnProvider configure(String organizationId, Settings settings, Instant now) {
        SignOnProvider known = em.find(SignOnProvider.class, organizationId, LockModeType.PESSIMISTIC_WRITE);
        boolean created = known == null;
        SignOnProvider provider = created ? new SignOnProvider(organizationId) : known;
        provider.configure(
                settings.issuer(),
                settings.clientId(),
                settings.secret().map(sealed::seal).orElse(null),
                settings.label(),
                settings.domains(),
                now);
        if (created) {
            em.persist(provider);
        }
        return provider;
    }

    /** Removes the organization's provider; whether there was one. */
    public boolean remove(String organizationId) {
        Optional<SignOnProvider> provider = of(organizationId);
        provider.ifPresent(em::remove);
        return provider.isPresent();
    }

    /** The providers whose e-mail domains include this address's domain, by organization id. */
    public List<SignOnProvider> forAddress(String email) {
        String address = email.strip().toLowerCase(Locale.ROOT);
        int at = address.lastIndexOf('@');
        if (at < 1) {
            return List.of();
        }
        return domain(address.substring(at + 1))
                .map(domain -> em.createNamedQuery("SignOnProvider.withDomain", SignOnProvider.class)
                        .setParameter("domain", domain)
                        .setMaxResults(10)
                        .getResultList())
                .orElse(List.of());
    }

    /** Whether any organization has single sign-on (the sign-in page offers it then). */
    public boolean anyConfigured() {
        return !em.createNamedQuery("SignOnProvider.any", String.class)
                .setMaxResults(1)
                .getResultList()
                .isEmpty();
    }

    /** The provider's client secret, opened; empty when it was sealed under another shared secret. */
    public Optional<String> secretOf(SignOnProvider provider) {
        return sealed.open(provider.sealedSecret());
    }

    /** A domain in lower case and ASCII (an internationalized one in its punycode form), or empty. */
    static Optional<String> domain(String text) {
        try {
            String ascii = IDN.toASCII(text.strip(), IDN.ALLOW_UNASSIGNED).toLowerCase(Locale.ROOT);
            return DOMAIN.matcher(ascii).matches() ? Optional.of(ascii) : Optional.empty();
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    private static String withoutTrailingSlash(String url) {
        String stripped = url;
        while (stripped.endsWith("/")) {
            stripped = stripped.substring(0, stripped.length() - 1);
        }
        return stripped;
    }
}
