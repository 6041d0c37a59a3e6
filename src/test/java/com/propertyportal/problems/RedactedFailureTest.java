package com.propertyportal.problems;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.ws.rs.core.MultivaluedHashMap;
import jakarta.ws.rs.core.MultivaluedMap;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import org.junit.jupiter.api.Test;

class RedactedFailureTest {

    private static final String KEY = "ppk_0123456789abcdefABCDEF0123456789xyz123";
    private static final String SESSION = "Qm9vdHN0cmFwU2Vzc2lvblRva2VuMTIz";
    private static final String CSRF = "csrf-token-value-42";

    private static MultivaluedMap<String, String> headers() {
        MultivaluedMap<String, String> headers = new MultivaluedHashMap<>();
        headers.add("X-Token", "some-other-token-value");
        headers.add("Cookie", "theme=dark; portal_console=" + SESSION);
        headers.add("X-CSRF-Token", CSRF);
        headers.add(
                "Authorization",
                "Basic "
                        + Base64.getEncoder()
                                .encodeToString("admin:hunter2-password".getBytes(StandardCharsets.UTF_8)));
        headers.add("Accept", "application/json");
        return headers;
    }

    private static String printed(Throwable failure) {
        StringWriter text = new StringWriter();
        failure.printStackTrace(new PrintWriter(text));
        return text.toString();
    }

    @Test
    void theRequestsCredentialsAreCutOutOfEveryMessageInTheChain() {
        IllegalStateException cause = new IllegalStateException("cookie portal_console=" + SESSION + " rejected");
        RuntimeException failure = new RuntimeException(
                "header x-token=some-other-token-value, csrf " + CSRF + ", password hunter2-password", cause);
        Throwable redacted = RedactedFailure.of(failure, headers());
        String log = printed(redacted);
        for (String secret : new String[] {SESSION, CSRF, "some-other-token-value", "hunter2-password"}) {
            assertFalse(log.contains(secret), secret + " in " + log);
        }
        assertTrue(log.startsWith("java.lang.RuntimeException: header x-token=[redacted]"), log);
        assertTrue(log.contains("Caused by: java.lang.IllegalStateException: cookie [redacted] rejected"), log);
        assertArrayEquals(failure.getStackTrace(), redacted.getStackTrace(), "the frames are kept");
    }

    @Test
    void anythingShapedLikeAnApiKeyIsCutOutEvenWhenNoHeaderCarriedIt() {
        String line = RedactedFailure.of(
                        new IllegalArgumentException("bad value " + KEY + " in body"), new MultivaluedHashMap<>())
                .toString();
        assertEquals("java.lang.IllegalArgumentException: bad value [redacted] in body", line);
    }

    @Test
    void ordinaryHeadersAndMessagesWithoutSecretsAreLeftAlone() {
        String line = RedactedFailure.of(
                        new IllegalArgumentException("Failure parsing MediaType string: " + "application/json"),
                        headers())
                .toString();
        assertEquals("java.lang.IllegalArgumentException: Failure parsing MediaType string: application/json", line);
        assertEquals(
                "java.lang.NullPointerException",
                RedactedFailure.of(new NullPointerException(), headers()).toString());
    }

    @Test
    void aCauseChainThatLoopsEnds() {
        RuntimeException a = new RuntimeException("a");
        RuntimeException b = new RuntimeException("b", a);
        a.initCause(b);
        assertTrue(printed(RedactedFailure.of(b, headers())).contains("Caused by"));
    }
}
