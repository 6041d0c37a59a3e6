package com.propertyportal.delegation.control;

import com.propertyportal.delegation.entity.SigningKey;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import java.util.List;

/** The signing keys' rows: read, and the next generation written in a transaction of its own. */
@ApplicationScoped
public class SigningKeyStore {

    /** Generations older than this many before the newest are deleted when a new one is made. */
    static final int KEPT_GENERATIONS = 3;

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public List<SigningKey> all() {
        return em.createNamedQuery("SigningKey.all", SigningKey.class).getResultList();
    }

    /**
     * Writes the next generation. Two servers that make it at once write the same generation number; the unique
     * key lets one commit, and the other's commit fails (the caller then reads the winner's).
     */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public void add(SigningKey key) {
        em.persist(key);
        em.flush();
        em.createNamedQuery("SigningKey.retire")
                .setParameter("below", key.generation() - KEPT_GENERATIONS + 1)
                .executeUpdate();
    }
}
