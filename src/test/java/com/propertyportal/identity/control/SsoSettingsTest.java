package com.propertyportal.identity.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class SsoSettingsTest {

    @Test
    void theIssuerIsHttpsOrHttpOnThisMachine() {
        assertEquals(
                "https://login.example.com/realms/staff",
                SsoSettings.issuer("https://login.example.com/realms/staff/"));
        assertEquals("http://localhost:9191", SsoSettings.issuer(" http://localhost:9191 "));
        assertEquals("http://127.0.0.1:9191", SsoSettings.issuer("http://127.0.0.1:9191"));
        for (String refused : List.of(
                "http://login.example.com",
                "ftp://login.example.com",
                "https://login.example.com?tenant=1",
                "https://login.example.com#x",
                "https://user:pw@login.example.com",
                "login.example.com",
                "https://")) {
            assertThrows(IllegalStateException.class, () -> SsoSettings.issuer(refused), refused);
        }
    }

    @Test
    void anEndpointMayCarryAQuery() {
        assertTrue(SsoSettings.allowed("https://login.example.com/authorize?p=b2c_signin"));
        assertFalse(SsoSettings.allowed("http://login.example.com/authorize"));
    }

    @Test
    void anIssuerNeedsTheClientsIdAndSecret() {
        SsoSettings settings = new SsoSettings();
        settings.issuer = Optional.of("https://login.example.com");
        settings.clientId = Optional.of("portal");
        settings.clientSecret = Optional.empty();
        settings.label = "Sign in with SSO";
        assertThrows(IllegalStateException.class, settings::check);
        settings.clientSecret = Optional.of("secret");
        settings.check();
        assertTrue(settings.enabled());
        settings.label = "x".repeat(61);
        assertThrows(IllegalStateException.class, settings::check);
    }

    @Test
    void withoutAnIssuerSingleSignOnIsOff() {
        SsoSettings settings = new SsoSettings();
        settings.issuer = Optional.of(" ");
        settings.clientId = Optional.empty();
        settings.clientSecret = Optional.empty();
        settings.label = "Sign in with SSO";
        settings.check();
        assertFalse(settings.enabled());
    }
}
