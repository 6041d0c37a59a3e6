package com.propertyportal.verification.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.propertyportal.housekeeping.Purge;
import com.propertyportal.persistence.InContainer;
import com.propertyportal.problems.ProblemException;
import com.propertyportal.verification.entity.EmailVerification;
import jakarta.inject.Inject;
import jakarta.json.Json;
import java.io.File;
import java.time.Duration;
import java.time.Instant;
import java.util.UUID;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** Expiry against the clock, the purge timer's bulk delete and the overview's figures, inside the server. */
@ExtendWith(ArquillianExtension.class)
class VerificationArquillianIT {

    @Deployment
    static WebArchive deployment() {
        WebArchive app = ShrinkWrap.createFromZipFile(WebArchive.class, new File("target/property-portal.war"));
        return ShrinkWrap.create(WebArchive.class, "verification-it.war")
                .merge(app)
                .addClasses(VerificationArquillianIT.class, InContainer.class);
    }

    @Inject
    Verifications verifications;

    @Inject
    VerificationLedger ledger;

    @Inject
    VerificationSecret secret;

    @Inject
    Purge purge;

    @Inject
    VerificationFigures figures;

    @Inject
    InContainer container;

    private final String org = "org-" + UUID.randomUUID();
    private final String email = UUID.randomUUID() + "@example.com";

    private void importContact() {
        container.importDocument(Json.createObjectBuilder()
                .add(
                        "organizations",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder().add("_id", org).add("name", "Verification")))
                .add(
                        "contacts",
                        Json.createArrayBuilder()
                                .add(Json.createObjectBuilder()
                                        .add("_id", "c-" + UUID.randomUUID())
                                        .add("companyId", org)
                                        .add("email", email)
                                        .add("firstname", "Kim")))
                .build());
    }

    /** Limits that never stand in the way of these tests. */
    private static final AbuseLimits.Rules LOOSE = new AbuseLimits.Rules(100, Duration.ZERO, 100);

    private String open(Instant created, Duration lifetime, String code) {
        String id = UUID.randomUUID().toString().replace("-", "");
        assertTrue(ledger.open(
                        new EmailVerification(id, org, email, secret.hash(id, code), created, created.plus(lifetime)),
                        LOOSE)
                .isEmpty());
        return id;
    }

    @Test
    void aCodeIsRefusedOnceItsLifetimeHasPassed() {
        importContact();
        Instant created = Instant.now();
        String expired = open(created, Duration.ofMinutes(10), "123456");
        assertThrows(
                ProblemException.class,
                () -> verifications.confirm(
                        org,
                        expired,
                        "123456",
                        created.plus(Duration.ofMinutes(10)).plusMillis(1)));
        String fresh = open(created, Duration.ofMinutes(10), "654321");
        assertEquals(
                1,
                verifications
                        .confirm(org, fresh, "654321", created.plus(Duration.ofMinutes(9)))
                        .size());
    }

    @Test
    void thePurgeDeletesOnlyRequestsThatEndedBeforeTheRetention() {
        importContact();
        Instant now = Instant.now();
        String longExpired = open(now.minus(Duration.ofHours(30)), Duration.ofMinutes(10), "111111");
        String recentlyExpired = open(now.minus(Duration.ofHours(1)), Duration.ofMinutes(10), "222222");
        String pending = open(now, Duration.ofMinutes(10), "333333");
        String usedLongAgo = open(now.minus(Duration.ofHours(26)), Duration.ofHours(48), "444444");
        assertEquals(
                1,
                verifications
                        .confirm(org, usedLongAgo, "444444", now.minus(Duration.ofHours(25)), LOOSE)
                        .size());

        purge.purge(now);

        assertTrue(ledger.find(longExpired).isEmpty());
        assertTrue(ledger.find(usedLongAgo).isEmpty());
        assertTrue(ledger.find(recentlyExpired).isPresent());
        assertTrue(ledger.find(pending).isPresent());
    }

    @Test
    void theFiguresCountEachEndOnceByTheStateItEndedIn() {
        importContact();
        Instant t = Instant.parse("2061-05-01T08:00:00Z");
        VerificationFigures.Figures before = figures.since(t, java.util.Optional.empty());
        String verified = open(t, Duration.ofMinutes(10), "111111");
        String invalidated = open(t, Duration.ofMinutes(10), "222222");
        String unsent = open(t, Duration.ofMinutes(10), "333333");
        open(t, Duration.ofMinutes(10), "444444");
        assertEquals(
                1,
                verifications
                        .confirm(org, verified, "111111", t.plusSeconds(60), LOOSE)
                        .size());
        for (int i = 0; i < EmailVerification.MAX_FAILURES; i++) {
            assertEquals(
                    401,
                    assertThrows(
                                    ProblemException.class,
                                    () -> verifications.confirm(org, invalidated, "999999", t.plusSeconds(60), LOOSE))
                            .getResponse()
                            .getStatus());
        }
        ledger.markSendFailed(unsent, t.plusSeconds(1));
        ledger.markSendFailed(verified, t.plusSeconds(90));

        VerificationFigures.Figures after = figures.since(t, java.util.Optional.empty());
        assertEquals(4, after.started() - before.started());
        assertEquals(1, after.confirmed() - before.confirmed());
        assertEquals(5, after.failed() - before.failed());
        assertEquals(1, after.invalidated() - before.invalidated());
        assertEquals(1, after.sendFailures() - before.sendFailures(), "a verified request stays verified");
    }
}
