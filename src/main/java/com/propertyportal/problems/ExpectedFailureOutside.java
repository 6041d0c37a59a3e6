package com.propertyportal.problems;

import jakarta.annotation.Priority;
import jakarta.interceptor.AroundInvoke;
import jakarta.interceptor.Interceptor;
import jakarta.interceptor.InvocationContext;
import jakarta.transaction.TransactionalException;

/**
 * Outside the container's transaction interceptor (whose priority the Jakarta Transactions specification fixes at
 * PLATFORM_BEFORE + 200): the expected failure {@link ExpectedFailureInside} carried across it is thrown again as
 * it was, so callers see the very exception the method threw (also where Liberty wraps it, on a server whose
 * {@code <transaction>} does not set {@code throwCheckedExceptions}: docs/deploy-existing-liberty.md).
 */
@ExpectedFailures
@Interceptor
@Priority(Interceptor.Priority.PLATFORM_BEFORE + 100)
public class ExpectedFailureOutside {

    @AroundInvoke
    Object uncarry(InvocationContext invocation) throws Exception {
        try {
            return invocation.proceed();
        } catch (ExpectedFailures.Carried carried) {
            throw carried.failure();
        } catch (TransactionalException wrapped) {
            // A server whose transaction element does not set throwCheckedExceptions wraps the carried failure.
            if (wrapped.getCause() instanceof ExpectedFailures.Carried carried) {
                throw carried.failure();
            }
            throw wrapped;
        }
    }
}
