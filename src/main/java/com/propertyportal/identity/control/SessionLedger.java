package com.propertyportal.identity.control;

import com.propertyportal.identity.entity.ConsoleSession;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import java.time.Duration;
import java.time.Instant;
import java.util.Collection;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The console sessions of every server, in the database: opened, found by their token's hash while they last,
 * their use recorded at most once a {@link #resolution()}, ended one by one, per subject, or once over.
 */
@ApplicationScoped
public class SessionLedger {

    /** Enough for every browser and device a person uses; a stolen password cannot fill the table. */
    public static final int MOST_PER_SUBJECT = 20;
    /** How stale a session's recorded last use may get before a request writes it again. */
    static final Duration USE_RESOLUTION = Duration.ofMinutes(1);

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    @Inject
    @ConfigProperty(name = "console.session.idle")
    Duration idle;

    @Inject
    @ConfigProperty(name = "console.session.lifetime")
    Duration lifetime;

    /**
     * Opens a session for the subject, ending the given ones (the sessions the request came with: never
     * reused) and the subject's ended ones, and beyond the most a subject may have, its least recently used.
     */
    @Transactional
    public ConsoleSession open(
            Collection<String> replacedHashes,
            String tokenHash,
            String subject,
            String credential,
            String signedInBy,
            Instant now) {
        ConsoleSession opened = new ConsoleSession(tokenHash, subject, credential, signedInBy, now);
        close(replacedHashes);
        int kept = 0;
        for (ConsoleSession session : em.createNamedQuery("ConsoleSession.ofSubject", ConsoleSession.class)
                .setParameter("subject", subject)
                .getResultList()) {
            if (session.isLiveAt(now, idle, lifetime) && kept < MOST_PER_SUBJECT - 1) {
                kept++;
            } else {
                em.remove(session);
            }
        }
        em.persist(opened);
        return opened;
    }

    /**
     * The session under this hash while it lasts. Read in a transaction: outside one, Liberty keeps the
     * persistence context for the rest of the request, and a later read would find the session as the first one
     * did, though it has been used or ended since.
     */
    @Transactional
    public Optional<ConsoleSession> live(String tokenHash, Instant now) {
        return Optional.ofNullable(em.find(ConsoleSession.class, tokenHash))
                .filter(s -> s.isLiveAt(now, idle, lifetime));
    }

    public boolean needsTouch(ConsoleSession session, Instant now) {
        return session.needsTouch(now, resolution());
    }

    /**
     * Records a use, in a transaction of its own (the request neither waits on it nor undoes it); a use
     * another server recorded within the resolution makes it a no-op.
     */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public void touch(String tokenHash, Instant now) {
        em.createNamedQuery("ConsoleSession.touch")
                .setParameter("now", now)
                .setParameter("tokenHash", tokenHash)
                .setParameter("staleBefore", now.minus(resolution()))
                .executeUpdate();
    }

    @Transactional
    public void close(Collection<String> tokenHashes) {
        tokenHashes.forEach(
                hash -> Optional.ofNullable(em.find(ConsoleSession.class, hash)).ifPresent(em::remove));
    }

    /** Ends every session of the subject but the one kept (none when empty); how many it ended. */
    @Transactional
    public int closeEvery(String subject, Optional<String> keptHash) {
        return em.createNamedQuery("ConsoleSession.closeEvery")
                .setParameter("subject", subject)
                .setParameter("kept", keptHash.orElse(""))
                .executeUpdate();
    }

    /** The session keeps going under the subject's new credential generation (after its own password change). */
    @Transactional
    public void restamp(String tokenHash, String credential) {
        em.createNamedQuery("ConsoleSession.restamp")
                .setParameter("credential", credential)
                .setParameter("tokenHash", tokenHash)
                .executeUpdate();
    }

    /** The subject's sessions that have not ended, of its credential's current generation. */
    @Transactional
    public long count(String subject, String credential, Instant now) {
        return em.createNamedQuery("ConsoleSession.liveOfSubject", Long.class)
                .setParameter("subject", subject)
                .setParameter("credential", credential)
                .setParameter("idleSince", now.minus(idle))
                .setParameter("openedSince", now.minus(lifetime))
                .getSingleResult();
    }

    /** Deletes every session that has ended. */
    @Transactional
    public int purge(Instant now) {
        return em.createNamedQuery("ConsoleSession.purge")
                .setParameter("idleSince", now.minus(idle))
                .setParameter("openedSince", now.minus(lifetime))
                .executeUpdate();
    }

    /**
     * A minute, or a quarter of the idle time when that is shorter: a session in use is never recorded so late
     * that it ends while in use. A session may end up to this long before its idle time after its last request.
     */
    public Duration resolution() {
        Duration quarter = idle.dividedBy(4);
        return quarter.compareTo(USE_RESOLUTION) < 0 ? quarter : USE_RESOLUTION;
    }

    public Duration idle() {
        return idle;
    }

    public Duration lifetime() {
        return lifetime;
    }
}
