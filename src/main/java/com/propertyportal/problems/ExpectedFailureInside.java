package com.propertyportal.problems;

import com.propertyportal.settings.DatabaseKind;
import jakarta.annotation.Priority;
import jakarta.annotation.Resource;
import jakarta.interceptor.AroundInvoke;
import jakarta.interceptor.Interceptor;
import jakarta.interceptor.InvocationContext;
import jakarta.persistence.PersistenceException;
import jakarta.transaction.Status;
import jakarta.transaction.TransactionSynchronizationRegistry;
import jakarta.ws.rs.WebApplicationException;

/**
 * Inside the container's transaction interceptor: an expected failure of the method (a problem for the client, a
 * race lost on a unique key) marks the transaction for rollback, as the unchecked failure would have, and crosses the
 * container's interceptor as a checked one ({@link ExpectedFailures.Carried}), which it writes no incident for.
 */
@ExpectedFailures
@Interceptor
@Priority(Interceptor.Priority.APPLICATION)
public class ExpectedFailureInside {

    @Resource
    TransactionSynchronizationRegistry transactions;

    @AroundInvoke
    Object carry(InvocationContext invocation) throws Exception {
        try {
            return invocation.proceed();
        } catch (WebApplicationException | PersistenceException failure) {
            if (failure instanceof PersistenceException && !DatabaseKind.lostRace(failure)) {
                throw failure;
            }
            if (transactions.getTransactionStatus() == Status.STATUS_ACTIVE) {
                transactions.setRollbackOnly();
            }
            throw new ExpectedFailures.Carried(failure);
        }
    }
}
