package com.propertyportal.apikeys.control;

import com.propertyportal.apikeys.entity.ApiKey;
import com.propertyportal.apikeys.entity.KeyScope;
import com.propertyportal.persistence.Ids;
import com.propertyportal.problems.ProblemException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * The one writer of API keys (issuing, revoking, and stamping when each was last used), which also lists
 * and recognises them.
 */
@ApplicationScoped
public class ApiKeys {

    /** lastUsedAt is kept to the minute: at most one write per key and minute, whatever the traffic. */
    static final Duration USE_RESOLUTION = Duration.ofMinutes(1);

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    /** A new key: the entity to keep and the plaintext to show once. */
    public record Issued(ApiKey apiKey, String plaintext) {}

    /** A key created on the board; it grants the board's whole organization what its scope allows. */
    public Issued issue(String boardId, String organizationId, String name, KeyScope scope, Instant now) {
        String plaintext = KeyFormat.newKey();
        ApiKey key = new ApiKey(Ids.newId(), boardId, organizationId, name, scope, KeyFormat.hash(plaintext), now);
        em.persist(key);
        em.flush();
        RateLimitLedger.open(em, key.id());
        return new Issued(key, plaintext);
    }

    /** Revokes the board's key; it answers 401 from then on. A key of another board is a 404. */
    public ApiKey revoke(String boardId, String keyId, Instant now) {
        ApiKey key = find(keyId)
                .filter(k -> k.boardId().equals(boardId))
                .orElseThrow(() -> ProblemException.notFound("API key " + keyId + " of board " + boardId));
        key.revoke(now);
        return key;
    }

    public boolean needsTouch(ApiKey key, Instant now) {
        return key.isStale(now, USE_RESOLUTION);
    }

    /** Stamps lastUsedAt in a transaction of its own: the request's work neither waits on it nor undoes it. */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public void touch(String keyId, Instant now) {
        em.createNamedQuery("ApiKey.touch")
                .setParameter("now", now)
                .setParameter("id", keyId)
                .setParameter("staleBefore", now.minus(USE_RESOLUTION))
                .executeUpdate();
    }

    public List<ApiKey> ofBoard(String boardId) {
        return em.createNamedQuery("ApiKey.ofBoard", ApiKey.class)
                .setParameter("boardId", boardId)
                .getResultList();
    }

    public Optional<ApiKey> find(String id) {
        return Optional.ofNullable(em.find(ApiKey.class, id));
    }

    /**
     * True when the token is a live key of this organization, of any scope (the portal's answers are open to
     * every key of the organization); any other token, or none, counts as none.
     */
    public boolean isLiveKeyOf(String token, String organizationId) {
        return token != null
                && recognise(token)
                        .filter(k -> k.organizationId().equals(organizationId))
                        .isPresent();
    }

    /** The live key with this plaintext; malformed keys are refused without touching the database. */
    public Optional<ApiKey> recognise(String plaintext) {
        if (!KeyFormat.isWellFormed(plaintext)) {
            return Optional.empty();
        }
        return em.createNamedQuery("ApiKey.byHash", ApiKey.class)
                .setParameter("hash", KeyFormat.hash(plaintext))
                .getResultStream()
                .filter(k -> !k.isRevoked())
                .findFirst();
    }
}
