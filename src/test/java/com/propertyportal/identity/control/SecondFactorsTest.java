package com.propertyportal.identity.control;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** The second factor's codes against RFC 6238's own test vectors, and Base32 against RFC 4648's. */
class SecondFactorsTest {

    /** RFC 6238, appendix B: the SHA-1 seed, the ASCII of "12345678901234567890". */
    private static final String SEED = Base32.encode("12345678901234567890".getBytes(StandardCharsets.US_ASCII));

    private final SecondFactors factors = new SecondFactors();

    @Test
    void theRfcsCodesAreTakenAtTheirTimesAndTheStepsEitherSide() {
        // RFC 6238's 8-digit codes; an authenticator shows their last six digits.
        assertEquals(OptionalLong.of(1), factors.matchingStep(SEED, "287082", Instant.ofEpochSecond(59)));
        assertEquals(
                OptionalLong.of(37037036), factors.matchingStep(SEED, "081804", Instant.ofEpochSecond(1111111109)));
        assertEquals(
                OptionalLong.of(41152263), factors.matchingStep(SEED, "005924", Instant.ofEpochSecond(1234567890)));
        assertEquals(
                OptionalLong.of(66666666), factors.matchingStep(SEED, "279037", Instant.ofEpochSecond(2000000000)));
        // A clock 30 seconds off either way still matches; 90 seconds off does not.
        assertEquals(OptionalLong.of(1), factors.matchingStep(SEED, "287082", Instant.ofEpochSecond(89)));
        assertEquals(OptionalLong.of(1), factors.matchingStep(SEED, "287082", Instant.ofEpochSecond(5)));
        assertTrue(
                factors.matchingStep(SEED, "287082", Instant.ofEpochSecond(150)).isEmpty());
    }

    @Test
    void anythingButSixDigitsMatchesNothing() {
        for (String code : new String[] {null, "", "28708", "2870820", "28708a", "94287082", "287 082"}) {
            assertTrue(
                    factors.matchingStep(SEED, code, Instant.ofEpochSecond(59)).isEmpty(), String.valueOf(code));
        }
        assertTrue(
                factors.matchingStep(null, "287082", Instant.ofEpochSecond(59)).isEmpty());
    }

    @Test
    void base32IsRfc4648sWithoutPadding() {
        String[][] vectors = {
            {"", ""},
            {"f", "MY"},
            {"fo", "MZXQ"},
            {"foo", "MZXW6"},
            {"foob", "MZXW6YQ"},
            {"fooba", "MZXW6YTB"},
            {"foobar", "MZXW6YTBOI"}
        };
        for (String[] vector : vectors) {
            byte[] bytes = vector[0].getBytes(StandardCharsets.US_ASCII);
            assertEquals(vector[1], Base32.encode(bytes), vector[0]);
            assertArrayEquals(bytes, Base32.decode(vector[1]), vector[1]);
        }
    }

    @Test
    void theQrCodeIsAnSvgOfDarkModules() {
        String svg = SecondFactors.qrCode("otpauth://totp/Property%20Portal:kim%40example.com?secret=" + SEED);
        assertTrue(svg.startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\""), svg);
        assertTrue(svg.contains("<path d=\"M4,4h1v1h-1z"), "the finder pattern's corner module, inside the quiet zone");
    }
}
