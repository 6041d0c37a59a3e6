package com.propertyportal.identity.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.propertyportal.housekeeping.Purge;
import com.propertyportal.identity.entity.ConsoleSession;
import com.propertyportal.persistence.Timestamps;
import jakarta.annotation.Resource;
import jakarta.inject.Inject;
import java.io.File;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import javax.sql.DataSource;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The console sessions' rules in the database against chosen instants: the idle and absolute ends, a use
 * written at most once a resolution, the cap per subject, ending a subject's sessions, and the purge.
 */
@ExtendWith(ArquillianExtension.class)
class SessionLedgerArquillianIT {

    private static final SecureRandom RANDOM = new SecureRandom();

    @Deployment
    static WebArchive deployment() {
        WebArchive app = ShrinkWrap.createFromZipFile(WebArchive.class, new File("target/property-portal.war"));
        return ShrinkWrap.create(WebArchive.class, "sessions-it.war")
                .merge(app)
                .addClasses(SessionLedgerArquillianIT.class);
    }

    @Inject
    SessionLedger ledger;

    @Inject
    Purge purge;

    @Resource(lookup = "jdbc/portal")
    DataSource dataSource;

    /** Whole milliseconds, which both databases keep exactly. */
    private final Instant now = Instant.now().truncatedTo(ChronoUnit.MILLIS);

    private final String subject = "user:" + UUID.randomUUID();

    private static String newHash() {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        return HexFormat.of().formatHex(bytes);
    }

    private String open(Instant at) {
        return open(subject, at);
    }

    private String open(String who, Instant at) {
        String hash = newHash();
        ledger.open(List.of(), hash, who, "1", ConsoleSession.BY_PASSWORD, at);
        return hash;
    }

    private Optional<Instant> lastUsed(String hash) throws Exception {
        try (Connection c = dataSource.getConnection();
                PreparedStatement s =
                        c.prepareStatement("SELECT last_used_at FROM console_session WHERE token_hash = ?")) {
            s.setString(1, hash);
            try (ResultSet r = s.executeQuery()) {
                return r.next() ? Optional.of(Timestamps.instant(r.getObject(1))) : Optional.empty();
            }
        }
    }

    @Test
    void anUnusedSessionLastsUntilItsIdleTimeIsOver() throws Exception {
        String hash = open(now);
        assertEquals(subject, ledger.live(hash, now).orElseThrow().subject());
        assertTrue(ledger.live(hash, now.plus(ledger.idle()).minusMillis(1)).isPresent());
        assertFalse(ledger.live(hash, now.plus(ledger.idle())).isPresent());
        assertFalse(ledger.live(newHash(), now).isPresent(), "a token never handed out");
        assertEquals(Optional.of(now), lastUsed(hash));
    }

    @Test
    void aUseIsWrittenAtMostOnceAResolutionAndMovesTheIdleEnd() throws Exception {
        Duration resolution = ledger.resolution();
        assertEquals(Duration.ofMinutes(1), resolution, "a minute, with the default idle time of 30 minutes");
        String hash = open(now);
        Instant early = now.plus(resolution).minusMillis(1);
        assertFalse(ledger.needsTouch(ledger.live(hash, early).orElseThrow(), early));
        ledger.touch(hash, early);
        assertEquals(Optional.of(now), lastUsed(hash), "a use within the resolution is not written");

        Instant later = now.plus(resolution);
        assertTrue(ledger.needsTouch(ledger.live(hash, later).orElseThrow(), later));
        ledger.touch(hash, later);
        assertEquals(Optional.of(later), lastUsed(hash));
        ledger.touch(hash, later.plus(resolution).minusMillis(1));
        assertEquals(Optional.of(later), lastUsed(hash), "nor one within the resolution after a written one");
        assertTrue(
                ledger.live(hash, later.plus(ledger.idle()).minusMillis(1)).isPresent(),
                "idle from its last recorded use");
        assertFalse(ledger.live(hash, later.plus(ledger.idle())).isPresent());
    }

    @Test
    void aSessionInUseEndsAtItsLifetime() throws Exception {
        String hash = open(now);
        Instant end = now.plus(ledger.lifetime());
        ledger.touch(hash, end.minus(Duration.ofMinutes(2)));
        assertEquals(Optional.of(end.minus(Duration.ofMinutes(2))), lastUsed(hash));
        assertTrue(ledger.live(hash, end.minusMillis(1)).isPresent());
        assertFalse(ledger.live(hash, end).isPresent(), "used two minutes before, but open for its whole lifetime");
        assertEquals(0, ledger.count(subject, "1", end));
    }

    @Test
    void beyondTheMostASubjectMayHaveTheLeastRecentlyUsedGo() throws Exception {
        List<String> hashes = new ArrayList<>();
        for (int i = 0; i < SessionLedger.MOST_PER_SUBJECT + 2; i++) {
            hashes.add(open(now.plusSeconds(i)));
        }
        Instant last = now.plusSeconds(hashes.size());
        assertEquals(SessionLedger.MOST_PER_SUBJECT, ledger.count(subject, "1", last));
        assertEquals(Optional.empty(), lastUsed(hashes.get(0)));
        assertEquals(Optional.empty(), lastUsed(hashes.get(1)));
        assertTrue(lastUsed(hashes.get(2)).isPresent());
        assertTrue(ledger.live(hashes.get(hashes.size() - 1), last).isPresent());

        String other = open("user:" + UUID.randomUUID(), last);
        assertTrue(ledger.live(hashes.get(2), last).isPresent(), "another subject's sign-in takes nothing of this one");
        assertTrue(ledger.live(other, last).isPresent());
    }

    @Test
    void openingEndsTheSessionsTheRequestCameWithAndTheSubjectsEndedOnes() throws Exception {
        Instant later = now.plus(ledger.idle()).plusSeconds(1);
        String ended = open(now);
        String replaced = open(later.minusSeconds(1));
        String kept = open(later.minusSeconds(2));
        String opened = newHash();
        ledger.open(List.of(replaced, newHash()), opened, subject, "1", ConsoleSession.BY_PASSWORD, later);
        assertEquals(Optional.empty(), lastUsed(ended), "ended by its idle time, deleted at the next sign-in");
        assertEquals(Optional.empty(), lastUsed(replaced), "never used again after a new sign-in");
        assertTrue(ledger.live(kept, later).isPresent());
        assertTrue(ledger.live(opened, later).isPresent());
        assertEquals(2, ledger.count(subject, "1", later));
    }

    @Test
    void closingEveryOneOfASubjectKeepsTheKeptOneAndOtherSubjects() {
        String a = open(now);
        String b = open(now);
        String c = open(now);
        String otherSubject = "user:" + UUID.randomUUID();
        String other = open(otherSubject, now);
        assertEquals(2, ledger.closeEvery(subject, Optional.of(b)));
        assertFalse(ledger.live(a, now).isPresent());
        assertTrue(ledger.live(b, now).isPresent());
        assertFalse(ledger.live(c, now).isPresent());
        assertEquals(1, ledger.closeEvery(subject, Optional.empty()));
        assertFalse(ledger.live(b, now).isPresent());
        assertTrue(ledger.live(other, now).isPresent());
        assertEquals(1, ledger.count(otherSubject, "1", now));
        ledger.close(List.of(other));
        assertFalse(ledger.live(other, now).isPresent());
    }

    @Test
    void theHousekeepingPurgeDeletesEndedSessionsAndKeepsLiveOnes() throws Exception {
        Instant current = Instant.now().truncatedTo(ChronoUnit.MILLIS);
        String idle = open(current.minus(ledger.idle()).minusSeconds(1));
        String old = open(current.minus(ledger.lifetime()).minusSeconds(1));
        ledger.touch(old, current.minusSeconds(60));
        String live = open(current.minusSeconds(60));
        assertEquals(Optional.of(current.minusSeconds(60)), lastUsed(old));

        int deleted = purge.purge(current).get("ended console sessions");
        assertTrue(deleted >= 2, "deleted " + deleted);
        assertEquals(Optional.empty(), lastUsed(idle));
        assertEquals(Optional.empty(), lastUsed(old));
        assertTrue(lastUsed(live).isPresent());
    }
}
