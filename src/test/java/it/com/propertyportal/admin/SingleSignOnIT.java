package it.com.propertyportal.admin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.Test;

/**
 * The integration-test server runs without OIDC_ISSUER: the console offers no single sign-on and its endpoints
 * are not there. SingleSignOnRestartIT restarts it with the settings.
 */
class SingleSignOnIT {

    @Test
    void withoutAnIssuerTheConsoleOffersNoSingleSignOn() {
        Api.Reply config = Api.get("/admin/sso/config");
        assertEquals(200, config.status(), config::toString);
        JsonObject body = config.json();
        assertFalse(body.getBoolean("enabled"), config::toString);
        assertFalse(body.containsKey("label"), config::toString);
        for (String path : new String[] {"/admin/sso", "/admin/sso/callback?code=c&state=s"}) {
            Api.Reply reply = Api.get(path);
            assertEquals(404, reply.status(), () -> path + ": " + reply);
            assertTrue(reply.header("Set-Cookie") == null, () -> path + " set a cookie: " + reply);
        }
        // The button is there, hidden, until the page's script learns that single sign-on is on.
        assertTrue(Api.get("/admin/sign-in").body().contains("<p id=\"sso\" hidden>"));
    }
}
