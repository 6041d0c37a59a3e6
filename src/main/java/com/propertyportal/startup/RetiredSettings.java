package com.propertyportal.startup;

import com.propertyportal.settings.StartupProblem;
import java.util.List;
import java.util.Optional;
import org.eclipse.microprofile.config.Config;

/**
 * Settings an earlier version read and this one does not: a server configured with one would silently go without
 * what it did, so the start stops and says what took its place. OIDC_ISSUER and its companions made one single
 * sign-on for every organization; each organization now sets its own provider.
 */
final class RetiredSettings {

    static final List<String> SINGLE_SIGN_ON =
            List.of("oidc.issuer", "oidc.client.id", "oidc.client.secret", "oidc.label");

    private RetiredSettings() {}

    static Optional<StartupProblem> problem(Config config) {
        return SINGLE_SIGN_ON.stream()
                .filter(name -> config.getOptionalValue(name, String.class)
                        .filter(value -> !value.isBlank())
                        .isPresent())
                .findFirst()
                .map(name -> StartupProblem.ofSetting(
                        StartupProblem.variable(name),
                        "single sign-on is no longer one server-wide provider: each organization sets its own",
                        "unset OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET and OIDC_LABEL, then set the provider per "
                                + "organization: PUT /api/admin/organizations/{orgId}/sso with the same issuer, client "
                                + "id and secret (docs/users.md#moving-from-oidc_issuer)"));
    }
}
