package com.propertyportal.identity.control;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.proc.BadJOSEException;
import com.nimbusds.jose.proc.JWSVerificationKeySelector;
import com.nimbusds.jose.proc.SecurityContext;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.proc.DefaultJWTClaimsVerifier;
import com.nimbusds.jwt.proc.DefaultJWTProcessor;
import com.propertyportal.identity.entity.User;
import java.text.ParseException;
import java.time.Duration;
import java.time.Instant;
import java.util.Date;
import java.util.List;
import java.util.Set;

/**
 * Checks an ID token as OpenID Connect Core asks of a client: signed with RS256 or ES256 by a key of the provider's
 * key set (never unsigned, never with the client secret), issued by the discovered issuer for this client, not
 * expired, not issued in the future, beyond a minute's clock skew, and carrying the nonce this sign-on sent.
 * Then its verified e-mail address.
 */
public final class IdTokens {

    static final Duration CLOCK_SKEW = Duration.ofSeconds(60);
    static final Set<JWSAlgorithm> ALGORITHMS = Set.of(JWSAlgorithm.RS256, JWSAlgorithm.ES256);

    /** The signed-in person's address, trimmed and in lower case as users' addresses are kept. */
    public record Identity(String email) {}

    private IdTokens() {}

    public static Identity verify(
            String idToken, OpenIdProvider.Endpoints endpoints, String clientId, String nonce, Instant now)
            throws SsoFailure {
        DefaultJWTProcessor<SecurityContext> processor = new DefaultJWTProcessor<>();
        processor.setJWSKeySelector(new JWSVerificationKeySelector<>(ALGORITHMS, endpoints.keys()));
        DefaultJWTClaimsVerifier<SecurityContext> claims = new DefaultJWTClaimsVerifier<>(
                Set.of(clientId),
                new JWTClaimsSet.Builder()
                        .issuer(endpoints.issuer())
                        .claim("nonce", nonce)
                        .build(),
                Set.of("sub", "iat", "exp"),
                Set.of());
        claims.setMaxClockSkew((int) CLOCK_SKEW.toSeconds());
        processor.setJWTClaimsSetVerifier(claims);
        JWTClaimsSet verified;
        try {
            verified = processor.process(idToken, null);
        } catch (ParseException | BadJOSEException | JOSEException e) {
            throw new SsoFailure(SsoFailure.FAILED, "the ID token was refused: " + e.getMessage());
        }
        requireIssuedBefore(verified.getIssueTime(), now);
        requireAuthorizedParty(verified, clientId);
        return new Identity(verifiedEmail(verified));
    }

    private static void requireIssuedBefore(Date issued, Instant now) throws SsoFailure {
        if (issued.toInstant().isAfter(now.plus(CLOCK_SKEW))) {
            throw new SsoFailure(SsoFailure.FAILED, "the ID token was issued in the future");
        }
    }

    /** A token for several audiences names this client as the one it was issued to. */
    private static void requireAuthorizedParty(JWTClaimsSet claims, String clientId) throws SsoFailure {
        List<String> audience = claims.getAudience();
        Object azp = claims.getClaim("azp");
        if ((audience.size() > 1 || azp != null) && !clientId.equals(azp)) {
            throw new SsoFailure(SsoFailure.FAILED, "the ID token was issued to another party (azp)");
        }
    }

    private static String verifiedEmail(JWTClaimsSet claims) throws SsoFailure {
        if (!(claims.getClaim("email") instanceof String email)
                || email.isBlank()
                || User.normalized(email).length() > User.MAX_EMAIL) {
            throw new SsoFailure(
                    SsoFailure.UNVERIFIED, "the ID token has no e-mail address (is the scope email granted?)");
        }
        Object verified = claims.getClaim("email_verified");
        // Some providers send the flag as the string "true".
        if (!(Boolean.TRUE.equals(verified) || "true".equals(verified))) {
            throw new SsoFailure(SsoFailure.UNVERIFIED, "the provider did not say the e-mail address is verified");
        }
        return User.normalized(email);
    }
}
