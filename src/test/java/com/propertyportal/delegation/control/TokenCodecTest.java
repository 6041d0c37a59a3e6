package com.propertyportal.delegation.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.nimbusds.jose.JOSEObjectType;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.PlainHeader;
import com.nimbusds.jose.crypto.ECDSAVerifier;
import com.nimbusds.jose.crypto.MACSigner;
import com.nimbusds.jose.jwk.Curve;
import com.nimbusds.jose.jwk.ECKey;
import com.nimbusds.jose.jwk.gen.ECKeyGenerator;
import com.nimbusds.jose.util.Base64URL;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.PlainJWT;
import com.nimbusds.jwt.SignedJWT;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.Base64;
import java.util.Date;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

class TokenCodecTest {

    static final Instant NOW = Instant.parse("2026-11-26T12:00:00Z");
    static final TokenCodec CODEC = new TokenCodec("property-portal");

    final ECKey key = generate("k1");
    final Function<String, Optional<ECKey>> keys =
            kid -> Optional.ofNullable(Map.of("k1", key).get(kid)).map(ECKey::toPublicJWK);

    static ECKey generate(String kid) {
        try {
            return new ECKeyGenerator(Curve.P_256).keyID(kid).generate();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    static DelegateClaims claims(Optional<String> app, Instant expires) {
        return new DelegateClaims("user-1", "org-1", "Staff", 3, app, "jti-1", expires);
    }

    String issued() {
        return CODEC.issue(claims(Optional.of("app_1"), NOW.plus(Duration.ofMinutes(5))), key, NOW);
    }

    @Test
    void readsBackWhatItIssued() throws Exception {
        DelegateClaims read = CODEC.read(issued(), keys, NOW.plusSeconds(60));
        assertEquals(claims(Optional.of("app_1"), NOW.plus(Duration.ofMinutes(5))), read);
        DelegateClaims withoutApp =
                CODEC.read(CODEC.issue(claims(Optional.empty(), NOW.plusSeconds(300)), key, NOW), keys, NOW);
        assertEquals(Optional.empty(), withoutApp.appClientId());
    }

    @Test
    void refusesAnExpiredToken() {
        String token = issued();
        assertRefused(token, NOW.plus(Duration.ofMinutes(5)).plus(TokenCodec.SKEW), "expired");
    }

    @Test
    void refusesATokenIssuedInTheFuture() {
        assertRefused(issued(), NOW.minus(TokenCodec.SKEW).minusSeconds(1), "not yet valid");
    }

    @Test
    void refusesATamperedPayload() {
        String[] parts = issued().split("\\.");
        String payload = new String(Base64.getUrlDecoder().decode(parts[1]), StandardCharsets.UTF_8)
                .replace("\"org-1\"", "\"org-2\"");
        String tampered = parts[0] + "."
                + Base64.getUrlEncoder().withoutPadding().encodeToString(payload.getBytes(StandardCharsets.UTF_8)) + "."
                + parts[2];
        assertRefused(tampered, NOW, "signature");
    }

    @Test
    void refusesAnUnsignedToken() {
        PlainJWT plain = new PlainJWT(new PlainHeader(), claimSet("property-portal", "property-portal"));
        assertRefused(plain.serialize(), NOW, "not a signed JWT");
        // alg none written by hand, with the kid of a known key and an empty signature
        String header = Base64.getUrlEncoder()
                .withoutPadding()
                .encodeToString("{\"alg\":\"none\",\"kid\":\"k1\"}".getBytes(StandardCharsets.UTF_8));
        String body = issued().split("\\.")[1];
        assertRefused(header + "." + body + ".", NOW, "not a signed JWT");
    }

    @Test
    void refusesAnHmacTokenKeyedWithThePublicKey() throws Exception {
        SignedJWT forged = new SignedJWT(
                new JWSHeader.Builder(JWSAlgorithm.HS256)
                        .keyID("k1")
                        .type(JOSEObjectType.JWT)
                        .build(),
                claimSet("property-portal", "property-portal"));
        byte[] secret = key.toPublicJWK().toJSONString().getBytes(StandardCharsets.UTF_8);
        forged.sign(new MACSigner(secret));
        assertRefused(forged.serialize(), NOW, "algorithm HS256");
    }

    @Test
    void refusesAnUnknownKeyAndAnotherKeysSignature() {
        ECKey other = generate("k2");
        String byUnknown = CODEC.issue(claims(Optional.empty(), NOW.plusSeconds(300)), other, NOW);
        assertRefused(byUnknown, NOW, "unknown key id");
        ECKey impostor = generate("k1");
        String byImpostor = CODEC.issue(claims(Optional.empty(), NOW.plusSeconds(300)), impostor, NOW);
        assertRefused(byImpostor, NOW, "signature");
    }

    @Test
    void refusesAnotherIssuerOrAudience() throws Exception {
        assertRefused(sign(claimSet("someone-else", "property-portal")), NOW, "issuer");
        assertRefused(sign(claimSet("property-portal", "another-audience")), NOW, "audience");
    }

    @Test
    void refusesMissingClaims() throws Exception {
        JWTClaimsSet noCompany = new JWTClaimsSet.Builder(claimSet("property-portal", "property-portal"))
                .claim("companyId", null)
                .build();
        assertRefused(sign(noCompany), NOW, "claims: companyId");
        JWTClaimsSet noExpiry = new JWTClaimsSet.Builder(claimSet("property-portal", "property-portal"))
                .expirationTime(null)
                .build();
        assertRefused(sign(noExpiry), NOW, "no exp");
    }

    @Test
    void refusesWhatIsNoToken() {
        assertRefused("", NOW, "empty or longer than 4096 characters");
        assertRefused("x".repeat(4097), NOW, "empty or longer than 4096 characters");
        assertRefused("a.b.c", NOW, "not a signed JWT");
        assertRefused("\u0000", NOW, "not a signed JWT");
    }

    private String sign(JWTClaimsSet set) throws Exception {
        SignedJWT jwt = new SignedJWT(
                new JWSHeader.Builder(JWSAlgorithm.ES256).keyID("k1").build(), set);
        jwt.sign(new com.nimbusds.jose.crypto.ECDSASigner(key));
        String signed = jwt.serialize();
        return signed.substring(0, signed.lastIndexOf('.') + 1)
                + Base64URL.encode(TokenCodec.lowS(jwt.getSignature().decode()));
    }

    /** The same signature with s replaced by n - s: as valid to ECDSA, and a second spelling of the token. */
    private static String highS(String token) {
        String[] parts = token.split("\\.");
        byte[] signature = new Base64URL(parts[2]).decode();
        BigInteger s = new BigInteger(1, Arrays.copyOfRange(signature, 32, 64));
        byte[] flipped = TokenCodec.ORDER.subtract(s).toByteArray();
        byte[] high = Arrays.copyOf(signature, 64);
        Arrays.fill(high, 32, 64, (byte) 0);
        int length = Math.min(flipped.length, 32);
        System.arraycopy(flipped, flipped.length - length, high, 64 - length, length);
        return parts[0] + "." + parts[1] + "." + Base64URL.encode(high);
    }

    @Test
    void issuesOnlyLowSSignaturesAndRefusesTheHighSTwinOfEach() throws Exception {
        for (int i = 0; i < 64; i++) {
            String token = issued();
            byte[] signature = new Base64URL(token.split("\\.")[2]).decode();
            assertTrue(new BigInteger(1, Arrays.copyOfRange(signature, 32, 64)).compareTo(TokenCodec.HALF_ORDER) <= 0);
            assertEquals("user-1", CODEC.read(token, keys, NOW).userId());
            String twin = highS(token);
            assertTrue(
                    key.toECPublicKey() != null && SignedJWT.parse(twin).verify(new ECDSAVerifier(key.toECPublicKey())),
                    "the high-s twin is a valid ECDSA signature");
            assertRefused(twin, NOW, "a signature outside its one form (high s, or r or s out of range)");
        }
    }

    @Test
    void refusesAPartInAnyButItsCanonicalBase64url() {
        String token = issued();
        String[] parts = token.split("\\.");
        // The last character of a 64-byte signature carries 4 bits of padding; another letter with the same
        // 2 data bits decodes to the same bytes.
        char last = parts[2].charAt(parts[2].length() - 1);
        int value = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".indexOf(last);
        char twin = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".charAt(value ^ 1);
        String stray = parts[0] + "." + parts[1] + "." + parts[2].substring(0, parts[2].length() - 1) + twin;
        assertRefused(stray, NOW, "a part not in canonical base64url");
        assertRefused(parts[0] + "=." + parts[1] + "." + parts[2], NOW, "a part not in canonical base64url");
    }

    @Test
    void refusesATokenWithoutItsCredentialVersion() throws Exception {
        assertRefused(sign(claimSet("property-portal", "property-portal")), NOW, "claims: ver");
        DelegateClaims read = CODEC.read(
                sign(new JWTClaimsSet.Builder(claimSet("property-portal", "property-portal"))
                        .claim("ver", 7)
                        .build()),
                keys,
                NOW);
        assertEquals(7, read.credentialVersion());
    }

    private static JWTClaimsSet claimSet(String issuer, String audience) {
        return new JWTClaimsSet.Builder()
                .issuer(issuer)
                .audience(audience)
                .subject("user-1")
                .claim("companyId", "org-1")
                .claim("role", "Admin")
                .jwtID("j")
                .issueTime(Date.from(NOW))
                .notBeforeTime(Date.from(NOW))
                .expirationTime(Date.from(NOW.plusSeconds(300)))
                .build();
    }

    private void assertRefused(String token, Instant at, String reason) {
        TokenCodec.InvalidToken refused =
                assertThrows(TokenCodec.InvalidToken.class, () -> CODEC.read(token, keys, at));
        assertEquals(reason, refused.getMessage());
    }
}
