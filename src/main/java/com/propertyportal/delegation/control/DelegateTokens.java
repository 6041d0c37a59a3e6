package com.propertyportal.delegation.control;

import com.propertyportal.delegation.entity.App;
import com.propertyportal.identity.entity.User;
import com.propertyportal.identity.entity.UserStatus;
import com.propertyportal.monitoring.control.TracedLog;
import com.propertyportal.organizations.entity.Organization;
import com.propertyportal.persistence.Ids;
import com.propertyportal.problems.ProblemException;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.ws.rs.core.Response;
import java.time.Clock;
import java.time.Instant;
import java.util.Optional;
import java.util.logging.Logger;

/**
 * Delegate tokens: issued to a signed-in organization user (for an app of their organization, or none), and
 * verified back into the {@link Delegation} they stand for. A token that fails any check (signature, key,
 * issuer, audience, time, a user archived or moved, a credential that moved on since it was issued, an app
 * removed) gets one answer, a 401, and the log says which check failed, never the token.
 */
@ApplicationScoped
public class DelegateTokens {

    private static final Logger LOG = TracedLog.of(DelegateTokens.class);

    @Inject
    SigningKeys keys;

    @Inject
    DelegateTokenSettings settings;

    @Inject
    Clock clock;

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    private TokenCodec codec;

    /** A token and when it expires. */
    public record Issued(String token, Instant expiresAt) {}

    @PostConstruct
    void openCodec() {
        codec = new TokenCodec(settings.issuer());
    }

    public Issued issue(User user, Optional<App> app) {
        Instant now = clock.instant();
        Instant expires = now.plus(settings.lifetime());
        DelegateClaims claims = new DelegateClaims(
                user.id(),
                user.organizationId(),
                user.role().wire(),
                user.credentialVersion(),
                app.map(App::id),
                Ids.newId(),
                expires);
        return new Issued(codec.issue(claims, keys.signing(), now), expires);
    }

    /** The delegation a token stands for, or a 401. */
    public Delegation verify(String token) {
        DelegateClaims claims;
        try {
            claims = codec.read(token, keys::trusted, clock.instant());
        } catch (TokenCodec.InvalidToken e) {
            throw refused(e.getMessage());
        }
        Organization organization = em.find(Organization.class, claims.organizationId());
        User user = em.find(User.class, claims.userId());
        if (organization == null || user == null || !user.organizationId().equals(organization.id())) {
            throw refused("no such user of the organization");
        }
        if (user.status() != UserStatus.ACTIVE) {
            throw refused("the user is " + user.status().wire());
        }
        if (user.credentialVersion() != claims.credentialVersion()) {
            // A new password, role or status, or "sign out everywhere", since the token was issued.
            throw refused("the user's credential moved on since the token was issued");
        }
        Optional<App> app = Optional.empty();
        if (claims.appClientId().isPresent()) {
            app = Optional.ofNullable(em.find(App.class, claims.appClientId().get()))
                    .filter(found -> found.organizationId().equals(organization.id()));
            if (app.isEmpty()) {
                throw refused("the app was removed");
            }
        }
        return new Delegation(user, organization, app, claims);
    }

    /** The one answer to every token refused; the reason goes to the log alone. */
    public static ProblemException invalid() {
        return new ProblemException(
                Response.Status.UNAUTHORIZED, "INVALID_TOKEN", "The delegate token is invalid or has expired");
    }

    private static ProblemException refused(String reason) {
        LOG.fine(() -> "Refused a delegate token: " + reason);
        return invalid();
    }
}
