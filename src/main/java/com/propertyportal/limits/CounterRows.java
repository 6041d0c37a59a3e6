package com.propertyportal.limits;

import com.propertyportal.settings.DatabaseKind;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.persistence.PersistenceContext;
import jakarta.persistence.Query;
import jakarta.persistence.TypedQuery;
import jakarta.transaction.Transactional;
import java.util.List;
import java.util.function.Supplier;

/**
 * The rows that limits count in: each check and count locks its row first, and makes it (nothing counted yet)
 * when there is none. Two transactions may make the same row at the same moment. On PostgreSQL the insert
 * then waits for the other one and does nothing; on the embedded database (one server) the later insert fails
 * on the key, which rolls its transaction back before it counted anything, and {@link #countOnce} runs it
 * again, to find the row.
 */
@ApplicationScoped
public class CounterRows {

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    @Inject
    DatabaseKind database;

    /**
     * The entity the query finds, locked (SELECT ... FOR UPDATE) until the transaction ends; its row made by the
     * insert when missing. The insert takes the row's key as its parameters ?1, ?2, ...
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public <T> T lock(TypedQuery<T> row, String insert, Object... key) {
        List<T> rows = row.setLockMode(LockModeType.PESSIMISTIC_WRITE).getResultList();
        if (rows.isEmpty()) {
            bind(em.createNativeQuery(database.insertUnlessPresent(insert)), key)
                    .executeUpdate();
            rows = row.getResultList();
        }
        return rows.get(0);
    }

    private static Query bind(Query query, Object... key) {
        for (int i = 0; i < key.length; i++) {
            query.setParameter(i + 1, key[i]);
        }
        return query;
    }

    /** Runs a check and count (a transaction of its own), once more when it lost the race to make its row. */
    public static <T> T countOnce(Supplier<T> checkAndCount) {
        try {
            return checkAndCount.get();
        } catch (RuntimeException failure) {
            if (!DatabaseKind.lostRace(failure)) {
                throw failure;
            }
            return checkAndCount.get();
        }
    }
}
