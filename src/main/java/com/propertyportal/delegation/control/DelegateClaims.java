package com.propertyportal.delegation.control;

import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * What a delegate token says, once its signature, issuer, audience and times are checked: whose it is (a user
 * of an organization, with the role they had when it was issued, and the version of their credential then), for
 * which app if any, and until when.
 */
public record DelegateClaims(
        String userId,
        String organizationId,
        String role,
        int credentialVersion,
        Optional<String> appClientId,
        String tokenId,
        Instant expiresAt) {

    public DelegateClaims {
        Objects.requireNonNull(userId);
        Objects.requireNonNull(organizationId);
        Objects.requireNonNull(role);
        Objects.requireNonNull(appClientId);
        Objects.requireNonNull(tokenId);
        Objects.requireNonNull(expiresAt);
    }
}
