package com.propertyportal.identity.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.crypto.MACSigner;
import com.nimbusds.jose.crypto.RSASSASigner;
import com.nimbusds.jose.jwk.JWKSet;
import com.nimbusds.jose.jwk.RSAKey;
import com.nimbusds.jose.jwk.gen.RSAKeyGenerator;
import com.nimbusds.jose.jwk.source.ImmutableJWKSet;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.PlainJWT;
import com.nimbusds.jwt.SignedJWT;
import java.time.Instant;
import java.util.Date;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

/** The ID token checks, against tokens signed here with a key the provider's key set holds, and others. */
class IdTokensTest {

    private static final String ISSUER = "https://login.example.com";
    private static final String CLIENT = "portal";
    private static final String NONCE = "the-nonce";
    private static final String SECRET = "a client secret of thirty-two bytes or more";
    private static final RSAKey KEY = generate("k1");
    private static final RSAKey OTHER_KEY = generate("k1");

    private final OpenIdProvider.Endpoints endpoints = new OpenIdProvider.Endpoints(
            ISSUER, ISSUER + "/auth", ISSUER + "/token", new ImmutableJWKSet<>(new JWKSet(KEY.toPublicJWK())));

    private static RSAKey generate(String id) {
        try {
            return new RSAKeyGenerator(2048).keyID(id).generate();
        } catch (JOSEException e) {
            throw new IllegalStateException(e);
        }
    }

    private static JWTClaimsSet claims(UnaryOperator<JWTClaimsSet.Builder> change) {
        Instant now = Instant.now();
        return change.apply(new JWTClaimsSet.Builder()
                        .issuer(ISSUER)
                        .subject("person-1")
                        .audience(CLIENT)
                        .issueTime(Date.from(now))
                        .expirationTime(Date.from(now.plusSeconds(300)))
                        .claim("nonce", NONCE)
                        .claim("email", " Kim@Example.com ")
                        .claim("email_verified", true))
                .build();
    }

    private static String signed(RSAKey key, JWTClaimsSet claims) throws JOSEException {
        SignedJWT jwt = new SignedJWT(
                new JWSHeader.Builder(JWSAlgorithm.RS256).keyID(key.getKeyID()).build(), claims);
        jwt.sign(new RSASSASigner(key));
        return jwt.serialize();
    }

    private IdTokens.Identity verify(String token) throws SsoFailure {
        return IdTokens.verify(token, endpoints, CLIENT, NONCE, Instant.now());
    }

    private void refused(String reason, String token) {
        SsoFailure failure = assertThrows(SsoFailure.class, () -> verify(token));
        assertEquals(reason, failure.reason(), failure.getMessage());
    }

    @Test
    void aTokenOfTheProviderForThisClientGivesItsVerifiedAddress() throws Exception {
        assertEquals("kim@example.com", verify(signed(KEY, claims(c -> c))).email());
        assertEquals(
                "kim@example.com",
                verify(signed(KEY, claims(c -> c.claim("email_verified", "true"))))
                        .email());
    }

    @Test
    void aTokenForAnotherClientIssuerOrSignOnIsRefused() throws Exception {
        refused(SsoFailure.FAILED, signed(KEY, claims(c -> c.audience("another-client"))));
        refused(SsoFailure.FAILED, signed(KEY, claims(c -> c.audience(List.of(CLIENT, "another-client")))));
        refused(SsoFailure.FAILED, signed(KEY, claims(c -> c.issuer("https://evil.example"))));
        refused(SsoFailure.FAILED, signed(KEY, claims(c -> c.claim("nonce", "another-nonce"))));
        refused(SsoFailure.FAILED, signed(KEY, claims(c -> c.claim("nonce", null))));
    }

    @Test
    void anExpiredOrFutureTokenIsRefused() throws Exception {
        Instant now = Instant.now();
        refused(SsoFailure.FAILED, signed(KEY, claims(c -> c.expirationTime(Date.from(now.minusSeconds(120))))));
        refused(SsoFailure.FAILED, signed(KEY, claims(c -> c.issueTime(Date.from(now.plusSeconds(300))))));
        refused(SsoFailure.FAILED, signed(KEY, claims(c -> c.expirationTime(null))));
    }

    @Test
    void onlyTheProvidersKeysSignAToken() throws Exception {
        refused(SsoFailure.FAILED, signed(OTHER_KEY, claims(c -> c)));
        refused(SsoFailure.FAILED, new PlainJWT(claims(c -> c)).serialize());
        // HS256 with the client secret as key: a token anyone who knows the secret could make.
        SignedJWT mac = new SignedJWT(new JWSHeader(JWSAlgorithm.HS256), claims(c -> c));
        mac.sign(new MACSigner(SECRET));
        refused(SsoFailure.FAILED, mac.serialize());
        refused(SsoFailure.FAILED, "not a token");
    }

    @Test
    void anAddressTheProviderDidNotVerifyIsRefused() throws Exception {
        refused(SsoFailure.UNVERIFIED, signed(KEY, claims(c -> c.claim("email_verified", false))));
        refused(SsoFailure.UNVERIFIED, signed(KEY, claims(c -> c.claim("email_verified", null))));
        refused(SsoFailure.UNVERIFIED, signed(KEY, claims(c -> c.claim("email", null))));
        refused(SsoFailure.UNVERIFIED, signed(KEY, claims(c -> c.claim("email", "x".repeat(400)))));
    }
}
