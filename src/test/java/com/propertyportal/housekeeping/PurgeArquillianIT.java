package com.propertyportal.housekeeping;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.propertyportal.apikeys.control.RateLimiter;
import com.propertyportal.forms.control.SubmissionRateLimit;
import com.propertyportal.identity.control.LinkThrottle;
import com.propertyportal.identity.control.LoginThrottle;
import com.propertyportal.persistence.InContainer;
import com.propertyportal.verification.control.AbuseLimits;
import com.propertyportal.verification.control.VerificationLedger;
import com.propertyportal.verification.entity.EmailVerification;
import jakarta.annotation.Resource;
import jakarta.inject.Inject;
import jakarta.json.Json;
import java.io.File;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Map;
import java.util.UUID;
import javax.sql.DataSource;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * One purge round deletes the stale rows of every limit and attempt table, made as the service makes them,
 * and keeps the rows that still limit something.
 */
@ExtendWith(ArquillianExtension.class)
class PurgeArquillianIT {

    @Deployment
    static WebArchive deployment() {
        WebArchive app = ShrinkWrap.createFromZipFile(WebArchive.class, new File("target/property-portal.war"));
        return ShrinkWrap.create(WebArchive.class, "purge-it.war")
                .merge(app)
                .addClasses(PurgeArquillianIT.class, InContainer.class);
    }

    @Resource(lookup = "jdbc/portal")
    DataSource dataSource;

    @Inject
    Purge purge;

    @Inject
    RateLimiter rateLimiter;

    @Inject
    SubmissionRateLimit submissions;

    @Inject
    LoginThrottle loginThrottle;

    @Inject
    LinkThrottle linkThrottle;

    @Inject
    VerificationLedger verifications;

    @Inject
    InContainer container;

    private final String org = "org-" + UUID.randomUUID();
    private final String board = "board-" + UUID.randomUUID();
    private final Instant now = Instant.now();
    private final Instant stale = now.minus(Duration.ofHours(25));

    private long count(String sql, Object... parameters) throws Exception {
        try (Connection c = dataSource.getConnection();
                PreparedStatement s = c.prepareStatement(sql)) {
            for (int i = 0; i < parameters.length; i++) {
                s.setObject(i + 1, parameters[i]);
            }
            try (ResultSet r = s.executeQuery()) {
                r.next();
                return r.getLong(1);
            }
        }
    }

    private void execute(String sql, Object... parameters) throws Exception {
        try (Connection c = dataSource.getConnection();
                PreparedStatement s = c.prepareStatement(sql)) {
            for (int i = 0; i < parameters.length; i++) {
                s.setObject(i + 1, parameters[i]);
            }
            s.executeUpdate();
        }
    }

    @Test
    void staleLimitAndAttemptRowsGoAndLiveOnesStay() throws Exception {
        container.importDocument(Json.createObjectBuilder()
                .add(
                        "organizations",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder().add("_id", org).add("name", "Purge")))
                .add(
                        "boards",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", board)
                                        .add("companyId", org)
                                        .add("name", "B")
                                        .add("apiEnabled", true)))
                .build());

        String idleKey = container.issueKey(board).apiKey().id();
        String revokedKey = container.issueKey(board).apiKey().id();
        String revokedJustNow = container.issueKey(board).apiKey().id();
        assertTrue(rateLimiter.admit(idleKey, now.minus(Duration.ofMinutes(2))).admitted());
        assertTrue(
                rateLimiter.admit(revokedKey, now.minus(Duration.ofMinutes(2))).admitted());
        assertTrue(rateLimiter.admit(revokedJustNow, now).admitted());
        execute(
                "UPDATE api_key SET revoked_at = ? WHERE id IN (?, ?)",
                now.atOffset(ZoneOffset.UTC),
                revokedKey,
                revokedJustNow);

        String unknownForm = "no-such-form-" + UUID.randomUUID();
        submissions.admit("192.0.2.10", unknownForm, now.minus(Duration.ofMinutes(2)));
        submissions.admit("192.0.2.11", unknownForm, now);

        String quiet = "198.51.100." + UUID.randomUUID().toString().substring(0, 6);
        String blockedLongAgo = "198.51.101." + UUID.randomUUID().toString().substring(0, 6);
        String blocked = "198.51.102." + UUID.randomUUID().toString().substring(0, 6);
        assertTrue(loginThrottle.admit(quiet, now.minus(Duration.ofMinutes(20))).isEmpty());
        for (int i = 0; i <= LoginThrottle.MAX_FAILURES; i++) {
            loginThrottle.admit(blockedLongAgo, now.minus(Duration.ofMinutes(40)));
            loginThrottle.admit(blocked, now.minus(Duration.ofMinutes(5)));
        }

        String linkLongAgo = "203.0.113." + UUID.randomUUID().toString().substring(0, 6);
        String linkRecently = "203.0.114." + UUID.randomUUID().toString().substring(0, 6);
        assertTrue(linkThrottle
                .attempt(linkLongAgo, now.minus(Duration.ofHours(2)))
                .isEmpty());
        assertTrue(linkThrottle
                .attempt(linkRecently, now.minus(Duration.ofMinutes(50)))
                .isEmpty());

        String resetLongAgo = (UUID.randomUUID().toString() + UUID.randomUUID()).replace("-", "");
        String resetRecently = (UUID.randomUUID().toString() + UUID.randomUUID()).replace("-", "");
        for (var row : Map.of(resetLongAgo, Duration.ofHours(2), resetRecently, Duration.ofMinutes(50))
                .entrySet()) {
            execute(
                    "INSERT INTO password_reset_requests (address_hash, newest_ms, requests) VALUES (?, ?, '1')",
                    row.getKey(),
                    now.minus(row.getValue()).toEpochMilli());
        }

        AbuseLimits.Rules loose = new AbuseLimits.Rules(100, Duration.ZERO, 100);
        String oldAddress = "old-" + UUID.randomUUID() + "@example.com";
        String newAddress = "new-" + UUID.randomUUID() + "@example.com";
        for (var opened : Map.of(oldAddress, stale, newAddress, now).entrySet()) {
            String id = UUID.randomUUID().toString().replace("-", "");
            assertTrue(verifications
                    .open(
                            new EmailVerification(
                                    id,
                                    org,
                                    opened.getKey(),
                                    "0".repeat(64),
                                    opened.getValue(),
                                    opened.getValue().plusSeconds(600)),
                            loose)
                    .isEmpty());
        }

        String flowEnded =
                "e".repeat(48) + UUID.randomUUID().toString().replace("-", "").substring(0, 16);
        String flowLive =
                "f".repeat(48) + UUID.randomUUID().toString().replace("-", "").substring(0, 16);
        for (var flow : Map.of(flowEnded, now.minusSeconds(1), flowLive, now.plusSeconds(60))
                .entrySet()) {
            execute(
                    "INSERT INTO sign_on_flow (token_hash, company_id, state, nonce, verifier, expires_at) "
                            + "VALUES (?, ?, 's', 'n', 'v', ?)",
                    flow.getKey(),
                    org,
                    flow.getValue().atOffset(ZoneOffset.UTC));
        }

        String form = "form-" + UUID.randomUUID();
        execute(
                "INSERT INTO form_submission (form_id, idempotency_key, card_id, created_at) VALUES (?, ?, ?, ?)",
                form,
                "old",
                "card-1",
                stale.atOffset(ZoneOffset.UTC));
        execute(
                "INSERT INTO form_submission (form_id, idempotency_key, card_id, created_at) VALUES (?, ?, ?, ?)",
                form,
                "new",
                "card-2",
                now.atOffset(ZoneOffset.UTC));

        assertEquals(
                3,
                count(
                        "SELECT COUNT(*) FROM rate_limit WHERE key_id IN (?, ?, ?)",
                        idleKey,
                        revokedKey,
                        revokedJustNow));
        assertEquals(2, count("SELECT COUNT(*) FROM form_submit_limit WHERE form_id = ?", unknownForm));
        assertEquals(
                3,
                count(
                        "SELECT COUNT(*) FROM admin_login_throttle WHERE client_address IN (?, ?, ?)",
                        quiet,
                        blockedLongAgo,
                        blocked));
        assertEquals(2, count("SELECT COUNT(*) FROM verification_limit WHERE company_id = ?", org));
        assertEquals(2, count("SELECT COUNT(*) FROM form_submission WHERE form_id = ?", form));

        Map<String, Integer> deleted = purge.purge(now);

        assertTrue(deleted.values().stream().allMatch(n -> n >= 0) && deleted.size() == 10, deleted::toString);
        assertEquals(1, count("SELECT COUNT(*) FROM rate_limit WHERE key_id = ?", idleKey), "a live key keeps its row");
        assertEquals(
                1,
                count("SELECT COUNT(*) FROM rate_limit WHERE key_id = ?", revokedJustNow),
                "a revoked key's, until its windows passed");
        assertEquals(0, count("SELECT COUNT(*) FROM rate_limit WHERE key_id = ?", revokedKey));
        assertEquals(
                1,
                count(
                        "SELECT COUNT(*) FROM form_submit_limit WHERE form_id = ? AND client_address = ?",
                        unknownForm,
                        "192.0.2.11"),
                "a submit of this minute, though its form id is unknown");
        assertEquals(
                0,
                count(
                        "SELECT COUNT(*) FROM form_submit_limit WHERE form_id = ? AND client_address = ?",
                        unknownForm,
                        "192.0.2.10"),
                "one of an unknown form id, when its minute passed");
        assertEquals(
                1,
                count("SELECT COUNT(*) FROM admin_login_throttle WHERE client_address = ?", blocked),
                "an address still blocked");
        assertEquals(
                0,
                count(
                        "SELECT COUNT(*) FROM admin_login_throttle WHERE client_address IN (?, ?)",
                        quiet,
                        blockedLongAgo));
        assertEquals(
                1,
                count(
                        "SELECT COUNT(*) FROM verification_limit WHERE company_id = ? AND email_normalized = ?",
                        org,
                        newAddress));
        assertEquals(
                0,
                count(
                        "SELECT COUNT(*) FROM verification_limit WHERE company_id = ? AND email_normalized = ?",
                        org,
                        oldAddress));
        assertEquals(0, count("SELECT COUNT(*) FROM password_link_attempts WHERE client_address = ?", linkLongAgo));
        assertEquals(
                1,
                count("SELECT COUNT(*) FROM password_link_attempts WHERE client_address = ?", linkRecently),
                "attempts still in the hour's window");
        assertEquals(0, count("SELECT COUNT(*) FROM password_reset_requests WHERE address_hash = ?", resetLongAgo));
        assertEquals(
                1,
                count("SELECT COUNT(*) FROM password_reset_requests WHERE address_hash = ?", resetRecently),
                "requests still in the hour's window");
        assertEquals(
                1, count("SELECT COUNT(*) FROM form_submission WHERE form_id = ? AND idempotency_key = 'new'", form));
        assertEquals(
                0, count("SELECT COUNT(*) FROM form_submission WHERE form_id = ? AND idempotency_key = 'old'", form));

        assertEquals(0, count("SELECT COUNT(*) FROM sign_on_flow WHERE token_hash = ?", flowEnded));
        assertEquals(
                1,
                count("SELECT COUNT(*) FROM sign_on_flow WHERE token_hash = ?", flowLive),
                "a single sign-on still under way");

        // A counter row that is missing is made again by the next check, starting from nothing.
        execute("DELETE FROM rate_limit WHERE key_id = ?", idleKey);
        assertTrue(rateLimiter.admit(idleKey, now).admitted());
        assertEquals(1, count("SELECT COUNT(*) FROM rate_limit WHERE key_id = ?", idleKey));
    }
}
