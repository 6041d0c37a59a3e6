package com.propertyportal.forms.control;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;

class FormLinksTest {

    private static FormLinks keyed(String secret) {
        FormLinks links = new FormLinks();
        links.key = new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256");
        return links;
    }

    private final FormLinks links = keyed("a test secret");
    private final Instant now = Instant.parse("2026-11-22T12:00:00Z");
    private final String token = links.token("form-1", "card-1", "board-1", now.plusSeconds(60));

    @Test
    void aTokenOpensExactlyItsFormCardAndBoardUntilItExpires() {
        assertTrue(links.admits(token, "form-1", "card-1", "board-1", now));
        assertFalse(links.admits(token, "form-2", "card-1", "board-1", now));
        assertFalse(links.admits(token, "form-1", "card-2", "board-1", now));
        assertFalse(links.admits(token, "form-1", "card-1", "board-2", now));
        assertFalse(links.admits(token, "form-1", "card-1", "board-1", now.plusSeconds(60)));
    }

    @Test
    void aChangedOrForeignTokenIsRefused() {
        String expiry = token.substring(0, token.indexOf('.'));
        String later = (Long.parseLong(expiry) + 3600) + token.substring(token.indexOf('.'));
        assertFalse(links.admits(later, "form-1", "card-1", "board-1", now), "a longer expiry breaks the signature");
        assertFalse(keyed("another secret").admits(token, "form-1", "card-1", "board-1", now));
        assertFalse(links.admits(null, "form-1", "card-1", "board-1", now));
        assertFalse(links.admits("", "form-1", "card-1", "board-1", now));
        assertFalse(links.admits(token + "x", "form-1", "card-1", "board-1", now));
        assertFalse(links.admits("9".repeat(300), "form-1", "card-1", "board-1", now));
    }

    @Test
    void idsCannotBeShiftedBetweenFields() {
        String shifted = links.token("form", "1\ncard-1", "board-1", now.plusSeconds(60));
        assertFalse(links.admits(shifted, "form\n1", "card-1", "board-1", now));
    }
}
