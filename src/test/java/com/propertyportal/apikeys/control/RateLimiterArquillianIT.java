package com.propertyportal.apikeys.control;

import com.propertyportal.persistence.InContainer;
import jakarta.inject.Inject;
import jakarta.json.Json;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.io.File;
import java.time.Instant;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Both windows of the limiter against the real ledger, with the clock under the test's control. */
@ExtendWith(ArquillianExtension.class)
class RateLimiterArquillianIT {

    @Deployment
    static WebArchive deployment() {
        WebArchive app = ShrinkWrap.createFromZipFile(WebArchive.class, new File("target/property-portal.war"));
        return ShrinkWrap.create(WebArchive.class, "rate-limit-it.war").merge(app)
                .addClasses(RateLimiterArquillianIT.class, InContainer.class);
    }

    @Inject
    RateLimiter limiter;

    @Inject
    InContainer container;


    private String newKey() {
        String org = "org-" + UUID.randomUUID();
        String board = "board-" + UUID.randomUUID();
        container.importDocument(Json.createObjectBuilder()
                .add("organizations", Json.createArrayBuilder().add(Json.createObjectBuilder().add("_id", org)
                        .add("name", "Limits")))
                .add("boards", Json.createArrayBuilder().add(Json.createObjectBuilder().add("_id", board)
                        .add("companyId", org).add("name", "B"))).build());
        return container.issueKey(board).apiKey().id();
    }

    @Test
    void aBurstIsCutAtThePerSecondLimitAndTheNextSecondAdmitsAgain() {
        String key = newKey();
        Instant second = Instant.parse("2030-01-01T10:00:05Z");
        for (int i = 0; i < 5; i++) {
            assertTrue(limiter.admit(key, second, 5, 100).admitted(), "request " + i);
        }
        RateLimiter.Decision refused = limiter.admit(key, second, 5, 100);
        assertFalse(refused.admitted());
        assertEquals(1, refused.retryAfterSeconds());
        assertTrue(limiter.admit(key, second.plusSeconds(1), 5, 100).admitted());
    }

    @Test
    void theMinuteLimitHoldsAcrossSecondsAndResetsWithTheMinute() {
        String key = newKey();
        Instant start = Instant.parse("2030-01-01T10:01:00Z");
        for (int i = 0; i < 8; i++) {
            assertTrue(limiter.admit(key, start.plusSeconds(i), 5, 8).admitted(), "request " + i);
        }
        RateLimiter.Decision refused = limiter.admit(key, start.plusSeconds(20), 5, 8);
        assertFalse(refused.admitted());
        assertEquals(40, refused.retryAfterSeconds());
        assertEquals(0, refused.remaining());
        assertTrue(limiter.admit(key, start.plusSeconds(60), 5, 8).admitted());
    }
}
