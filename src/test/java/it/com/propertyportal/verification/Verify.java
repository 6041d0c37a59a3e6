package it.com.propertyportal.verification;

import it.com.propertyportal.Api;

/** The two verification calls. */
final class Verify {

    private Verify() {
    }

    static Api.Reply initiate(String key, String body) {
        return Api.post("/api/contacts/verify-email", body, "x-token", key);
    }

    static Api.Reply start(String key, String email) {
        return initiate(key, "{\"email\": \"" + email + "\"}");
    }

    static Api.Reply confirm(String key, String requestId, String code) {
        return Api.post("/api/contacts/verify-email/" + requestId + "/confirm", "{\"code\": \"" + code + "\"}",
                "x-token", key);
    }

    static String wrong(String code) {
        return it.com.propertyportal.UsedSecrets.remember(String.format("%06d", (Integer.parseInt(code) + 1) % 1_000_000));
    }
}
