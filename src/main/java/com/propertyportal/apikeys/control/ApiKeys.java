package com.propertyportal.apikeys.control;

import com.propertyportal.apikeys.entity.ApiKey;
import com.propertyportal.apikeys.entity.KeyScope;
import com.propertyportal.persistence.Ids;
import com.propertyportal.persistence.Timestamps;
import com.propertyportal.problems.ProblemException;
import jakarta.annotation.Resource;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import javax.sql.DataSource;

/**
 * The one writer of API keys (issuing, revoking, and stamping when each was last used), which also lists
 * and recognises them.
 */
@ApplicationScoped
public class ApiKeys {

    /** lastUsedAt is kept to the minute: at most one write per key and minute, whatever the traffic. */
    static final Duration USE_RESOLUTION = Duration.ofMinutes(1);

    /**
     * A live key by its hash, with its board's API switch: one prepared statement on the unique key_hash index,
     * read as a plain row. Core calls read it once per server ({@link KnownKeys}); their rate limit's claim
     * checks the key is still live and its board's API on.
     */
    static final String LIVE_BY_HASH = "SELECT k.id, k.company_id, k.board_id, k.scope, k.last_used_at, b.api_enabled"
            + " FROM api_key k JOIN board b ON b.id = k.board_id WHERE k.key_hash = ? AND k.revoked_at IS NULL";

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    @Resource(lookup = "jdbc/portal")
    DataSource dataSource;

    /** A live key as the database has it now, and whether its board's API is switched on. */
    public record Reading(LiveKey key, boolean apiOn) {}

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

    public boolean needsTouch(LiveKey key, Instant now) {
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
     * True when the token is a live key of this organization, of any scope, made on a board whose API is on (the
     * portal's answers are open to every such key of the organization); any other token, or none, counts as none.
     */
    public boolean isLiveKeyOf(String token, String organizationId) {
        return token != null
                && read(token)
                        .filter(Reading::apiOn)
                        .filter(r -> r.key().organizationId().equals(organizationId))
                        .isPresent();
    }

    /** The live key with this plaintext; malformed keys are refused without touching the database. */
    public Optional<Reading> read(String plaintext) {
        return KeyFormat.isWellFormed(plaintext) ? readHash(KeyFormat.hash(plaintext)) : Optional.empty();
    }

    /** The live key with this hash. */
    Optional<Reading> readHash(String hash) {
        try (Connection connection = dataSource.getConnection();
                PreparedStatement query = connection.prepareStatement(LIVE_BY_HASH)) {
            query.setString(1, hash);
            try (ResultSet row = query.executeQuery()) {
                if (!row.next()) {
                    return Optional.empty();
                }
                String scope = row.getString(4);
                LiveKey key = new LiveKey(
                        row.getString(1),
                        row.getString(2),
                        row.getString(3),
                        KeyScope.ofWire(scope)
                                .orElseThrow(() -> new IllegalStateException("unknown key scope " + scope)),
                        Timestamps.instant(row.getObject(5)));
                return Optional.of(new Reading(key, row.getBoolean(6)));
            }
        } catch (SQLException e) {
            throw new IllegalStateException("API key lookup failed: " + e.getSQLState(), e);
        }
    }
}
