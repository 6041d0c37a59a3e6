package it.com.propertyportal;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntFunction;

/** Calls sent at the same moment: each on a thread of its own, all released together by one latch. */
public final class AtOnce {

    private AtOnce() {}

    /** The replies of call(0) to call(calls - 1), in that order, sent all at once. */
    public static List<Api.Reply> send(int calls, IntFunction<Api.Reply> call) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(calls);
        try {
            CountDownLatch start = new CountDownLatch(1);
            List<Future<Api.Reply>> futures = new ArrayList<>();
            for (int i = 0; i < calls; i++) {
                int n = i;
                futures.add(pool.submit(() -> {
                    start.await();
                    return call.apply(n);
                }));
            }
            start.countDown();
            List<Api.Reply> replies = new ArrayList<>();
            for (Future<Api.Reply> future : futures) {
                replies.add(future.get());
            }
            return replies;
        } finally {
            pool.shutdownNow();
        }
    }
}
