package com.propertyportal.apikeys.control;

import com.propertyportal.apikeys.entity.ApiKey;
import com.propertyportal.persistence.Ids;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** Issuing, listing, revoking and recognising API keys. */
@ApplicationScoped
public class ApiKeys {

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    /** A new key: the entity to keep and the plaintext to show once. */
    public record Issued(ApiKey apiKey, String plaintext) {
    }

    /** A key created on the board; it grants the board's whole organization. */
    public Issued issue(String boardId, String companyId, String name, Instant now) {
        String plaintext = KeyFormat.newKey();
        ApiKey key = new ApiKey(Ids.newId(), boardId, companyId, name, KeyFormat.hash(plaintext), now);
        em.persist(key);
        em.flush();
        RateLimitLedger.open(em, key.id());
        return new Issued(key, plaintext);
    }

    public List<ApiKey> ofBoard(String boardId) {
        return em.createNamedQuery("ApiKey.ofBoard", ApiKey.class).setParameter("boardId", boardId).getResultList();
    }

    public Optional<ApiKey> find(String id) {
        return Optional.ofNullable(em.find(ApiKey.class, id));
    }

    /** True when the token is a live key of this organization; any other token, or none, counts as none. */
    public boolean isLiveKeyOf(String token, String companyId) {
        return token != null && recognise(token).filter(k -> k.companyId().equals(companyId)).isPresent();
    }

    /** The live key with this plaintext; malformed keys are refused without touching the database. */
    public Optional<ApiKey> recognise(String plaintext) {
        if (!KeyFormat.isWellFormed(plaintext)) {
            return Optional.empty();
        }
        return em.createNamedQuery("ApiKey.byHash", ApiKey.class).setParameter("hash", KeyFormat.hash(plaintext))
                .getResultStream().filter(k -> !k.isRevoked()).findFirst();
    }
}
