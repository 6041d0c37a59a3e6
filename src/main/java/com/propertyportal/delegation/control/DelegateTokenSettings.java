package com.propertyportal.delegation.control;

import com.propertyportal.settings.FailFast;
import com.propertyportal.settings.StartupProblem;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.Startup;
import jakarta.inject.Inject;
import java.time.Duration;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The settings of delegate tokens, checked when the server starts so a mistyped one stops it with its name:
 * how long a token lives (DELEGATE_TOKEN_LIFETIME, 30 seconds to an hour), how long a signing key signs before
 * the next is made (DELEGATE_TOKEN_KEY_ROTATION, a day to a year) and the issuer tokens name
 * (DELEGATE_TOKEN_ISSUER, alike on every server of one database).
 */
@ApplicationScoped
public class DelegateTokenSettings {

    static final Duration SHORTEST_LIFETIME = Duration.ofSeconds(30);
    static final Duration LONGEST_LIFETIME = Duration.ofHours(1);
    static final Duration SHORTEST_ROTATION = Duration.ofDays(1);
    static final Duration LONGEST_ROTATION = Duration.ofDays(365);
    static final int MAX_ISSUER = 200;

    @Inject
    @ConfigProperty(name = "delegate-token.lifetime")
    Duration lifetime;

    @Inject
    @ConfigProperty(name = "delegate-token.key-rotation")
    Duration rotation;

    @Inject
    @ConfigProperty(name = "delegate-token.issuer")
    String issuer;

    void atStartup(@Observes Startup startup) {
        check(lifetime, rotation, issuer);
    }

    static void check(Duration lifetime, Duration rotation, String issuer) {
        if (lifetime.compareTo(SHORTEST_LIFETIME) < 0 || lifetime.compareTo(LONGEST_LIFETIME) > 0) {
            throw FailFast.stop(StartupProblem.ofSetting(
                    "DELEGATE_TOKEN_LIFETIME",
                    lifetime + " is not from PT30S to PT1H",
                    "set it within those, e.g. PT5M"));
        }
        if (rotation.compareTo(SHORTEST_ROTATION) < 0 || rotation.compareTo(LONGEST_ROTATION) > 0) {
            throw FailFast.stop(StartupProblem.ofSetting(
                    "DELEGATE_TOKEN_KEY_ROTATION",
                    rotation + " is not from P1D to P365D",
                    "set it within those, e.g. P30D"));
        }
        if (issuer.isBlank() || issuer.length() > MAX_ISSUER || !issuer.strip().equals(issuer)) {
            throw FailFast.stop(StartupProblem.ofSetting(
                    "DELEGATE_TOKEN_ISSUER",
                    "it is empty, longer than " + MAX_ISSUER + " characters or has surrounding spaces",
                    "set it to 1 to " + MAX_ISSUER + " characters, e.g. property-portal"));
        }
    }

    public Duration lifetime() {
        return lifetime;
    }

    public Duration rotation() {
        return rotation;
    }

    public String issuer() {
        return issuer;
    }
}
