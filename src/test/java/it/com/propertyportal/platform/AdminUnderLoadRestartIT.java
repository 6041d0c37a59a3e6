package it.com.propertyportal.platform;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import it.com.propertyportal.Api;
import it.com.propertyportal.ServerControl;
import it.com.propertyportal.ServerFiles;
import java.nio.file.Files;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/**
 * The administrator's API answers correctly from the first moment a server starts, also on a busy
 * machine and on a first start, when the application writes Admin Center's login into DATA_DIR and
 * Liberty re-reads its security configuration while the first requests arrive. Each run deletes that
 * file (the application then also replaces the key store whose password it held), loads every core with busy threads, starts the server and calls the API without pause until it
 * has answered 200 twenty times; no call may fail with a 5xx. it.load.restarts sets how many runs.
 */
class AdminUnderLoadRestartIT {

    private static final String PATH = "/api/admin/organizations?limit=1";

    /** Where the busy threads leave their result, so the loop is not optimized away. */
    static volatile long sink;

    @Test
    void administratorCallsNeverFailWhileAFirstStartRunsUnderLoad() throws Exception {
        int runs = Integer.getInteger("it.load.restarts", 1);
        for (int run = 1; run <= runs; run++) {
            Map<Integer, Integer> statuses = startUnderLoadCalling();
            assertFalse(
                    statuses.keySet().stream().anyMatch(status -> status >= 500),
                    "run " + run + " answered " + statuses);
            assertTrue(statuses.getOrDefault(200, 0) >= 20, "run " + run + " answered " + statuses);
        }
    }

    /** How often each status was answered, from the start of the server until 20 answers of 200. */
    private static Map<Integer, Integer> startUnderLoadCalling() throws Exception {
        ServerControl.stop();
        Files.deleteIfExists(ServerFiles.DATA_DIR.resolve("admin-center.xml"));

        AtomicBoolean busy = new AtomicBoolean(true);
        List<Thread> burners = new ArrayList<>();
        for (int i = 0; i < Runtime.getRuntime().availableProcessors() * 2; i++) {
            Thread burner = new Thread(() -> {
                long x = 0;
                while (busy.get()) {
                    x += System.nanoTime() % 7;
                }
                sink = x;
            });
            burner.setDaemon(true);
            burner.start();
            burners.add(burner);
        }
        Map<Integer, Integer> statuses = new TreeMap<>();
        CompletableFuture<Void> starting = CompletableFuture.runAsync(ServerControl::start);
        try {
            Instant deadline = Instant.now().plus(Duration.ofMinutes(3));
            while (statuses.getOrDefault(200, 0) < 20 && Instant.now().isBefore(deadline)) {
                try {
                    statuses.merge(Api.adminGet(PATH).status(), 1, Integer::sum);
                } catch (IllegalStateException notListeningYet) {
                    Thread.sleep(20);
                }
            }
        } finally {
            busy.set(false);
            for (Thread burner : burners) {
                burner.join();
            }
            starting.get(3, TimeUnit.MINUTES);
        }
        ServerControl.awaitReady(Duration.ofMinutes(2));
        return statuses;
    }
}
