package it.com.propertyportal.verification;

import it.com.propertyportal.Api;
import it.com.propertyportal.Poll;
import java.time.Duration;
import java.util.function.Supplier;

/** The two verification calls. */
final class Verify {

    /** How long the test server's pause between two codes to an address may keep a test waiting, at most. */
    static final Duration PAUSE_DEADLINE = Duration.ofSeconds(10);

    static final Duration BETWEEN_TRIES = Duration.ofMillis(250);

    private Verify() {}

    static Api.Reply initiate(String key, String body) {
        return Api.post("/api/contacts/verify-email", body, "x-token", key);
    }

    static Api.Reply start(String key, String email) {
        return initiate(key, "{\"email\": \"" + email + "\"}");
    }

    /**
     * Starts a verification once the server's pause since the address's last code has passed, asking again
     * while it refuses for the pause alone (such a refusal counts nothing). Any other answer is returned.
     */
    static Api.Reply startAfterPause(Supplier<String> key, String email) {
        return Poll.until(
                PAUSE_DEADLINE, BETWEEN_TRIES, () -> start(key.get(), email), reply -> !refusedForThePause(reply));
    }

    /** A 429 whose first reason is the pause between two codes (a full hour or a spent budget is named first). */
    static boolean refusedForThePause(Api.Reply reply) {
        return reply.status() == 429 && reply.json().getString("message", "").contains("moments ago");
    }

    static Api.Reply confirm(String key, String requestId, String code) {
        return Api.post(
                "/api/contacts/verify-email/" + requestId + "/confirm", "{\"code\": \"" + code + "\"}", "x-token", key);
    }

    static String wrong(String code) {
        return it.com.propertyportal.UsedSecrets.remember(
                String.format("%06d", (Integer.parseInt(code) + 1) % 1_000_000));
    }
}
