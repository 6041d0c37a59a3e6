package com.propertyportal.delegation.control;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JOSEObjectType;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.crypto.ECDSASigner;
import com.nimbusds.jose.crypto.ECDSAVerifier;
import com.nimbusds.jose.jwk.ECKey;
import com.nimbusds.jose.util.Base64URL;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.SignedJWT;
import java.math.BigInteger;
import java.text.ParseException;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.Date;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Writes and reads delegate tokens: compact JWTs signed with ES256 by a key named in the header's {@code kid}.
 * Reading accepts only ES256 (never {@code none}, never an HMAC that a public key could be fed to), only a key
 * it knows, only its own issuer and audience, and only within the token's lifetime (allowing {@link #SKEW}
 * between servers' clocks); every refusal is the one {@link InvalidToken}, whose reason is for the log alone.
 * A token has one spelling: each part in canonical base64url (no padding, no stray bits) and the signature's
 * {@code s} in the lower half of the curve's order (an ECDSA signature {@code (r, s)} is as valid as
 * {@code (r, n - s)}); the writer makes it so, and the reader refuses any other.
 */
public final class TokenCodec {

    /** Longer text is no token of ours (a token is about 400 characters). */
    public static final int MAX_LENGTH = 4096;

    /** How far the clocks of two servers may differ. */
    static final Duration SKEW = Duration.ofSeconds(30);

    static final String AUDIENCE = "property-portal";

    /** The order of P-256's base point; an ES256 signature is r and s of 32 bytes each, both below it. */
    static final BigInteger ORDER =
            new BigInteger("FFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551", 16);

    static final BigInteger HALF_ORDER = ORDER.shiftRight(1);

    private final String issuer;

    public TokenCodec(String issuer) {
        this.issuer = issuer;
    }

    /** A refused token; the reason names what failed, for the server's log, never for the caller. */
    public static final class InvalidToken extends Exception {
        public InvalidToken(String reason) {
            super(reason, null, false, false);
        }
    }

    public String issue(DelegateClaims claims, ECKey key, Instant now) {
        JWTClaimsSet.Builder set = new JWTClaimsSet.Builder()
                .issuer(issuer)
                .audience(AUDIENCE)
                .subject(claims.userId())
                .claim("companyId", claims.organizationId())
                .claim("role", claims.role())
                .claim("ver", claims.credentialVersion())
                .jwtID(claims.tokenId())
                .issueTime(Date.from(now))
                .notBeforeTime(Date.from(now))
                .expirationTime(Date.from(claims.expiresAt()));
        claims.appClientId().ifPresent(app -> set.claim("appClientId", app));
        SignedJWT jwt = new SignedJWT(
                new JWSHeader.Builder(JWSAlgorithm.ES256)
                        .keyID(key.getKeyID())
                        .type(JOSEObjectType.JWT)
                        .build(),
                set.build());
        try {
            jwt.sign(new ECDSASigner(key));
        } catch (JOSEException e) {
            throw new IllegalStateException("cannot sign a delegate token", e);
        }
        String signed = jwt.serialize();
        return signed.substring(0, signed.lastIndexOf('.') + 1)
                + Base64URL.encode(lowS(jwt.getSignature().decode()));
    }

    /** The signature with s in the lower half of the order: (r, n - s) when s is in the upper half. */
    static byte[] lowS(byte[] signature) {
        BigInteger s = new BigInteger(1, Arrays.copyOfRange(signature, 32, 64));
        if (s.compareTo(HALF_ORDER) <= 0) {
            return signature;
        }
        byte[] lower = ORDER.subtract(s).toByteArray();
        byte[] normalized = Arrays.copyOf(signature, 64);
        Arrays.fill(normalized, 32, 64, (byte) 0);
        int length = Math.min(lower.length, 32);
        System.arraycopy(lower, lower.length - length, normalized, 64 - length, length);
        return normalized;
    }

    /** The claims of a token this service signed with one of {@code keys} and that holds at {@code now}. */
    public DelegateClaims read(String token, Function<String, Optional<ECKey>> keys, Instant now) throws InvalidToken {
        if (token == null || token.isEmpty() || token.length() > MAX_LENGTH) {
            throw new InvalidToken("empty or longer than " + MAX_LENGTH + " characters");
        }
        SignedJWT jwt;
        try {
            jwt = SignedJWT.parse(token);
        } catch (ParseException e) {
            throw new InvalidToken("not a signed JWT");
        }
        JWSHeader header = jwt.getHeader();
        if (!JWSAlgorithm.ES256.equals(header.getAlgorithm())) {
            throw new InvalidToken("algorithm " + header.getAlgorithm());
        }
        if (header.getCriticalParams() != null && !header.getCriticalParams().isEmpty()) {
            throw new InvalidToken("critical header parameters");
        }
        requireOneSpelling(token);
        String kid = header.getKeyID();
        ECKey key = (kid == null || kid.length() > 64 ? Optional.<ECKey>empty() : keys.apply(kid))
                .orElseThrow(() -> new InvalidToken("unknown key id"));
        try {
            if (!jwt.verify(new ECDSAVerifier(key.toECPublicKey()))) {
                throw new InvalidToken("signature");
            }
        } catch (JOSEException e) {
            throw new InvalidToken("signature: " + e.getClass().getSimpleName());
        }
        JWTClaimsSet set;
        try {
            set = jwt.getJWTClaimsSet();
        } catch (ParseException e) {
            throw new InvalidToken("claims");
        }
        if (!issuer.equals(set.getIssuer())) {
            throw new InvalidToken("issuer");
        }
        List<String> audience = set.getAudience();
        if (audience == null || !audience.equals(List.of(AUDIENCE))) {
            throw new InvalidToken("audience");
        }
        Instant expires = instant(set.getExpirationTime(), "exp");
        if (!now.isBefore(expires.plus(SKEW))) {
            throw new InvalidToken("expired");
        }
        if (instant(set.getIssueTime(), "iat").isAfter(now.plus(SKEW))
                || instant(set.getNotBeforeTime(), "nbf").isAfter(now.plus(SKEW))) {
            throw new InvalidToken("not yet valid");
        }
        try {
            return new DelegateClaims(
                    text(set.getSubject(), "sub"),
                    text(set.getStringClaim("companyId"), "companyId"),
                    text(set.getStringClaim("role"), "role"),
                    version(set.getClaim("ver")),
                    Optional.ofNullable(set.getStringClaim("appClientId")).map(a -> text(a, "appClientId")),
                    text(set.getJWTID(), "jti"),
                    expires);
        } catch (ParseException | IllegalArgumentException e) {
            throw new InvalidToken("claims: " + e.getMessage());
        }
    }

    /**
     * Three parts of canonical base64url (what decoding and encoding again gives back unchanged), and an ES256
     * signature of 64 bytes whose r and s are below the order and whose s is in its lower half.
     */
    private static void requireOneSpelling(String token) throws InvalidToken {
        String[] parts = token.split("\\.", -1);
        if (parts.length != 3) {
            throw new InvalidToken("not three parts");
        }
        for (String part : parts) {
            if (part.isEmpty()
                    || !Base64URL.encode(new Base64URL(part).decode())
                            .toString()
                            .equals(part)) {
                throw new InvalidToken("a part not in canonical base64url");
            }
        }
        byte[] signature = new Base64URL(parts[2]).decode();
        if (signature.length != 64) {
            throw new InvalidToken("a signature of " + signature.length + " bytes");
        }
        BigInteger r = new BigInteger(1, Arrays.copyOfRange(signature, 0, 32));
        BigInteger s = new BigInteger(1, Arrays.copyOfRange(signature, 32, 64));
        if (r.signum() == 0 || r.compareTo(ORDER) >= 0 || s.signum() == 0 || s.compareTo(HALF_ORDER) > 0) {
            throw new InvalidToken("a signature outside its one form (high s, or r or s out of range)");
        }
    }

    /** The credential version a token names; one without is from before tokens named it, and is refused. */
    private static int version(Object claim) {
        if (claim instanceof Number number && number.longValue() >= 0 && number.longValue() <= Integer.MAX_VALUE) {
            return number.intValue();
        }
        throw new IllegalArgumentException("ver");
    }

    private static Instant instant(Date date, String claim) throws InvalidToken {
        if (date == null) {
            throw new InvalidToken("no " + claim);
        }
        return date.toInstant();
    }

    private static String text(String value, String claim) {
        if (value == null || value.isEmpty() || value.length() > 64) {
            throw new IllegalArgumentException(claim);
        }
        return value;
    }
}
